import type { Language } from '@care/i18n';

const locales: Record<Language, string> = { pl: 'pl-PL', en: 'en-US' };

// A calendar day is a date, not an instant: formatted at UTC midnight in UTC, it reads the same
// day whatever the browser's time zone.
const asUtcMidnight = (day: string) => new Date(`${day}T00:00:00Z`);

/** `2026-11-03` → '03.11.26' in Polish, '11/03/26' in English, as every date of the panel. */
export function formatDay(day: string, language: Language): string {
  return new Intl.DateTimeFormat(locales[language], {
    day: '2-digit',
    month: '2-digit',
    year: '2-digit',
    timeZone: 'UTC',
  }).format(asUtcMidnight(day));
}

/** `2026-11-03` → '3 lis' / 'Nov 3', short enough for a chart's axis. */
export function formatAxisDay(day: string, language: Language): string {
  return new Intl.DateTimeFormat(locales[language], {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(asUtcMidnight(day));
}
