import { registerResources, useTranslation } from '@care/i18n';
import { en } from './en';
import { pl } from './pl';

export const HOST_KIT_NAMESPACE = 'host';

/** The strings by language, e.g. for a test or a browser script that finds a field by its label. */
export const hostKitResources = { pl, en };

/**
 * The strings of what every host shows (the boot failure, the sign-in form), in the page's one
 * i18n instance. Safe to call more than once, before or after initI18n().
 */
export function registerHostKitResources(): void {
  registerResources(HOST_KIT_NAMESPACE, hostKitResources);
}

export const useHostKitTranslation = () => useTranslation(HOST_KIT_NAMESPACE);
