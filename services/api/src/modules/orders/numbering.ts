import type { OrderCreate, OrderPlace } from '@care/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { preparedQuery } from '../../db/prepared';
import { orderNumberCounters, orders } from '../../db/schema';

/** `Z-2026-0042`: at least four digits, so numbers of one year sort and read alike. */
export function formatOrderNumber(year: number, sequence: number): string {
  return `Z-${year}-${String(sequence).padStart(4, '0')}`;
}

/**
 * The organization's next number for the current year in the deployment's time zone, taken with
 * an upsert of the year's counter row, and the order written with it, in one statement. The
 * upsert locks the counter row until the caller's transaction ends, so concurrent orders of one
 * organization get consecutive numbers and never the same one; the counter and the order commit
 * or roll back together, so no number is skipped. One statement instead of two: every other new
 * order of the organization waits on that lock, for one round trip less.
 */
const numberedOrderInsert = preparedQuery((db) => {
  const counter = db.$with('counter').as(
    db
      .insert(orderNumberCounters)
      .values({
        organizationId: sql.placeholder('organizationId'),
        year: sql`extract(year from now() at time zone ${sql.placeholder('timeZone')}::text)::int`,
        lastSequence: 1,
      })
      .onConflictDoUpdate({
        target: [orderNumberCounters.organizationId, orderNumberCounters.year],
        set: { lastSequence: sql`${orderNumberCounters.lastSequence} + 1` },
      })
      .returning({ year: orderNumberCounters.year, sequence: orderNumberCounters.lastSequence }),
  );
  return db
    .with(counter)
    .insert(orders)
    .values({
      organizationId: sql.placeholder('organizationId'),
      beneficiaryMemberId: sql.placeholder('beneficiaryMemberId'),
      numberYear: sql`(select ${counter.year} from ${counter})`,
      numberSequence: sql`(select ${counter.sequence} from ${counter})`,
      type: sql.placeholder('type'),
      description: sql.placeholder('description'),
      // As the ISO text a plain insert sends (the column's encoder would fail on a null).
      preferredDate: sql`${sql.placeholder('preferredDate')}`,
      preferredFrom: sql.placeholder('preferredFrom'),
      preferredTo: sql.placeholder('preferredTo'),
      address: sql.placeholder('address'),
      // As JSON text, which both drivers send alike.
      place: sql`${sql.placeholder('place')}::jsonb`,
    })
    .returning()
    .prepare('numbered_order_insert');
});

export interface NumberedOrder {
  organizationId: string;
  beneficiaryMemberId: string;
  type: OrderCreate['type'];
  description: string;
  preferredDate: Date | null;
  preferredFrom: string | null;
  preferredTo: string | null;
  address: string | null;
  place: OrderPlace | null;
}

/** Writes a new order with the organization's next number of the year (see above). */
export async function insertNumberedOrder(tx: Database, order: NumberedOrder, timeZone: string) {
  return numberedOrderInsert(tx).execute({
    ...order,
    preferredDate: order.preferredDate?.toISOString() ?? null,
    place: order.place ? JSON.stringify(order.place) : null,
    timeZone,
  });
}
