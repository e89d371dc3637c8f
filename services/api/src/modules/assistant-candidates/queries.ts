import { scheduledOrderStatuses } from '@care/contracts';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { folded } from '../../db/search';
import { members, orderAssistants, orders } from '../../db/schema';
import { memberFilter, tagsOfMember } from '../members/queries';

/** The order a candidate would be asked to take, as the load is measured against it. */
export interface TargetOrder {
  id: string;
  /** Its preferred date's day, `YYYY-MM-DD` in the organization's time zone; null without one. */
  day: string | null;
  window: { from: string; to: string } | null;
}

/** The order's day and hours, only through its organization: another's id finds nothing. */
export async function findTargetOrder(
  db: Database,
  organizationId: string,
  orderId: string,
  timeZone: string,
): Promise<TargetOrder | null> {
  const [row] = await db
    .select({
      id: orders.id,
      day: sql<string | null>`((${orders.preferredDate} at time zone ${timeZone})::date)::text`,
      from: orders.preferredFrom,
      to: orders.preferredTo,
    })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.organizationId, organizationId)));
  if (!row) return null;
  return {
    id: row.id,
    day: row.day,
    window: row.from && row.to ? { from: row.from, to: row.to } : null,
  };
}

/** An overlapping order as the load's cell carries it. */
export interface OverlapCell {
  orderId: string;
  numberYear: number;
  numberSequence: number;
}

export interface CandidateSearch {
  organizationId: string;
  timeZone: string;
  order: TargetOrder;
  search?: string;
}

/**
 * The organization's ACCEPTED assistants not already asked to take the order or on it (one who
 * declined may be asked again), matching the search, each with its tags and load; the lightest
 * day first, at most `limit`.
 * The load is read off the organization's open orders (a few, by the status index) and their
 * assistants (by the key that leads with the order), counted once for all candidates.
 */
export function assistantCandidates(db: Database, input: CandidateSearch, limit: number) {
  const { organizationId, timeZone, order, search } = input;
  const sameDay = order.day
    ? sql`((${orders.preferredDate} at time zone ${timeZone})::date = ${order.day}::date)`
    : sql`false`;
  // Hours as `HH:MM` compare as text; windows that only touch do not overlap.
  const overlapping = order.window
    ? sql`(${sameDay} and ${orders.preferredFrom} < ${order.window.to}
          and ${order.window.from} < ${orders.preferredTo})`
    : sql`false`;
  const load = db.$with('load').as(
    db
      .select({
        memberId: orderAssistants.memberId,
        openOrders: sql<number>`count(*)::int`.as('open_orders'),
        sameDayOrders: sql<number>`(count(*) filter (where ${sameDay}))::int`.as('same_day_orders'),
        overlaps: sql<OverlapCell[]>`coalesce(json_agg(json_build_object(
            'orderId', ${orders.id}, 'numberYear', ${orders.numberYear},
            'numberSequence', ${orders.numberSequence})
          order by ${orders.numberYear}, ${orders.numberSequence})
          filter (where ${overlapping}), '[]'::json)`.as('overlaps'),
      })
      .from(orders)
      .innerJoin(orderAssistants, eq(orderAssistants.orderId, orders.id))
      .where(
        and(
          eq(orders.organizationId, organizationId),
          inArray(orders.status, [...scheduledOrderStatuses]),
          ne(orderAssistants.status, 'DECLINED'),
        ),
      )
      .groupBy(orderAssistants.memberId),
  );
  const openOrders = sql<number>`coalesce(${load.openOrders}, 0)`;
  const sameDayOrders = sql<number>`coalesce(${load.sameDayOrders}, 0)`;
  return db
    .with(load)
    .select({
      memberId: members.id,
      firstName: members.firstName,
      lastName: members.lastName,
      tags: tagsOfMember,
      openOrders,
      sameDayOrders,
      overlaps: sql<OverlapCell[]>`coalesce(${load.overlaps}, '[]'::json)`,
    })
    .from(members)
    .leftJoin(load, eq(load.memberId, members.id))
    .where(
      and(
        memberFilter(organizationId, { role: 'ASSISTANT', status: 'ACCEPTED', search }),
        sql`not exists (select 1 from ${orderAssistants}
          where ${orderAssistants.orderId} = ${order.id}
            and ${orderAssistants.memberId} = ${members.id}
            and ${orderAssistants.status} <> 'DECLINED')`,
      ),
    )
    .orderBy(
      asc(sameDayOrders),
      asc(openOrders),
      asc(folded(sql`${members.lastName}`)),
      asc(folded(sql`${members.firstName}`)),
      asc(members.id),
    )
    .limit(limit);
}
