// Calendar days and wall-clock times of a time zone: the stats count days, the seed names them.
import { calendarDayIn } from '@care/contracts';

/** Today's calendar day in a time zone, `YYYY-MM-DD`. */
export const calendarDay = calendarDayIn;

/** The `count` calendar days that end with `lastDay`, oldest first. */
export function daysEndingWith(lastDay: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => addDays(lastDay, index - (count - 1)));
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

const DAY_MS = 86_400_000;

/** `2026-12-03` plus 2 → `2026-12-05`; a day is a date, counted at UTC midnight. */
export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The instant the zone's clocks show `time` (`HH:MM`) on `day` (`YYYY-MM-DD`). */
export function instantAt(day: string, time: string, timeZone: string): Date {
  const wall = Date.parse(`${day}T${time}:00Z`);
  // The offset at the guess can differ from the one at the answer across a clock change;
  // a second step settles it.
  let instant = wall - offsetAt(wall, timeZone);
  instant = wall - offsetAt(instant, timeZone);
  return new Date(instant);
}

/**
 * The first instant of a calendar day in a time zone: the same moment as the database's
 * `day::timestamp at time zone zone`, which the orders list's day filters use.
 */
export const startOfDayIn = (day: string, timeZone: string): Date =>
  instantAt(day, '00:00', timeZone);
