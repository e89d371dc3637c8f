import type { Language } from '@care/i18n';

const locales: Record<Language, string> = { pl: 'pl-PL', en: 'en-US' };

// A calendar day is a date, not an instant: formatted at UTC midnight in UTC, it reads the same
// day whatever the browser's time zone.
const asUtcMidnight = (day: string) => new Date(`${day}T00:00:00Z`);

const styles = {
  day: { day: '2-digit', month: '2-digit', year: '2-digit', timeZone: 'UTC' },
  axis: { day: 'numeric', month: 'short', timeZone: 'UTC' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

/**
 * One formatter per language and style, made on first use: making one costs a good fraction of
 * a millisecond, formatting with it next to nothing, and the dashboard formats each of its 30
 * days as it first shows its figures.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(language: Language, style: keyof typeof styles): Intl.DateTimeFormat {
  const key = `${language} ${style}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locales[language], styles[style]);
    formatters.set(key, formatter);
  }
  return formatter;
}

/** `2026-11-03` → '03.11.26' in Polish, '11/03/26' in English, as every date of the panel. */
export function formatDay(day: string, language: Language): string {
  return formatterOf(language, 'day').format(asUtcMidnight(day));
}

/** `2026-11-03` → '3 lis' / 'Nov 3', short enough for a chart's axis. */
export function formatAxisDay(day: string, language: Language): string {
  return formatterOf(language, 'axis').format(asUtcMidnight(day));
}
