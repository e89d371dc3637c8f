import { registerResources, useTranslation } from '@care/i18n';
import { en, pl } from './locales';

export const NAMESPACE = 'uiDataTable';
registerResources(NAMESPACE, { pl, en });

/** The table's own strings, with the shared ones of `common` (actions, states) beside them. */
export const useDataTableTranslation = () => useTranslation([NAMESPACE, 'common']);
