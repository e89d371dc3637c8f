import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import type { OrderStatus } from './order';
import { organizationParamsSchema } from './organization';
import type { OrganizationSettings } from './organization-settings';

/** Why an order needs an operator's attention: a step of it waited longer than the organization allows. */
export const orderAttentionReasons = [
  'NOT_ACCEPTED',
  'NOT_ASSIGNED',
  'PAST_PREFERRED_DATE',
] as const;
export const orderAttentionReasonSchema = z.enum(orderAttentionReasons);
export type OrderAttentionReason = z.infer<typeof orderAttentionReasonSchema>;

/** What of an order the rules read; a database row and an API order both give it. */
export interface OrderAttentionFacts {
  status: OrderStatus;
  createdAt: Date;
  /** When an operator accepted it; null while it has not been. */
  acceptedAt: Date | null;
  preferredDate: Date | null;
  /** Whether an assistant has taken it (an assigned assistant's answer ACCEPTED). */
  hasAcceptedAssistant: boolean;
}

/** The organization's limits the rules apply; a null limit is switched off. */
export type OrderAttentionLimits = Pick<
  OrganizationSettings,
  'acceptWithinHours' | 'assignWithinHours' | 'handleByPreferredDate' | 'timeZone'
>;

/** Statuses an order is still to be carried out in: past them nothing about it is late. */
export const orderOpenStatuses: readonly OrderStatus[] = ['ACCEPTED', 'IN_PROGRESS'];

const hourMs = 3_600_000;

/** The calendar day of an instant in a time zone, `YYYY-MM-DD` (Canadian English writes ISO). */
export function calendarDayIn(moment: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(moment);
}

/**
 * The reasons an order needs attention at `now`, in the order of `orderAttentionReasons`; empty
 * when it is fine. Pure, so the list, the counts and a later sweep that escalates agree; the API
 * writes the same rules in SQL for its filter and counts (`modules/orders/attention.ts`).
 */
export function orderAttention(
  facts: OrderAttentionFacts,
  limits: OrderAttentionLimits,
  now: Date,
): OrderAttentionReason[] {
  const reasons: OrderAttentionReason[] = [];
  const waited = (since: Date, hours: number) => since.getTime() + hours * hourMs <= now.getTime();
  // Still NEW once the hours to accept (or reject) it have run out since it was placed.
  if (
    facts.status === 'NEW' &&
    limits.acceptWithinHours !== null &&
    waited(facts.createdAt, limits.acceptWithinHours)
  )
    reasons.push('NOT_ACCEPTED');
  // Accepted, yet no assistant has taken it once the hours to find one have run out since the
  // acceptance (an assistant only asked, who has not answered, has not taken it).
  if (
    facts.status === 'ACCEPTED' &&
    !facts.hasAcceptedAssistant &&
    facts.acceptedAt !== null &&
    limits.assignWithinHours !== null &&
    waited(facts.acceptedAt, limits.assignWithinHours)
  )
    reasons.push('NOT_ASSIGNED');
  // Still to be carried out after the day the beneficiary asked for, days counted in the
  // organization's time zone: the preferred day itself is not late yet.
  if (
    limits.handleByPreferredDate &&
    orderOpenStatuses.includes(facts.status) &&
    facts.preferredDate !== null &&
    calendarDayIn(facts.preferredDate, limits.timeZone) < calendarDayIn(now, limits.timeZone)
  )
    reasons.push('PAST_PREFERRED_DATE');
  return reasons;
}

/**
 * How many of the organization's orders need attention now: `total` counts orders, each reason
 * the orders it applies to (an order may count under several).
 */
export const orderAttentionCountsSchema = z.object({
  total: z.number().int().min(0),
  ...(Object.fromEntries(
    orderAttentionReasons.map((reason) => [reason, z.number().int().min(0)]),
  ) as Record<OrderAttentionReason, z.ZodNumber>),
});
export type OrderAttentionCounts = z.infer<typeof orderAttentionCountsSchema>;

// Beside the order's own endpoints, in a file of its own: the panel's sidebar reads the count on
// every page, without the orders' schemas.
export const orderAttentionEndpoints = {
  getOrderAttention: defineEndpoint({
    method: 'GET',
    path: '/operator/organization/:organizationId/order/attention',
    access: 'operator',
    tag: 'orders',
    summary: 'How many of the organization’s orders need attention now, in all and per reason',
    params: organizationParamsSchema,
    response: orderAttentionCountsSchema,
    successStatus: 200,
  }),
};
