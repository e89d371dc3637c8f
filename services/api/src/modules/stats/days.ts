import { calendarDayIn } from '@care/contracts';

/** Today's calendar day in a time zone, `YYYY-MM-DD`. */
export const calendarDay = calendarDayIn;

/** The `count` calendar days that end with `lastDay`, oldest first. */
export function daysEndingWith(lastDay: string, count: number): string[] {
  const [year, month, day] = lastDay.split('-').map(Number) as [number, number, number];
  return Array.from({ length: count }, (_, index) =>
    new Date(Date.UTC(year, month - 1, day - (count - 1 - index))).toISOString().slice(0, 10),
  );
}
