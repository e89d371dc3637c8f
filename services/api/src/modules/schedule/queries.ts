import { scheduledOrderStatuses, type OrderType } from '@care/contracts';
import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { members, orders, outposts } from '../../db/schema';
import { assignedTo, assistantsCellOf } from '../orders/queries';

export interface ScheduleRange {
  organizationId: string;
  /** First and last day, `YYYY-MM-DD`, both included, in `timeZone`. */
  from: string;
  to: string;
  timeZone: string;
  assistantId?: string;
  type?: OrderType;
  outpostId?: string;
}

/** Whether the member is an assistant of the organization, whatever the state of the membership. */
export async function isAssistantOf(db: Database, organizationId: string, memberId: string) {
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(
      and(
        eq(members.id, memberId),
        eq(members.organizationId, organizationId),
        eq(members.role, 'ASSISTANT'),
      ),
    );
  return row !== undefined;
}

/**
 * The range's scheduled orders, by day, window start (none last), time and number, at most
 * `limit`.
 * The days' bounds become instants in the database, so the range reads the orders off
 * (organization_id, preferred_date); the few rows of a month are sorted after.
 */
export function scheduledOrders(db: Database, range: ScheduleRange, limit: number) {
  const { organizationId, from, to, timeZone, assistantId, type, outpostId } = range;
  // A cast, not to_char: formatting is the costly part of reading many rows.
  const day = sql<string>`((${orders.preferredDate} at time zone ${timeZone})::date)::text`;
  return db
    .select({
      id: orders.id,
      numberYear: orders.numberYear,
      numberSequence: orders.numberSequence,
      type: orders.type,
      status: orders.status,
      preferredDate: orders.preferredDate,
      day,
      beneficiary: {
        memberId: members.id,
        firstName: members.firstName,
        lastName: members.lastName,
      },
      preferredFrom: orders.preferredFrom,
      preferredTo: orders.preferredTo,
      city: sql<string | null>`${orders.place} ->> 'city'`,
      outpostId: outposts.id,
      outpostName: outposts.name,
      assistants: assistantsCellOf({ withDeclined: false }),
    })
    .from(orders)
    .innerJoin(members, eq(members.id, orders.beneficiaryMemberId))
    .leftJoin(outposts, eq(outposts.id, members.homeOutpostId))
    .where(
      and(
        eq(orders.organizationId, organizationId),
        gte(orders.preferredDate, sql`(${from}::date)::timestamp at time zone ${timeZone}`),
        lt(orders.preferredDate, sql`(${to}::date + 1)::timestamp at time zone ${timeZone}`),
        inArray(orders.status, [...scheduledOrderStatuses]),
        type ? eq(orders.type, type) : undefined,
        assistantId ? assignedTo([assistantId]) : undefined,
        outpostId ? eq(members.homeOutpostId, outpostId) : undefined,
      ),
    )
    .orderBy(
      asc(day),
      sql`${orders.preferredFrom} asc nulls last`,
      asc(orders.preferredDate),
      asc(orders.numberYear),
      asc(orders.numberSequence),
    )
    .limit(limit);
}
