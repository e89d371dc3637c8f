import { type OrganizationCreate, organizationCreateSchema } from '@care/contracts/organization';
import { problemTypes } from '@care/contracts/problem';
import { useTranslation } from '@care/i18n';
import { Link } from '@care/platform/router';
import { Button, HStack, Stack } from '@care/ui';
import { TextField, useZodForm } from '@care/ui/forms';
import { Fieldset } from '@care/ui/panel';
import { applyProblemToForm, toastProblem, useUnsavedChangesGuard } from '@care/ui/page';

const emptyValues: OrganizationCreate = {
  name: '',
  operator: { firstName: '', lastName: '', email: '' },
};

export interface OrganizationCreateFormProps {
  /** Where Cancel goes. */
  cancelTo: string;
  /**
   * Creates the organization. A failure it throws lands where the user can act on it: a taken
   * name (409) on the name field, the API's field errors (400) on their fields, anything else
   * in a toast; what was typed stays.
   */
  onSubmit: (values: OrganizationCreate) => Promise<void>;
}

/** The new-organization form: the organization's name and its first operator, who is invited. */
export function OrganizationCreateForm({ cancelTo, onSubmit }: OrganizationCreateFormProps) {
  const { t } = useTranslation('admin');
  const form = useZodForm(organizationCreateSchema, { defaultValues: emptyValues });
  const leaveGuard = useUnsavedChangesGuard(form.formState);
  const { control } = form;

  const save = async (values: OrganizationCreate) => {
    try {
      await onSubmit(values);
    } catch (error) {
      const { leftover } = applyProblemToForm(error, form, {
        conflicts: {
          [problemTypes.duplicate]: { field: 'name', message: t('messages.duplicateName') },
        },
      });
      if (leftover) toastProblem(error, t('common:messages.itemCreateError'));
    }
  };

  return (
    <form noValidate onSubmit={form.submit(save)}>
      <Stack gap="5" maxW="2xl">
        <TextField
          control={control}
          name="name"
          label={t('form.name')}
          required
          autoComplete="organization"
        />
        <Fieldset.Root>
          <Fieldset.Legend>{t('form.operator')}</Fieldset.Legend>
          <Fieldset.HelperText>{t('form.operatorHelp')}</Fieldset.HelperText>
          <Fieldset.Content>
            <Stack direction={{ base: 'column', md: 'row' }} gap="5">
              <TextField
                control={control}
                name="operator.firstName"
                label={t('form.operatorFirstName')}
                required
                autoComplete="off"
              />
              <TextField
                control={control}
                name="operator.lastName"
                label={t('form.operatorLastName')}
                required
                autoComplete="off"
              />
            </Stack>
            <TextField
              control={control}
              name="operator.email"
              label={t('form.operatorEmail')}
              type="email"
              required
              autoComplete="off"
            />
          </Fieldset.Content>
        </Fieldset.Root>
        <HStack gap="3">
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t('form.create')}
          </Button>
          <Button asChild variant="ghost">
            <Link to={cancelTo}>{t('common:actions.cancel')}</Link>
          </Button>
        </HStack>
      </Stack>
      {leaveGuard}
    </form>
  );
}
