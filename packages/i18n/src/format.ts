import {
  dateFormat,
  formatDateIn,
  formatDateTimeIn,
  relativeTimeFormat,
  timeOfDayFormat,
} from './formatters';
import { getLanguage } from './instance';
import { localeConventions, type Language } from './locale';

const SECOND = 1000;
const DAY = 86_400 * SECOND;
/** Each unit is used while the value stays below the next unit's size. */
const steps: Array<{ unit: Intl.RelativeTimeFormatUnit; ms: number; below: number }> = [
  { unit: 'second', ms: SECOND, below: 60 },
  { unit: 'minute', ms: 60 * SECOND, below: 60 },
  { unit: 'hour', ms: 3600 * SECOND, below: 24 },
  { unit: 'day', ms: DAY, below: 7 },
  { unit: 'week', ms: 7 * DAY, below: 5 },
  { unit: 'month', ms: 30 * DAY, below: 12 },
];
const YEAR = 365 * DAY;

/** Rounds half away from zero, so 90 minutes ago reads the same as in 90 minutes. */
const roundHalfAway = (value: number) => Math.sign(value) * Math.round(Math.abs(value));

/**
 * Makes the language's formatters before their first use: the first Intl formatter of a language
 * loads its locale data, a step long enough to show inside the first render of a page with a
 * date (~14 ms for Polish on a desktop, four times that on a phone). For idle time before it.
 */
export function prepareFormatters(language: Language = getLanguage()): void {
  relativeTimeFormat(language);
  dateFormat(language);
  timeOfDayFormat(language);
}

/** 'x minutes ago' / 'za 3 dni' in the UI language, in the largest unit that fits. */
export function formatRelativeTime(
  date: Date | string,
  language?: Language,
  now: Date = new Date(),
): string {
  const elapsed = new Date(date).getTime() - now.getTime();
  const format = relativeTimeFormat(language ?? getLanguage());
  for (const { unit, ms, below } of steps) {
    const value = roundHalfAway(elapsed / ms);
    if (Math.abs(value) < below) return format.format(value, unit);
  }
  return format.format(roundHalfAway(elapsed / YEAR), 'year');
}

/** Polish dd.mm.yy, English mm/dd/yy. */
export function formatDate(date: Date | string, language: Language = getLanguage()): string {
  return formatDateIn(date, language);
}

/** A moment with its time of day: '05.03.25, 14:30' in Polish, '03/05/25, 2:30 PM' in English. */
export function formatDateTime(date: Date | string, language: Language = getLanguage()): string {
  return formatDateTimeIn(date, language);
}

/** 'dd.mm.yy' in Polish, 'mm/dd/yy' in English: the pattern a date picker shows and parses. */
export function dateFormatPattern(language: Language = getLanguage()): string {
  return localeConventions[language].dateFormat;
}

/** Monday in Polish, Sunday in English: for calendars. */
export function firstDayOfWeek(language: Language = getLanguage()): 0 | 1 {
  return localeConventions[language].firstDayOfWeek;
}
