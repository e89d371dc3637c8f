import { calendarDaySchema } from '@care/contracts/stats';

/** Days of a week, Monday first: the schedule's columns. */
export const DAYS_IN_WEEK = 7;

const DAY_MS = 86_400_000;

// A calendar day is a date, not an instant: counted at UTC midnight it stays the same day
// whatever the browser's time zone.
const utcMidnight = (day: string) => Date.parse(`${day}T00:00:00Z`);
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** `2026-12-07` plus 3 → `2026-12-10`; minus 7 a week before. */
export const addDays = (day: string, days: number) => dayOf(utcMidnight(day) + days * DAY_MS);

/** The Monday of the week holding `day`. */
export function mondayOf(day: string): string {
  const weekday = new Date(utcMidnight(day)).getUTCDay(); // Sunday 0
  return addDays(day, -((weekday + 6) % 7));
}

/** The seven days from `monday`. */
export const weekDays = (monday: string) =>
  Array.from({ length: DAYS_IN_WEEK }, (_, index) => addDays(monday, index));

/** Today as `YYYY-MM-DD` in `timeZone` (the browser's own when none is known yet). */
export function todayIn(timeZone: string | undefined, now = new Date()): string {
  // Swedish writes a date as ISO does.
  return now.toLocaleDateString('sv-SE', timeZone ? { timeZone } : undefined);
}

/** A `?week=` value: a real day that is a Monday, else nothing (the current week is shown). */
export function parseWeek(value: string | null): string | undefined {
  if (!value || !calendarDaySchema.safeParse(value).success) return undefined;
  return mondayOf(value) === value ? value : undefined;
}
