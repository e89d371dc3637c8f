// The shared words (statuses, roles, export headers) read without i18next: the API writes its
// CSV exports in the same words the panel shows, from the same resources.
import en from './resources/en.json';
import type { Language } from './locale';
import pl from './resources/pl.json';

const resources: Record<Language, unknown> = { pl, en };

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
