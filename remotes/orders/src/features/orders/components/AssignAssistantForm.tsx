import { orderAssignSchema, type Order } from '@care/contracts';
import { useTranslation } from '@care/i18n';
import { Button, HStack, chakra, toaster, useZodForm } from '@care/ui';
import { ComboboxField, type ComboboxOption } from '@care/ui/fields';
import { applyProblemToForm, problemOf, toastProblem } from '@care/ui/page';
import { useMemo, useState } from 'react';
import { useAssignAssistant } from '../api/order-assistants';
import { useAssistants } from '../api/list-assistants';
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
  const [search, setSearch] = useState('');
  const assistants = useAssistants(organizationId, search);
  const assign = useAssignAssistant(organizationId);
  const form = useZodForm(orderAssignSchema, { defaultValues: { memberId: '' } });

  const options = useMemo<ComboboxOption[]>(() => {
    const taken = new Set(
      order.assistants
        .filter((assistant) => assistant.status !== 'DECLINED')
        .map((assistant) => assistant.memberId),
    );
    return (assistants.data?.items ?? [])
      .filter((member) => !taken.has(member.id))
      .map((member) => ({
        value: member.id,
        label: `${member.firstName} ${member.lastName}`,
        description: member.accountEmail,
      }));
  }, [assistants.data, order.assistants]);

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
          options={options}
          onSearch={setSearch}
          loading={assistants.isFetching}
        />
      </HStack>
      <Button type="submit" loading={assign.isPending}>
        {t('actions.assign')}
      </Button>
    </chakra.form>
  );
}
