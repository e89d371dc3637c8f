/** The languages the panel speaks; Polish is the default, English the fallback. */
export const languages = ['pl', 'en'] as const;
export type Language = (typeof languages)[number];

export const DEFAULT_LANGUAGE: Language = 'pl';
export const FALLBACK_LANGUAGE: Language = 'en';

/** localStorage key holding the chosen locale, e.g. `pl-PL`. */
export const LOCALE_STORAGE_KEY = 'locale';

interface LocaleConventions {
  /** BCP 47 tag used for storage and for Intl formatting. */
  locale: string;
  /** How a date is written, in date-picker notation (dd day, mm month, yy two-digit year). */
  dateFormat: 'dd.mm.yy' | 'mm/dd/yy';
  /** 0 = Sunday, 1 = Monday. */
  firstDayOfWeek: 0 | 1;
}

export const localeConventions: Record<Language, LocaleConventions> = {
  pl: { locale: 'pl-PL', dateFormat: 'dd.mm.yy', firstDayOfWeek: 1 },
  en: { locale: 'en-US', dateFormat: 'mm/dd/yy', firstDayOfWeek: 0 },
};

export function isLanguage(value: string): value is Language {
  return (languages as readonly string[]).includes(value);
}

/** `en-GB` → `en`; anything unknown or missing → the default language. */
export function languageOfLocale(locale: string | null | undefined): Language {
  const language = locale?.split('-')[0]?.toLowerCase() ?? '';
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

export function readStoredLanguage(): Language {
  try {
    return languageOfLocale(globalThis.localStorage?.getItem(LOCALE_STORAGE_KEY));
  } catch {
    // Storage can be blocked (privacy settings); the default language still works.
    return DEFAULT_LANGUAGE;
  }
}

export function storeLanguage(language: Language): void {
  try {
    globalThis.localStorage?.setItem(LOCALE_STORAGE_KEY, localeConventions[language].locale);
  } catch {
    // Not remembered across visits, but the switch itself still applies.
  }
}
