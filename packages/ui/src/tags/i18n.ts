import { registerResources, useTranslation } from '@care/i18n';
import { en, pl } from './locales';

const NAMESPACE = 'uiTags';
registerResources(NAMESPACE, { pl, en });

export const useTagsUiTranslation = () => useTranslation(NAMESPACE);
