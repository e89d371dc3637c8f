import { statsWaitingLongestLimit } from '@care/contracts';
import { and, asc, count, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { members, orderCounts, orders } from '../../db/schema';
import { effectiveStatus } from '../members/queries';

// One statement per figure group, each read off an index that starts with the organization, so
// the dashboard costs the same at a hundred orders and at fifty thousand.

/** Members counted by role and by their status as of now, off (organization_id, status). */
export function memberCounts(db: Database, organizationId: string) {
  return db
    .select({ role: members.role, status: effectiveStatus, count: count() })
    .from(members)
    .where(eq(members.organizationId, organizationId))
    .groupBy(sql.raw('1, 2'));
}

/**
 * Orders by status: the counts per type and status the triggers on `orders` keep (the same ones
 * the orders list's tabs read), at most a few dozen rows of the primary key, so they cost the
 * same at fifty orders and at fifty thousand.
 */
export function orderCountsByStatus(db: Database, organizationId: string) {
  return db
    .select({ status: orderCounts.status, count: sql<number>`sum(${orderCounts.count})::int` })
    .from(orderCounts)
    .where(eq(orderCounts.organizationId, organizationId))
    .groupBy(orderCounts.status);
}

/**
 * Orders per calendar day of the deployment's time zone from `firstDay` on, off
 * (organization_id, created_at); days without orders are absent.
 */
export function orderCountsPerDay(
  db: Database,
  organizationId: string,
  firstDay: string,
  timeZone: string,
) {
  // A cast, not to_char: formatting is the costly part of counting thousands of rows.
  const day = sql<string>`((${orders.createdAt} at time zone ${timeZone})::date)::text`;
  return db
    .select({ day, count: count() })
    .from(orders)
    .where(
      and(
        eq(orders.organizationId, organizationId),
        gte(orders.createdAt, sql`(${firstDay}::date)::timestamp at time zone ${timeZone}`),
      ),
    )
    .groupBy(sql.raw('1'));
}

/** Orders and members created at `from` or later, off their (organization_id, created_at) indexes. */
export async function countsCreatedSince(db: Database, organizationId: string, from: Date) {
  const [orderRows, memberRows] = await Promise.all([
    db
      .select({ count: count() })
      .from(orders)
      .where(and(eq(orders.organizationId, organizationId), gte(orders.createdAt, from))),
    db
      .select({ count: count() })
      .from(members)
      .where(and(eq(members.organizationId, organizationId), gte(members.createdAt, from))),
  ]);
  return { orders: orderRows[0]?.count ?? 0, members: memberRows[0]?.count ?? 0 };
}

/** The NEW orders waiting longest, off (organization_id, status, created_at, id) read backwards. */
export function ordersWaitingLongest(db: Database, organizationId: string) {
  return db
    .select({
      id: orders.id,
      numberYear: orders.numberYear,
      numberSequence: orders.numberSequence,
      createdAt: orders.createdAt,
      firstName: members.firstName,
      lastName: members.lastName,
    })
    .from(orders)
    .innerJoin(members, eq(members.id, orders.beneficiaryMemberId))
    .where(and(eq(orders.organizationId, organizationId), eq(orders.status, 'NEW')))
    .orderBy(asc(orders.createdAt), asc(orders.id))
    .limit(statsWaitingLongestLimit);
}
