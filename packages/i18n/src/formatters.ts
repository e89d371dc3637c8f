// The Intl formatters of each language, with the language always given: this module needs no
// i18next instance, so the API writes dates in its exports exactly as the panel shows them.
import { localeConventions, type Language } from './locale';

/**
 * A formatter per language, made on first use and kept. Making an Intl formatter costs far more
 * than formatting with one, and a table formats a date in every row on every render; two
 * languages and a few fixed formats keep the cache this small.
 */
function formatterPerLanguage<Formatter>(make: (locale: string) => Formatter) {
  const made = new Map<Language, Formatter>();
  return (language: Language): Formatter => {
    let formatter = made.get(language);
    if (!formatter) {
      formatter = make(localeConventions[language].locale);
      made.set(language, formatter);
    }
    return formatter;
  };
}

export const relativeTimeFormat = formatterPerLanguage(
  (locale) => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }),
);
export const dateFormat = formatterPerLanguage(
  (locale) =>
    new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: '2-digit' }),
);
export const timeOfDayFormat = formatterPerLanguage(
  (locale) => new Intl.DateTimeFormat(locale, { timeStyle: 'short' }),
);

/** Polish dd.mm.yy, English mm/dd/yy. */
export function formatDateIn(date: Date | string, language: Language): string {
  return dateFormat(language).format(new Date(date));
}

/** A moment with its time of day: '05.03.25, 14:30' in Polish, '03/05/25, 2:30 PM' in English. */
export function formatDateTimeIn(date: Date | string, language: Language): string {
  return `${formatDateIn(date, language)}, ${timeOfDayFormat(language).format(new Date(date))}`;
}
