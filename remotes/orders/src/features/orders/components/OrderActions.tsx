import { canTransition, type Order } from '@care/contracts/order';
import { useTranslation } from '@care/i18n';
import { Button } from '@care/ui';
import { ConfirmAction } from '@care/ui/page';
import { useState } from 'react';
import { useAcceptOrder } from '../api/change-order-status';
import { MarkHandledDialog } from './MarkHandledDialog';
import { RejectOrderDialog } from './RejectOrderDialog';
import { useStaleOrderWarning } from './stale-order-warning';

type Question = 'accept' | 'reject' | 'handle';

/**
 * What an operator may do with the order in its status: a NEW one is accepted or rejected
 * (with a reason), an accepted or started one is marked handled (saying what was done, if the
 * operator wants); each asks first.
 *
 * A question stands on the order as it was when the operator opened it. The page updates live,
 * so another operator's change can arrive while the dialog is open: the dialog stays (rather than
 * vanishing under the pointer with its button), and confirming sends the version the operator
 * decided on, which the API refuses (409/412) with the stale-order warning instead of acting on
 * a version nobody looked at.
 */
export function OrderActions({ organizationId, order }: { organizationId: string; order: Order }) {
  const { t } = useTranslation('orders');
  const { t: common } = useTranslation('common');
  const accept = useAcceptOrder(organizationId);
  const stale = useStaleOrderWarning();
  const [asking, setAsking] = useState<{ question: Question; order: Order } | null>(null);
  const shown = asking?.order ?? order;
  const ask = (question: Question) => (open: boolean) =>
    setAsking(open ? { question, order: shown } : null);
  const dialog = (question: Question) => ({
    open: asking?.question === question,
    onOpenChange: ask(question),
  });

  return (
    <>
      {shown.status === 'NEW' && (
        <>
          <Button aria-haspopup="dialog" onClick={() => ask('accept')(true)}>
            {t('actions.accept')}
          </Button>
          <ConfirmAction
            {...dialog('accept')}
            title={common('confirmations.acceptOrder')}
            description={t('confirm.acceptDescription')}
            confirmLabel={t('actions.accept')}
            action={() => accept.mutateAsync(shown)}
            successMessage={common('messages.orderStatusChanged')}
            errorMessage={common('messages.orderStatusError')}
            stale={stale}
          />
        </>
      )}
      {canTransition(shown.status, 'REJECTED') && (
        <RejectOrderDialog
          organizationId={organizationId}
          order={shown}
          onOpenChange={ask('reject')}
        />
      )}
      {canTransition(shown.status, 'HANDLED') && (
        <MarkHandledDialog
          organizationId={organizationId}
          order={shown}
          onOpenChange={ask('handle')}
        />
      )}
    </>
  );
}
