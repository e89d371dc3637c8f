import { type Order, orderLimits, orderRejectSchema } from '@care/contracts/order';
import { useTranslation } from '@care/i18n';
import { useZodForm } from '@care/ui/forms';
import { TextareaField } from '@care/ui/panel';
import { useRejectOrder } from '../api/change-order-status';
import { OrderFormDialog, useOrderDialogOpen, useOrderDialogSubmit } from './OrderFormDialog';

/**
 * Reject, behind its question: the dialog asks for the reason the beneficiary will read
 * (3–255 characters) and rejects only once one is given.
 */
export function RejectOrderDialog({
  organizationId,
  order,
  onOpenChange,
}: {
  organizationId: string;
  order: Order;
  onOpenChange?: (open: boolean) => void;
}) {
  const { t } = useTranslation('orders');
  const { t: common } = useTranslation('common');
  const [open, setOpen] = useOrderDialogOpen(onOpenChange);
  const reject = useRejectOrder(organizationId);
  const form = useZodForm(orderRejectSchema, { defaultValues: { reason: '' } });
  const run = useOrderDialogSubmit(form, setOpen);

  return (
    <OrderFormDialog
      open={open}
      setOpen={setOpen}
      pending={reject.isPending}
      colorPalette="red"
      actionLabel={t('actions.reject')}
      title={common('confirmations.rejectOrder')}
      description={t('reject.description')}
      onSubmit={form.submit((body) => run(() => reject.mutateAsync({ order, body })))}
    >
      <TextareaField
        control={form.control}
        name="reason"
        label={t('reject.reason')}
        helperText={t('reject.reasonHelp', orderLimits.rejectionReason)}
        required
        rows={3}
        maxLength={orderLimits.rejectionReason.max}
      />
    </OrderFormDialog>
  );
}
