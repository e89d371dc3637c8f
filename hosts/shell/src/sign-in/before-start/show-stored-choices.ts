import { readStoredLanguage } from '@care/i18n/locale';
import {
  applyColorMode,
  readStoredColorModePreference,
  resolveColorMode,
  systemPrefersDark,
} from '@care/ui/color-mode';
import { PRERENDERED_LANGUAGE_ATTRIBUTE, ROOT_ELEMENT_ID } from '../prerendered-page';

/** In <head>, before anything paints: the stored color mode and the page's language. */
export function applyStoredChoices(): void {
  document.documentElement.lang = readStoredLanguage();
  applyColorMode(resolveColorMode(readStoredColorModePreference(), systemPrefersDark()));
}

/**
 * Right after #root: the page in the stored language. The build rendered each
 * language, the default one in #root and the others in templates, so a page
 * in the default language is not touched after it is parsed.
 */
export function showStoredLanguage(): void {
  const language = document.documentElement.lang;
  const root = document.getElementById(ROOT_ELEMENT_ID);
  if (!root || root.getAttribute(PRERENDERED_LANGUAGE_ATTRIBUTE) === language) return;
  const rendered = document.querySelector<HTMLTemplateElement>(
    `template[${PRERENDERED_LANGUAGE_ATTRIBUTE}="${language}"]`,
  );
  if (!rendered) return;
  root.replaceChildren(rendered.content.cloneNode(true));
  root.setAttribute(PRERENDERED_LANGUAGE_ATTRIBUTE, language);
}
