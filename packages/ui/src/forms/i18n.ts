import { registerResources, useTranslation } from '@care/i18n';
import { en, pl } from './locales';

const NAMESPACE = 'uiForms';
registerResources(NAMESPACE, { pl, en });

export const useFormsTranslation = () => useTranslation(NAMESPACE);
