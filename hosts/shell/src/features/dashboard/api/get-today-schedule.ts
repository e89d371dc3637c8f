import { scheduleEndpoints } from '@care/contracts/schedule';
import { callEndpoint } from '@care/platform';
import { queryOptions, useQuery } from '@care/platform/query';
import { statsKeys } from './stats-keys';

const DAY_MS = 86_400_000;
const shiftDay = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** A day as `YYYY-MM-DD` in a zone (the browser's own when none is given); Swedish writes ISO. */
export function dayIn(timeZone: string | undefined, now = new Date()): string {
  try {
    return now.toLocaleDateString('sv-SE', timeZone ? { timeZone } : undefined);
  } catch {
    // A zone this browser does not know: its own day is the nearest guess.
    return now.toLocaleDateString('sv-SE');
  }
}

/** The Monday of the week holding `day`: the schedule page's `?week=`. */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // Sunday 0
  return shiftDay(day, -((weekday + 6) % 7));
}

/**
 * The days around the browser's today: the organization's today is one of them wherever the
 * browser is, and the answer names the organization's zone, which picks it out. One request,
 * without first asking for the organization's zone.
 */
export function daysAround(now = new Date()) {
  const today = dayIn(undefined, now);
  return { from: shiftDay(today, -1), to: shiftDay(today, 1) };
}

export function fetchTodaySchedule(organizationId: string, now = new Date(), signal?: AbortSignal) {
  return callEndpoint(scheduleEndpoints.getSchedule, {
    params: { organizationId },
    query: daysAround(now),
    signal,
  }).then((schedule) => {
    const today = dayIn(schedule.timeZone, now);
    return {
      today,
      timeZone: schedule.timeZone,
      items: schedule.items.filter((item) => item.date === today),
    };
  });
}

/** How often a dashboard left open asks again: the day turns over, visits are planned. */
const refreshMs = 5 * 60_000;

/**
 * Today's visits in the organization's time zone, under the dashboard's `stats` scope so an
 * order's change refreshes them with the figures.
 */
export const todayScheduleQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: statsKeys.todaySchedule(organizationId),
    queryFn: ({ signal }) => fetchTodaySchedule(organizationId, new Date(), signal),
    staleTime: 60_000,
    refetchInterval: refreshMs,
  });

export const useTodaySchedule = (organizationId: string) =>
  useQuery(todayScheduleQueryOptions(organizationId));
