import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { one } from '../../db/rows';
import { orderNumberCounters } from '../../db/schema';

/** `Z-2026-0042`: at least four digits, so numbers of one year sort and read alike. */
export function formatOrderNumber(year: number, sequence: number): string {
  return `Z-${year}-${String(sequence).padStart(4, '0')}`;
}

/**
 * The organization's next number for the current year in the deployment's time zone. The
 * counter row is taken with an upsert, which locks it until the caller's transaction ends, so
 * concurrent orders of one organization get consecutive numbers and never the same one.
 */
export async function nextOrderNumber(tx: Database, organizationId: string, timeZone: string) {
  const counter = one(
    await tx
      .insert(orderNumberCounters)
      .values({
        organizationId,
        year: sql`extract(year from now() at time zone ${timeZone})::int`,
        lastSequence: 1,
      })
      .onConflictDoUpdate({
        target: [orderNumberCounters.organizationId, orderNumberCounters.year],
        set: { lastSequence: sql`${orderNumberCounters.lastSequence} + 1` },
      })
      .returning(),
  );
  return { year: counter.year, sequence: counter.lastSequence };
}
