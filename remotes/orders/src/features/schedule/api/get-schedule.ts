import { scheduleEndpoints, type ScheduleQuery } from '@care/contracts/schedule';
import { callEndpoint } from '@care/platform';
import { queryOptions, useQuery } from '@care/platform/query';

/**
 * The schedule's cache keys, under the orders' scope: a change to an order here or a live event
 * about one refreshes the week in view with the list.
 */
export const scheduleKeys = {
  all: (organizationId: string) => ['orders', organizationId, 'schedule'] as const,
  range: (organizationId: string, query: ScheduleQuery) =>
    ['orders', organizationId, 'schedule', query] as const,
};

export function fetchSchedule(organizationId: string, query: ScheduleQuery, signal?: AbortSignal) {
  return callEndpoint(scheduleEndpoints.getSchedule, {
    params: { organizationId },
    query,
    signal,
  });
}

export const getScheduleQueryOptions = (organizationId: string, query: ScheduleQuery) =>
  queryOptions({
    queryKey: scheduleKeys.range(organizationId, query),
    queryFn: ({ signal }) => fetchSchedule(organizationId, query, signal),
  });

/** The accepted and in-progress orders of the days asked for, by day. */
export const useSchedule = (organizationId: string, query: ScheduleQuery) =>
  useQuery(getScheduleQueryOptions(organizationId, query));
