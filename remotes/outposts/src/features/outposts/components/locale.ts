import { getLanguage, localeConventions } from '@care/i18n';
import { countryCodes, type Weekday, weekdays } from '@care/contracts/outpost';

/** The locale names and numbers are written in: the page's language (pl-PL, en-US). */
export const currentLocale = () => localeConventions[getLanguage()].locale;

/** 'Polska' / 'Poland' for PL, from the browser's own data, so no list of names ships. */
export function countryName(code: string, locale = currentLocale()): string {
  return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
}

/** Every country as a choice, the organization's own first, then by name in the language. */
export function countryOptions(locale = currentLocale(), first = 'PL') {
  const collator = new Intl.Collator(locale);
  const options = countryCodes.map((code) => ({ value: code, label: countryName(code, locale) }));
  return options.sort((a, b) =>
    a.value === first ? -1 : b.value === first ? 1 : collator.compare(a.label, b.label),
  );
}

/** 'poniedziałek' / 'Monday': 1 January 2024 was a Monday. */
export function weekdayName(day: Weekday, locale = currentLocale()): string {
  const date = new Date(Date.UTC(2024, 0, 1 + weekdays.indexOf(day)));
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(date);
}

/** 'pon.' / 'Mon', for a compact week. */
export function weekdayShortName(day: Weekday, locale = currentLocale()): string {
  const date = new Date(Date.UTC(2024, 0, 1 + weekdays.indexOf(day)));
  return new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(date);
}
