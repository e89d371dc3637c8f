import { problemTypes } from '@care/contracts/problem';
import { i18n } from '@care/i18n';
import { applyProblemToForm, toastProblem } from '@care/ui/page';
import type { OutpostFormApi } from './OutpostForm';

/**
 * Puts a failed save where the user can act on it: a duplicate name (409) on the name field,
 * the API's validation errors (400) on their fields, anything else in a toast titled `failed`.
 */
export function showSaveError(error: unknown, form: OutpostFormApi, failed: string) {
  const placement = applyProblemToForm(error, form, {
    conflicts: {
      [problemTypes.duplicate]: { field: 'name', message: i18n.t('outposts:form.duplicateName') },
    },
  });
  if (placement.leftover) toastProblem(error, failed);
}
