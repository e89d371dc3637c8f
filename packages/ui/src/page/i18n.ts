import { registerResources, useTranslation } from '@care/i18n';
import { en, pl } from './locales';

export const PAGE_NAMESPACE = 'uiPage';
registerResources(PAGE_NAMESPACE, { pl, en });

export const usePageTranslation = () => useTranslation([PAGE_NAMESPACE, 'common']);
