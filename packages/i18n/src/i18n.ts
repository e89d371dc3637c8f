import { initReactI18next } from 'react-i18next';
import { COMMON_NAMESPACE, i18n } from './instance';
import {
  FALLBACK_LANGUAGE,
  languages,
  readStoredLanguage,
  storeLanguage,
  type Language,
} from './locale';
import enCommon from './resources/en.json';
import plCommon from './resources/pl.json';
import { installZodErrorMap } from './zod-error-map';

export interface NamespaceResources {
  pl: object;
  en: object;
}

/** Bundles registered before initI18n() ran, in order; added to the store once it exists. */
const pending: Array<[string, NamespaceResources]> = [];

/**
 * Adds an app's or a remote's strings to the one instance under its own
 * namespace; registering a namespace again adds to it (a page loaded later brings its own
 * strings). Safe to call before or after initI18n().
 */
export function registerResources(namespace: string, resources: NamespaceResources): void {
  if (!i18n.isInitialized) {
    pending.push([namespace, resources]);
    return;
  }
  for (const language of languages) {
    i18n.addResourceBundle(language, namespace, resources[language], true, true);
  }
}

/**
 * Starts i18n in the stored language (Polish when none), English as fallback,
 * keeps `<html lang>` in step and installs the translated zod messages.
 * Resources are bundled, so this is synchronous; calling it again is a no-op.
 */
export function initI18n(): typeof i18n {
  if (i18n.isInitialized) return i18n;
  i18n.on('languageChanged', (language: string) => {
    if (typeof document !== 'undefined') document.documentElement.lang = language;
  });
  void i18n.use(initReactI18next).init({
    lng: readStoredLanguage(),
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...languages],
    ns: [COMMON_NAMESPACE],
    defaultNS: COMMON_NAMESPACE,
    resources: {
      pl: { [COMMON_NAMESPACE]: plCommon },
      en: { [COMMON_NAMESPACE]: enCommon },
    },
    interpolation: { escapeValue: false }, // React escapes
    initAsync: false,
    react: { useSuspense: false },
  });
  for (const [namespace, resources] of pending.splice(0)) registerResources(namespace, resources);
  installZodErrorMap();
  return i18n;
}

/**
 * Takes the language this browser remembers when the page speaks another: a page prepared ahead
 * of time started before the visitor may have switched language on the page they were on.
 */
export async function adoptStoredLanguage(): Promise<void> {
  const stored = readStoredLanguage();
  if (i18n.language !== stored) await i18n.changeLanguage(stored);
}

/** Switches the UI language and remembers it in this browser. */
export async function setLanguage(language: Language): Promise<void> {
  storeLanguage(language);
  await i18n.changeLanguage(language);
}
