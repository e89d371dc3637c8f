import { passwordChangeFieldsSchema } from '@care/contracts/account';
import { i18n } from '@care/i18n';

/**
 * The password change form: the contracts' fields, and the new password typed the same twice.
 * Built on the contracts' schema rather than on a zod of this remote's own, which it would
 * otherwise have to download.
 */
export const passwordChangeSchema = passwordChangeFieldsSchema.refine(
  (values) => values.newPassword === values.confirmPassword,
  {
    path: ['confirmPassword'],
    // Worded when the form is checked, in the language of that moment.
    error: () => i18n.t('common:validation.passwordsMismatch'),
  },
);
