import { type AccountInfo, accountUpdateSchema } from '@care/contracts/account';
import { formOfAddressSchema, formsOfAddress } from '@care/contracts/enums';
import { useTranslation } from '@care/i18n';
import { Button, HStack, Stack, toaster } from '@care/ui';
import { TextField, useZodForm } from '@care/ui/forms';
import { SelectField } from '@care/ui/panel';
import { applyProblemToForm, toastProblem, useUnsavedChangesGuard } from '@care/ui/page';
import { z } from 'zod';
import { useUpdateAccount } from '../api/update-account';

// The select's empty choice ('') stands for "not given", which the API stores as null.
const profileFormSchema = accountUpdateSchema.extend({
  formOfAddress: z.union([z.literal(''), formOfAddressSchema]),
});

const formValuesOf = (info: AccountInfo) => ({
  firstName: info.firstName,
  lastName: info.lastName,
  formOfAddress: info.formOfAddress ?? ('' as const),
});

/**
 * The account holder's name and form of address, saved with PATCH /account/me; the form of
 * address makes the Polish lines about what they did agree with them ("zmieniła", "zmienił").
 */
export function NameForm({ info }: { info: AccountInfo }) {
  const { t } = useTranslation('account');
  const update = useUpdateAccount();
  const form = useZodForm(profileFormSchema, { defaultValues: formValuesOf(info) });
  const leaveGuard = useUnsavedChangesGuard(form.formState);
  const save = form.submit(async ({ formOfAddress, ...names }) => {
    try {
      const saved = await update.mutateAsync({ ...names, formOfAddress: formOfAddress || null });
      form.reset(formValuesOf(saved));
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
        <SelectField
          control={form.control}
          name="formOfAddress"
          label={t('profile.formOfAddress')}
          helperText={t('profile.formOfAddressHelp')}
          placeholder={t('profile.noFormOfAddress')}
          options={formsOfAddress.map((value) => ({
            value,
            label: t(`common:formOfAddress.${value}`),
          }))}
        />
        <Button type="submit" alignSelf="flex-start" loading={update.isPending}>
          {t('profile.save')}
        </Button>
      </Stack>
      {leaveGuard}
    </form>
  );
}
