import { type MemberAddress, memberAddressSchema } from '@care/contracts/member';

/** "ul. Długa 12/4": the street with the building and, if any, the apartment. */
export function streetLine(address: MemberAddress): string {
  const number = address.apartment ? `${address.building}/${address.apartment}` : address.building;
  return `${address.street} ${number}`;
}

/** "31-147 Kraków". */
export const cityLine = (address: MemberAddress) => `${address.postalCode} ${address.city}`;

/** The address on one line, as a letter or the history writes it. */
export const addressText = (address: MemberAddress) =>
  `${streetLine(address)}, ${cityLine(address)}`;

/**
 * The address searched on OpenStreetMap, which opens in its own tab: no map is drawn here. The
 * apartment is left out, as no map knows it.
 */
export function openStreetMapUrl(address: MemberAddress): string {
  const query = `${address.street} ${address.building}, ${cityLine(address)}`;
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(query)}`;
}

/** An address as the audit trail stored it, if it is one. */
export function asAddress(value: unknown): MemberAddress | undefined {
  const parsed = memberAddressSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}
