import { localeConventions, type Language } from '@care/i18n';

// A calendar day is a date, not an instant: formatted at UTC midnight in UTC, it reads the same
// day whatever the browser's time zone.
const asUtcMidnight = (day: string) => new Date(`${day}T00:00:00Z`);

type Style = 'weekday' | 'day' | 'range';
const styles: Record<Style, Intl.DateTimeFormatOptions> = {
  weekday: { weekday: 'long', timeZone: 'UTC' },
  day: { day: 'numeric', month: 'short', timeZone: 'UTC' },
  range: { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' },
};

/** A formatter per language and style, made on first use: a week formats each of its days. */
const made = new Map<string, Intl.DateTimeFormat>();
function formatter(language: Language, style: Style) {
  const key = `${language}:${style}`;
  let format = made.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(localeConventions[language].locale, styles[style]);
    made.set(key, format);
  }
  return format;
}

/** `2026-12-07` → 'Poniedziałek' / 'Monday': a heading's first word, capitalised in Polish too. */
export function formatWeekday(day: string, language: Language) {
  const weekday = formatter(language, 'weekday').format(asUtcMidnight(day));
  return weekday.charAt(0).toLocaleUpperCase(language) + weekday.slice(1);
}

/** `2026-12-07` → '7 gru' / 'Dec 7'. */
export const formatShortDay = (day: string, language: Language) =>
  formatter(language, 'day').format(asUtcMidnight(day));

/** A week → '7–13 grudnia 2026' / 'December 7 – 13, 2026'. */
export const formatDayRange = (from: string, to: string, language: Language) =>
  formatter(language, 'range').formatRange(asUtcMidnight(from), asUtcMidnight(to));
