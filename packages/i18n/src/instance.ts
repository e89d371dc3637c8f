import i18next, { type i18n as I18n } from 'i18next';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './locale';

/** The one i18next instance of the page; every app and remote translates through it. */
export const i18n: I18n = i18next.createInstance();

export const COMMON_NAMESPACE = 'common';

/** The language the UI currently speaks. */
export function getLanguage(): Language {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return language && isLanguage(language) ? language : DEFAULT_LANGUAGE;
}
