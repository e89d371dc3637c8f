import { registerResources, useTranslation } from '@care/i18n';
import { en, pl } from './locales';

const NAMESPACE = 'uiFeedback';
registerResources(NAMESPACE, { pl, en });

/** This area's own strings, with the shared ones of `common` (actions, states) beside them. */
export const useFeedbackTranslation = () => useTranslation([NAMESPACE, 'common']);
