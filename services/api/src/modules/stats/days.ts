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

/** How far a zone's clock is ahead of UTC at an instant, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const part = (type: string) => Number(parts.find((entry) => entry.type === type)?.value);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wall - (instant - (instant % 1000));
}

/**
 * The first instant of a calendar day in a time zone: the same moment as the database's
 * `day::timestamp at time zone zone`, which the orders list's day filters use.
 */
export function startOfDayIn(day: string, timeZone: string): Date {
  const midnight = Date.parse(`${day}T00:00:00Z`);
  // The offset at the guess can differ from the one at the answer across a clock change;
  // a second step settles it.
  let instant = midnight - offsetAt(midnight, timeZone);
  instant = midnight - offsetAt(instant, timeZone);
  return new Date(instant);
}
