import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import {
  orderAssistantSchema,
  orderNumberPattern,
  type OrderStatus,
  orderTypeSchema,
  orderWindowSchema,
} from './order';
import { organizationParamsSchema } from './organization';
import { dateTimeSchema, uuidSchema } from './primitives';
import { calendarDaySchema } from './stats';

export const scheduleLimits = {
  /** The longest range one request reads: a month view, not the whole history. */
  days: 31,
  /** More orders than any team visits in a month: the answer stays bounded, and says so. */
  items: 2_000,
} as const;

/** The orders someone is on the way to: accepted by the organization, not yet handled. */
export const scheduledOrderStatuses = [
  'ACCEPTED',
  'IN_PROGRESS',
] as const satisfies readonly OrderStatus[];

/** Whole days between two `YYYY-MM-DD` days, `to` counted in: 2026-12-01..2026-12-07 is 7. */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;
}

/** Days in the organization's time zone, both ends included; at most a month. */
export const scheduleQuerySchema = z
  .strictObject({
    from: calendarDaySchema,
    to: calendarDaySchema,
    /** Only the orders this assistant was asked to take (and has not declined). */
    assistantId: uuidSchema.optional(),
    type: orderTypeSchema.optional(),
    /** Only the orders of the beneficiaries this outpost looks after (their home outpost). */
    outpostId: uuidSchema.optional(),
  })
  .superRefine(({ from, to }, context) => {
    const days = daysInRange(from, to);
    if (days < 1)
      context.addIssue({ code: 'custom', path: ['to'], message: 'Must not be before from' });
    else if (days > scheduleLimits.days)
      context.addIssue({
        code: 'custom',
        path: ['to'],
        message: `Must be at most ${scheduleLimits.days} days after from, both counted`,
      });
  });
export type ScheduleQuery = z.infer<typeof scheduleQuerySchema>;

export const scheduleItemSchema = z.object({
  orderId: uuidSchema,
  number: z.string().regex(orderNumberPattern),
  type: orderTypeSchema,
  status: z.enum(scheduledOrderStatuses),
  preferredDate: dateTimeSchema,
  /** The preferred date's day in the organization's time zone. */
  date: calendarDaySchema,
  /** The hours of that day that suit the beneficiary, when they said. */
  window: orderWindowSchema.nullable(),
  beneficiary: z.object({ memberId: uuidSchema, firstName: z.string(), lastName: z.string() }),
  /** The city of the place the order is carried out at (its copy of the person's home). */
  city: z.string().nullable(),
  /** The beneficiary's home outpost, which the order belongs to; null when they have none. */
  outpost: z.object({ id: uuidSchema, name: z.string() }).nullable(),
  /** Asked or accepted, never the ones who declined; empty: nobody is on it yet. */
  assistants: z.array(orderAssistantSchema),
});
export type ScheduleItem = z.infer<typeof scheduleItemSchema>;

export const scheduleSchema = z.object({
  from: calendarDaySchema,
  to: calendarDaySchema,
  /** The IANA zone the days are counted in. */
  timeZone: z.string(),
  /** By day, then the window's start (orders without one after), the preferred time, number. */
  items: z.array(scheduleItemSchema),
  /** True when the range held more than `scheduleLimits.items` orders and the rest is left out. */
  truncated: z.boolean(),
});
export type Schedule = z.infer<typeof scheduleSchema>;

export const scheduleEndpoints = {
  getSchedule: defineEndpoint({
    method: 'GET',
    path: '/operator/organization/:organizationId/schedule',
    access: 'operator',
    tag: 'orders',
    summary:
      'The accepted and in-progress orders by preferred date, between two days of at most a month',
    params: organizationParamsSchema,
    query: scheduleQuerySchema,
    response: scheduleSchema,
    successStatus: 200,
  }),
};
