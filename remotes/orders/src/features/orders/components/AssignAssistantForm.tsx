import { type Order, orderAssignSchema } from '@care/contracts/order';
import { useTranslation } from '@care/i18n';
import { Button, HStack, chakra, toaster } from '@care/ui';
import { useZodForm } from '@care/ui/forms';
import { ComboboxField } from '@care/ui/fields';
import { applyProblemToForm, problemOf, toastProblem } from '@care/ui/page';
import { useMemo } from 'react';
import { useAssignAssistant } from '../api/order-assistants';
import { useAssistantPicker } from '../../../shared/components/assistant-picker';
import { isStaleOrder } from './stale-order';

/**
 * Asks one more assistant to take the order: a picker of the organization's ACCEPTED
 * assistants, searched by the API as the operator types, leaving out those already asked
 * or on it (one who declined may be asked again).
 */
export function AssignAssistantForm({
  organizationId,
  order,
}: {
  organizationId: string;
  order: Order;
}) {
  const { t } = useTranslation('orders');
  const { t: common } = useTranslation('common');
  const taken = useMemo(
    () =>
      new Set(
        order.assistants
          .filter((assistant) => assistant.status !== 'DECLINED')
          .map((assistant) => assistant.memberId),
      ),
    [order.assistants],
  );
  const picker = useAssistantPicker(organizationId, { exclude: taken });
  const assign = useAssignAssistant(organizationId);
  const form = useZodForm(orderAssignSchema, { defaultValues: { memberId: '' } });

  const submit = form.submit(async ({ memberId }) => {
    try {
      await assign.mutateAsync({ order, memberId });
    } catch (error) {
      if (isStaleOrder(error)) {
        toaster.warning({ title: t('stale.title'), description: t('stale.description') });
        return;
      }
      const { leftover } = applyProblemToForm(error, form);
      if (leftover || problemOf(error)?.status !== 400) {
        toastProblem(error, common('messages.assistantAssignError'));
      }
      return;
    }
    toaster.success({ title: common('messages.assistantAssigned') });
    form.reset({ memberId: '' });
  });

  return (
    <chakra.form
      noValidate
      onSubmit={submit}
      display="flex"
      alignItems="flex-end"
      gap="2"
      flexWrap="wrap"
    >
      <HStack flex="1" minWidth="16rem">
        <ComboboxField
          control={form.control}
          name="memberId"
          label={t('assistants.picker')}
          placeholder={t('assistants.pickerPlaceholder')}
          options={picker.options}
          onSearch={picker.onSearch}
          loading={picker.loading}
        />
      </HStack>
      <Button type="submit" loading={assign.isPending}>
        {t('actions.assign')}
      </Button>
    </chakra.form>
  );
}
