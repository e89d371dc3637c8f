import { uuidSchema } from '@care/contracts/primitives';
import { useTranslation } from '@care/i18n';
import { Button, Heading, Stack, toaster } from '@care/ui';
import { TextField, useZodForm } from '@care/ui/forms';
import { SelectField } from '@care/ui/panel';
import { applyProblemToForm, toastProblem } from '@care/ui/page';
import { useMemo } from 'react';
import { z } from 'zod';
import { useAddShift, useOperators } from '../api/on-call';

/** `datetime-local` holds a wall-clock time of the user's zone, without an offset. */
const moment = (local: string) => new Date(local).toISOString();

/** A rota entry as the form holds it; the end after the start, said in the user's language. */
function addShiftSchema(endsBeforeStart: string) {
  return z
    .object({
      memberId: uuidSchema,
      from: z.string().min(1),
      to: z.string().min(1),
    })
    .refine(({ from, to }) => !from || !to || Date.parse(to) > Date.parse(from), {
      path: ['to'],
      message: endsBeforeStart,
    });
}

/** Puts an operator on call for a time: who (an active operator), from and to. */
export function AddShiftForm({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation('members');
  const operators = useOperators(organizationId);
  const add = useAddShift(organizationId);
  const schema = useMemo(() => addShiftSchema(t('organizationSettings.rota.endsBeforeStart')), [t]);
  const form = useZodForm(schema, { defaultValues: { memberId: '', from: '', to: '' } });
  const { control } = form;
  const options = (operators.data ?? []).map((operator) => ({
    value: operator.id,
    label: `${operator.firstName} ${operator.lastName}`,
  }));

  const save = async (values: z.output<typeof schema>) => {
    try {
      await add.mutateAsync({
        memberId: values.memberId,
        from: moment(values.from),
        to: moment(values.to),
      });
    } catch (error) {
      const { leftover } = applyProblemToForm(error, form);
      if (leftover) toastProblem(error, t('organizationSettings.rota.addError'));
      return;
    }
    toaster.success({ title: t('organizationSettings.rota.added') });
    form.reset();
  };

  return (
    <form noValidate onSubmit={form.submit(save)} aria-labelledby="add-shift-heading">
      <Stack gap="4" maxW="2xl">
        <Heading as="h3" size="sm" id="add-shift-heading">
          {t('organizationSettings.rota.addTitle')}
        </Heading>
        <SelectField
          control={control}
          name="memberId"
          label={t('organizationSettings.rota.operator')}
          placeholder={t('organizationSettings.rota.chooseOperator')}
          options={options}
          required
        />
        <TextField
          control={control}
          name="from"
          label={t('organizationSettings.rota.from')}
          type="datetime-local"
          required
        />
        <TextField
          control={control}
          name="to"
          label={t('organizationSettings.rota.to')}
          type="datetime-local"
          required
        />
        <div>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t('organizationSettings.rota.add')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
