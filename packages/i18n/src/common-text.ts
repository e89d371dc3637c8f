// The shared words (statuses, roles) read without i18next: the API writes its CSV exports in the
// same words the panel shows, from the same resources. The exports' own headers sit in a file of
// their own, under `exports`, so the browser never downloads them.
import en from './resources/en.json';
import enExports from './resources/exports/en.json';
import type { Language } from './locale';
import pl from './resources/pl.json';
import plExports from './resources/exports/pl.json';

const resources: Record<Language, unknown> = {
  pl: { ...pl, exports: plExports },
  en: { ...en, exports: enExports },
};

/** The `common` namespace's text at a dotted key; a missing key is a programming error. */
export function commonText(language: Language, key: string): string {
  let node = resources[language];
  for (const part of key.split('.')) {
    node =
      typeof node === 'object' && node !== null
        ? (node as Record<string, unknown>)[part]
        : undefined;
  }
  if (typeof node !== 'string') throw new Error(`No common text "${key}" in ${language}`);
  return node;
}

/** The text at a dotted key when the resources have one (a field's label), else `fallback`. */
export function commonTextOr(language: Language, key: string, fallback: string): string {
  try {
    return commonText(language, key);
  } catch {
    return fallback;
  }
}
