import { registerResources, useTranslation } from '@care/i18n';
import { en, pl } from './locales';

const NAMESPACE = 'uiFields';
registerResources(NAMESPACE, { pl, en });

/** The fields' own strings, with the shared ones of `common` (states, actions) beside them. */
export const useFieldsTranslation = () => useTranslation([NAMESPACE, 'common']);
