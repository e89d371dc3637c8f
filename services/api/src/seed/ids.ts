import { createHash } from 'node:crypto';

/**
 * A stable uuid for a seed record (name-based, RFC 9562 version 5 layout), so seeding again
 * finds the rows it wrote before instead of adding new ones.
 */
export function seedId(name: string): string {
  const bytes = createHash('sha1').update(`care-demo-seed:${name}`).digest().subarray(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x50;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
