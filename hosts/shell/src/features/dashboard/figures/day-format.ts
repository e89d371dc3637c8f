import { dateFormatPattern, type Language } from '@care/i18n';

const locales: Record<Language, string> = { pl: 'pl-PL', en: 'en-US' };

// A calendar day is a date, not an instant: formatted at UTC midnight in UTC, it reads the same
// day whatever the browser's time zone.
const asUtcMidnight = (day: string) => new Date(`${day}T00:00:00Z`);

const axisStyle = {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
} as const satisfies Intl.DateTimeFormatOptions;

/**
 * `2026-11-03` → '03.11.26' in Polish, '11/03/26' in English, as every date of the panel: the
 * day's own digits in the language's pattern. No Intl formatter: the first one a page makes
 * costs tens of milliseconds on a phone, in the task that first shows the figures.
 */
export function formatDay(day: string, language: Language): string {
  const [year = '', month = '', date = ''] = day.split('-');
  return dateFormatPattern(language)
    .replace('dd', date)
    .replace('mm', month)
    .replace('yy', year.slice(-2));
}

/** One axis formatter per language, made on first use: the chart formats each of its days. */
const axisFormatters = new Map<Language, Intl.DateTimeFormat>();

/** `2026-11-03` → '3 lis' / 'Nov 3', short enough for a chart's axis. */
export function formatAxisDay(day: string, language: Language): string {
  let formatter = axisFormatters.get(language);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locales[language], axisStyle);
    axisFormatters.set(language, formatter);
  }
  return formatter.format(asUtcMidnight(day));
}
