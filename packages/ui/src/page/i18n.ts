import { i18n, registerResources, useTranslation } from '@care/i18n';
import { en, pl } from './locales';

export const PAGE_NAMESPACE = 'uiPage';
registerResources(PAGE_NAMESPACE, { pl, en });

export const usePageTranslation = () => useTranslation([PAGE_NAMESPACE, 'common']);

/**
 * This kit's own words outside a component (a toast). Through this function, not the namespace
 * constant alone: a bundle that took only the constant inlined it and left this module, and so
 * the registration of its words, out.
 */
export const pageText = (key: keyof typeof en) => i18n.t(key, { ns: PAGE_NAMESPACE });
