import { type AccountInfo, accountUpdateSchema } from '@care/contracts/account';
import { useTranslation } from '@care/i18n';
import { Button, HStack, Stack, toaster } from '@care/ui';
import { TextField, useZodForm } from '@care/ui/forms';
import { applyProblemToForm, toastProblem, useUnsavedChangesGuard } from '@care/ui/page';
import { useUpdateAccount } from '../api/update-account';

/** The account holder's first and last name, saved with PATCH /account/me. */
export function NameForm({ info }: { info: AccountInfo }) {
  const { t } = useTranslation('account');
  const update = useUpdateAccount();
  const form = useZodForm(accountUpdateSchema, {
    defaultValues: { firstName: info.firstName, lastName: info.lastName },
  });
  const leaveGuard = useUnsavedChangesGuard(form.formState);
  const save = form.submit(async (values) => {
    try {
      const saved = await update.mutateAsync(values);
      form.reset({ firstName: saved.firstName, lastName: saved.lastName });
    } catch (error) {
      const { leftover } = applyProblemToForm(error, form);
      if (leftover) toastProblem(error, t('common:messages.editError'));
      return;
    }
    toaster.success({ title: t('profile.saved') });
  });
  return (
    <form noValidate onSubmit={save} aria-label={t('profile.nameForm')}>
      <Stack gap="4" maxW="xl">
        <HStack gap="4" align="flex-start" wrap="wrap">
          <TextField
            control={form.control}
            name="firstName"
            label={t('profile.firstName')}
            autoComplete="given-name"
            required
          />
          <TextField
            control={form.control}
            name="lastName"
            label={t('profile.lastName')}
            autoComplete="family-name"
            required
          />
        </HStack>
        <Button type="submit" alignSelf="flex-start" loading={update.isPending}>
          {t('profile.save')}
        </Button>
      </Stack>
      {leaveGuard}
    </form>
  );
}
