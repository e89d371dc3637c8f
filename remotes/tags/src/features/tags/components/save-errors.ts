import { tagCreateSchema, type TagCreate } from '@care/contracts';
import { isApiError } from '@care/platform';
import { toaster } from '@care/ui';
import type { TFunction } from 'i18next';
import { problemDetail } from '../errors';
import type { TagFormApi } from './TagForm';

const isFormField = (name: string | undefined): name is keyof TagCreate =>
  name !== undefined && Object.hasOwn(tagCreateSchema.shape, name);

/**
 * Puts a failed save where the user can act on it: a duplicate name (409) on the name
 * field, the API's validation errors (400) on their fields, anything else in a toast.
 */
export function showSaveError(error: unknown, form: TagFormApi, t: TFunction, failedTitle: string) {
  if (isApiError(error, 409)) {
    form.setError('name', { message: t('messages.duplicateName') }, { shouldFocus: true });
    return;
  }
  const fieldErrors = isApiError(error, 400) ? (error.problem.errors ?? []) : [];
  const placed = fieldErrors.filter(({ path, message }) => {
    const field = path.split(/[./]/).pop();
    if (!isFormField(field)) return false;
    form.setError(field, { message });
    return true;
  });
  if (placed.length > 0 && placed.length === fieldErrors.length) return;
  toaster.error({
    title: failedTitle,
    description: problemDetail(error) ?? t('messages.unknownError'),
  });
}
