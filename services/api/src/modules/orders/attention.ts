// The attention rules of `orderAttention` (contracts) written once in SQL, for what the database
// must find or count without reading every order: the list's filter and the counts. Each rule is
// a range on one of the small partial indexes of `orders` for its status, so a sweep of overdue
// orders may read them the same way.
import {
  defaultOrganizationSettings,
  type OrderAttentionCounts,
  type OrderAttentionLimits,
  type OrderAttentionReason,
  orderAttentionReasons,
  type OrderStatus,
  type OrderType,
} from '@care/contracts';
import { and, eq, isNotNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { orders, organizations } from '../../db/schema';
import { findSettings } from '../organization-settings/queries';

const hourMs = 3_600_000;

// Statuses are written as literals, not parameters: the planner proves a partial index's
// predicate only from what it can read in the statement.

const hoursBefore = (now: Date, hours: number) => new Date(now.getTime() - hours * hourMs);

/** The first instant of the calendar day `daysBack` days before `now`'s, in the time zone. */
const startOfDayIn = (now: Date, timeZone: string, daysBack = 0) =>
  sql`(((${now.toISOString()}::timestamptz at time zone ${timeZone})::date - ${daysBack}::int)::timestamp at time zone ${timeZone})`;

/**
 * Each reason's condition on an order row at `now`; a limit switched off gives none, so the
 * database is not asked about it at all. With `times` 2 an order must have waited its limit
 * twice over (the day after the preferred day must have passed too): the escalation's second step.
 */
export function attentionConditions(
  given: OrderAttentionLimits,
  now: Date,
  times = 1,
): Record<OrderAttentionReason, SQL | undefined> {
  const over = (hours: number | null) => (hours === null ? null : hours * times);
  const limits = {
    ...given,
    acceptWithinHours: over(given.acceptWithinHours),
    assignWithinHours: over(given.assignWithinHours),
  };
  return {
    NOT_ACCEPTED:
      limits.acceptWithinHours === null
        ? undefined
        : and(
            sql`${orders.status} = 'NEW'`,
            lte(orders.createdAt, hoursBefore(now, limits.acceptWithinHours)),
          ),
    NOT_ASSIGNED:
      limits.assignWithinHours === null
        ? undefined
        : and(
            // No assistant has accepted it, as the trigger on the assistants keeps it.
            sql`${orders.status} = 'ACCEPTED' and not ${orders.staffed}`,
            lte(orders.acceptedAt, hoursBefore(now, limits.assignWithinHours)),
          ),
    PAST_PREFERRED_DATE: limits.handleByPreferredDate
      ? and(
          sql`${orders.status} in ('ACCEPTED', 'IN_PROGRESS')`,
          isNotNull(orders.preferredDate),
          lt(orders.preferredDate, startOfDayIn(now, limits.timeZone, times - 1)),
        )
      : undefined,
  };
}

const enabled = (conditions: Record<OrderAttentionReason, SQL | undefined>) =>
  orderAttentionReasons.flatMap((reason) => {
    const condition = conditions[reason];
    return condition ? [{ reason, condition }] : [];
  });

/** Orders that need attention for any reason; none when every limit is off. */
export function needsAttention(limits: OrderAttentionLimits, now: Date): SQL {
  const rules = enabled(attentionConditions(limits, now));
  return rules.length === 0 ? sql`false` : (or(...rules.map(({ condition }) => condition)) as SQL);
}

/** The reasons of an order row as a text array, in the order of `orderAttentionReasons`. */
export function attentionCell(limits: OrderAttentionLimits, now: Date) {
  const rules = enabled(attentionConditions(limits, now));
  if (rules.length === 0) return sql<OrderAttentionReason[]>`array[]::text[]`;
  return sql<OrderAttentionReason[]>`array_remove(array[${sql.join(
    rules.map(({ reason, condition }) => sql`case when ${condition} then ${reason} end`),
    sql`, `,
  )}]::text[], null)`;
}

/** The organization's limits as they are now; an organization gone has the defaults (and no orders). */
export async function attentionLimits(
  db: Database,
  organizationId: string,
): Promise<OrderAttentionLimits> {
  return (await findSettings(db, organizationId)) ?? defaultOrganizationSettings;
}

/** One count of the organization's orders (of one type, when given) meeting every part; 0 when a part is off. */
function counter(organizationId: string, type: OrderType | undefined) {
  return (...parts: (SQL | undefined)[]) =>
    parts.some((part) => part === undefined)
      ? sql<number>`0`
      : sql<number>`(select count(*)::int from ${orders}
          where ${and(
            eq(orders.organizationId, organizationId),
            type ? eq(orders.type, type) : undefined,
            ...parts,
          )})`;
}

/**
 * An order whose preferred day has not ended (or that has none), written on the columns of the
 * accepted orders' index, so that "unstaffed, and not late for its day too" is read from it alone.
 * An ACCEPTED order is then late past its day, or else unstaffed while its day lasts: two ranges
 * that never hold the same order, so counts add up without subtracting an overlap.
 */
function dayNotOver(limits: OrderAttentionLimits, now: Date): SQL {
  // One expression rather than an OR, which the planner would split into bitmap scans of two
  // indexes and a read of the table.
  return limits.handleByPreferredDate
    ? sql`coalesce(${orders.preferredDate} >= ${startOfDayIn(now, limits.timeZone)}, true)`
    : sql`true`;
}

/**
 * How many of the organization's orders need attention, in all and per reason: each count a range
 * of one partial index, read alone where it can be (the list's `attention=true` counts the same
 * orders). An order late to be accepted is NEW, so it is late for no other reason: the total adds
 * those, the ones past their day, and the unstaffed ones whose day has not ended.
 */
export async function countAttention(
  db: Database,
  organizationId: string,
  limits: OrderAttentionLimits,
  now: Date,
): Promise<OrderAttentionCounts> {
  const conditions = attentionConditions(limits, now);
  const counted = counter(organizationId, undefined);
  const [row] = await db
    .select({
      NOT_ACCEPTED: counted(conditions.NOT_ACCEPTED),
      NOT_ASSIGNED: counted(conditions.NOT_ASSIGNED),
      PAST_PREFERRED_DATE: counted(conditions.PAST_PREFERRED_DATE),
      notAssignedOnly: counted(conditions.NOT_ASSIGNED, dayNotOver(limits, now)),
    })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  if (!row) return { total: 0, NOT_ACCEPTED: 0, NOT_ASSIGNED: 0, PAST_PREFERRED_DATE: 0 };
  const { notAssignedOnly, ...byReason } = row;
  return {
    total: byReason.NOT_ACCEPTED + byReason.PAST_PREFERRED_DATE + notAssignedOnly,
    ...byReason,
  };
}

/**
 * The orders that need attention in each status (the list's tabs under `attention=true`), from the
 * same per-reason index ranges as `countAttention` rather than a count of every late order. Each
 * reason belongs to statuses of its own: a NEW order is late only to be accepted; an ACCEPTED one
 * to be staffed or past its day; an order IN_PROGRESS only past its day.
 */
export async function countAttentionByStatus(
  db: Database,
  organizationId: string,
  limits: OrderAttentionLimits,
  now: Date,
  type?: OrderType,
): Promise<Map<OrderStatus, number>> {
  const conditions = attentionConditions(limits, now);
  const counted = counter(organizationId, type);
  const accepted = sql`${orders.status} = 'ACCEPTED'`;
  const [row] = await db
    .select({
      notAccepted: counted(conditions.NOT_ACCEPTED),
      notAssignedOnly: counted(conditions.NOT_ASSIGNED, dayNotOver(limits, now)),
      pastPreferred: counted(conditions.PAST_PREFERRED_DATE),
      pastPreferredAccepted: counted(conditions.PAST_PREFERRED_DATE, accepted),
    })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  if (!row) return new Map();
  return new Map<OrderStatus, number>([
    ['NEW', row.notAccepted],
    ['ACCEPTED', row.pastPreferredAccepted + row.notAssignedOnly],
    ['IN_PROGRESS', row.pastPreferred - row.pastPreferredAccepted],
  ]);
}
