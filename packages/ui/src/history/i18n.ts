import { registerResources, useTranslation } from '@care/i18n';
import { en, pl } from './locales';

const NAMESPACE = 'uiHistory';
registerResources(NAMESPACE, { pl, en });

export const useHistoryTranslation = () => useTranslation(NAMESPACE);
