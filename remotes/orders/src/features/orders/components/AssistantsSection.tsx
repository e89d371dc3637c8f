import { type Order, orderStaffingStatuses } from '@care/contracts/order';
import { useTranslation } from '@care/i18n';
import { HStack, Stack, Text } from '@care/ui';
import { ConfirmAction } from '@care/ui/page';
import { useRestoreAssistant, useUnassignAssistant } from '../api/order-assistants';
import { AssignAssistantForm } from './AssignAssistantForm';
import { AssistantStatusBadge } from '../../../shared/components/OrderBadges';
import { useStaleOrderWarning } from './stale-order-warning';

/**
 * Who was asked to take the order and what each answered; while the order is accepted or in
 * progress, more are asked and any is taken off (after a question).
 */
export function AssistantsSection({
  organizationId,
  order,
}: {
  organizationId: string;
  order: Order;
}) {
  const { t } = useTranslation('orders');
  const { t: common } = useTranslation('common');
  const unassign = useUnassignAssistant(organizationId);
  const restore = useRestoreAssistant(organizationId);
  const stale = useStaleOrderWarning();
  const staffing = orderStaffingStatuses.includes(order.status);

  return (
    <Stack gap="4">
      {order.assistants.length === 0 ? (
        <Text color="fg.muted">{t('assistants.none')}</Text>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none" aria-label={t('assistants.title')}>
          {order.assistants.map((assistant) => {
            const name = `${assistant.firstName} ${assistant.lastName}`;
            return (
              <HStack as="li" key={assistant.memberId} justify="space-between" gap="3" wrap="wrap">
                <HStack gap="3">
                  <Text fontWeight="medium">{name}</Text>
                  <AssistantStatusBadge status={assistant.status} />
                </HStack>
                {staffing && (
                  <ConfirmAction
                    destructive
                    buttonProps={{
                      size: 'xs',
                      variant: 'ghost',
                      'aria-label': t('actions.unassignNamed', { name }),
                    }}
                    title={common('confirmations.unassignAssistant')}
                    description={t('confirm.unassignDescription', { name })}
                    confirmLabel={t('actions.unassign')}
                    action={() => unassign.mutateAsync({ order, memberId: assistant.memberId })}
                    // The order as the taking off left it: its version is the undo's If-Match.
                    undo={(taken) =>
                      restore.mutateAsync({ order: taken, memberId: assistant.memberId })
                    }
                    successMessage={common('messages.assistantUnassigned')}
                    errorMessage={common('messages.assistantUnassignError')}
                    stale={stale}
                  >
                    {t('actions.unassign')}
                  </ConfirmAction>
                )}
              </HStack>
            );
          })}
        </Stack>
      )}
      {staffing ? (
        <AssignAssistantForm organizationId={organizationId} order={order} />
      ) : (
        <Text textStyle="sm" color="fg.muted">
          {t('assistants.closed')}
        </Text>
      )}
    </Stack>
  );
}
