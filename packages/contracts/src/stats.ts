import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { memberStatuses, roles } from './enums';
import { orderCountsSchema } from './order';
import { orderAttentionCountsSchema } from './order-attention';
import { organizationParamsSchema } from './organization';
import { dateTimeSchema, uuidSchema } from './primitives';

/** How many days the orders-per-day figure covers, today included. */
export const statsDays = 30;
/** How many of the longest-waiting NEW orders the dashboard lists. */
export const statsWaitingLongestLimit = 5;

const countsOf = <const Keys extends readonly string[]>(keys: Keys) =>
  z.object(
    Object.fromEntries(keys.map((key) => [key, z.number().int().min(0)])) as Record<
      Keys[number],
      z.ZodNumber
    >,
  );

/** A calendar day in the deployment's time zone, `YYYY-MM-DD`. */
export const calendarDaySchema = z.iso.date();

export const organizationStatsSchema = z.object({
  /**
   * What arrived since the start of yesterday in the deployment's time zone (yesterday whole and
   * today so far): `dashboardFigureQueries.ordersSince` and `membersSince` say which lists show it.
   */
  sinceYesterday: z.object({
    from: dateTimeSchema,
    day: calendarDaySchema,
    orders: z.number().int().min(0),
    members: z.number().int().min(0),
  }),
  members: z.object({
    /** Members of each role as of now, whatever their status. */
    byRole: countsOf(roles),
    /** Members of each status as of now (an ended membership counts as INACTIVE). */
    byStatus: countsOf(memberStatuses),
  }),
  invitations: z.object({ pending: z.number().int().min(0) }),
  orders: z.object({
    byStatus: orderCountsSchema,
    /** The orders that need attention now, as `getOrderAttention` counts them. */
    attention: orderAttentionCountsSchema,
    /** One entry per day, oldest first, the last one today. */
    perDay: z.array(z.object({ date: calendarDaySchema, count: z.number().int().min(0) })),
    /** The NEW orders waiting longest for an operator, oldest first. */
    waitingLongest: z.array(
      z.object({
        id: uuidSchema,
        number: z.string(),
        createdAt: dateTimeSchema,
        beneficiary: z.object({ firstName: z.string(), lastName: z.string() }),
      }),
    ),
  }),
});
export type OrganizationStats = z.infer<typeof organizationStatsSchema>;

export const statsEndpoints = {
  getOrganizationStats: defineEndpoint({
    method: 'GET',
    path: '/operator/organization/:organizationId/stats',
    access: 'operator',
    tag: 'organizations',
    summary: 'Dashboard figures of an organization',
    params: organizationParamsSchema,
    response: organizationStatsSchema,
    successStatus: 200,
  }),
};
