/** Calendar days and wall-clock times of a time zone, for seed dates that name a day, not hours. */

const DAY_MS = 86_400_000;

/** `2026-12-03` plus 2 → `2026-12-05`; a day is a date, counted at UTC midnight. */
export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** How far the zone's clock is ahead of UTC at an instant, in milliseconds. */
function offsetAt(ms: number, timeZone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(new Date(ms))
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<string, number>;
  const shown = Date.UTC(
    parts.year ?? 0,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  return shown - Math.floor(ms / 1000) * 1000;
}

/** The instant the zone's clocks show `time` (`HH:MM`) on `day` (`YYYY-MM-DD`). */
export function instantAt(day: string, time: string, timeZone: string): Date {
  const wall = Date.parse(`${day}T${time}:00Z`);
  // The offset at a first guess, then at the instant it gives: right on either side of a
  // change of the clocks.
  let instant = wall - offsetAt(wall, timeZone);
  instant = wall - offsetAt(instant, timeZone);
  return new Date(instant);
}
