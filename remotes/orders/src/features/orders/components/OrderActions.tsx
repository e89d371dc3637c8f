import { canTransition, type Order } from '@care/contracts';
import { useTranslation } from '@care/i18n';
import { ConfirmAction } from '@care/ui/page';
import { useAcceptOrder, useMarkOrderHandled } from '../api/change-order-status';
import { RejectOrderDialog } from './RejectOrderDialog';
import { useStaleOrderWarning } from './stale-order-warning';

/**
 * What an operator may do with the order in its status: a NEW one is accepted or rejected
 * (with a reason), an accepted or started one is marked handled; each asks first.
 */
export function OrderActions({ organizationId, order }: { organizationId: string; order: Order }) {
  const { t } = useTranslation('orders');
  const { t: common } = useTranslation('common');
  const accept = useAcceptOrder(organizationId);
  const markHandled = useMarkOrderHandled(organizationId);
  const stale = useStaleOrderWarning();

  return (
    <>
      {order.status === 'NEW' && (
        <ConfirmAction
          title={common('confirmations.acceptOrder')}
          description={t('confirm.acceptDescription')}
          confirmLabel={t('actions.accept')}
          action={() => accept.mutateAsync(order)}
          successMessage={common('messages.orderStatusChanged')}
          errorMessage={common('messages.orderStatusError')}
          stale={stale}
        >
          {t('actions.accept')}
        </ConfirmAction>
      )}
      {canTransition(order.status, 'REJECTED') && (
        <RejectOrderDialog organizationId={organizationId} order={order} />
      )}
      {canTransition(order.status, 'HANDLED') && (
        <ConfirmAction
          buttonProps={{ variant: 'outline', colorPalette: 'green' }}
          title={t('confirm.markHandled')}
          description={t('confirm.markHandledDescription')}
          confirmLabel={t('actions.markHandled')}
          action={() => markHandled.mutateAsync(order)}
          successMessage={common('messages.orderStatusChanged')}
          errorMessage={common('messages.orderStatusError')}
          stale={stale}
        >
          {t('actions.markHandled')}
        </ConfirmAction>
      )}
    </>
  );
}
