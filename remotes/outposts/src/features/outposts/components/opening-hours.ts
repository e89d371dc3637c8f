import { getLanguage, localeConventions, type Language } from '@care/i18n';
import { type Outpost, type Weekday, weekdays } from '@care/contracts/outpost';

type Week = NonNullable<Outpost['openingHours']>;
type Interval = NonNullable<Week[Weekday]>[number];

/** The week as the language reads it: Monday first in Polish, Sunday first in US English. */
export function weekInOrder(language: Language = getLanguage()): Weekday[] {
  return localeConventions[language].firstDayOfWeek === 1
    ? [...weekdays]
    : ['sun', ...weekdays.filter((day) => day !== 'sun')];
}

/** '08:00–12:00, 13:00–16:00'; empty for a closed day. */
export const intervalsText = (intervals: readonly Interval[]) =>
  intervals.map(({ from, to }) => `${from}–${to}`).join(', ');

/** A day's intervals, earliest first; none: closed. */
export const dayIntervals = (week: Week, day: Weekday): Interval[] =>
  [...(week[day] ?? [])].sort((a, b) => a.from.localeCompare(b.from));

export interface DayRun {
  first: Weekday;
  last: Weekday;
  /** The same for every day of the run; empty: closed. */
  intervals: Interval[];
}

/**
 * Neighbouring days with the same hours, taken together (Mon–Fri 08:00–16:00), so a card says
 * a usual week in a line or two. A day left out of the week is closed.
 */
export function dayRuns(week: Week, order: readonly Weekday[]): DayRun[] {
  const runs: DayRun[] = [];
  for (const day of order) {
    const intervals = dayIntervals(week, day);
    const previous = runs.at(-1);
    if (previous && intervalsText(previous.intervals) === intervalsText(intervals)) {
      previous.last = day;
    } else {
      runs.push({ first: day, last: day, intervals });
    }
  }
  return runs;
}
