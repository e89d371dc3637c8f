import { useTranslation } from '@care/i18n';
import { changePassword, identityErrorMessageKey } from '@care/platform/identity';
import { Button, Stack, toaster } from '@care/ui';
import { TextField, useZodForm } from '@care/ui/forms';
import { passwordChangeSchema } from './password-change-schema';

const emptyForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Changes the password through the identity service, which first checks the current one. A
 * wrong current password is said on its field; any other failure reads as the sign-in pages
 * word it (one catalogue), in the change's error toast.
 */
export function ChangePasswordForm() {
  const { t } = useTranslation('account');
  const form = useZodForm(passwordChangeSchema, { defaultValues: emptyForm });
  const save = form.submit(async ({ currentPassword, newPassword }) => {
    try {
      await changePassword(currentPassword, newPassword);
    } catch (error) {
      const key = identityErrorMessageKey(error, 'passwordChange');
      // The one failure a field can show goes on that field, where it is corrected.
      if (key === 'errors.identity.wrongCurrentPassword') {
        form.setError('currentPassword', { message: t(`common:${key}`) }, { shouldFocus: true });
        return;
      }
      toaster.error({
        title: t('common:messages.passwordChangeError'),
        description: key ? t(`common:${key}`) : undefined,
      });
      return;
    }
    form.reset(emptyForm);
    toaster.success({ title: t('common:messages.passwordChanged') });
  });
  return (
    <form noValidate onSubmit={save} aria-labelledby="password-title">
      <Stack gap="4" maxW="md">
        <TextField
          control={form.control}
          name="currentPassword"
          label={t('security.currentPassword')}
          type="password"
          autoComplete="current-password"
          required
        />
        <TextField
          control={form.control}
          name="newPassword"
          label={t('security.newPassword')}
          type="password"
          autoComplete="new-password"
          required
        />
        <TextField
          control={form.control}
          name="confirmPassword"
          label={t('security.confirmPassword')}
          type="password"
          autoComplete="new-password"
          required
        />
        <Button type="submit" alignSelf="flex-start" loading={form.formState.isSubmitting}>
          {t('security.change')}
        </Button>
      </Stack>
    </form>
  );
}
