import { type Order, orderLimits } from '@care/contracts/order';
import { useTranslation } from '@care/i18n';
import { useZodForm } from '@care/ui/forms';
import { TextareaField } from '@care/ui/panel';
import { z } from 'zod';
import { useMarkOrderHandled } from '../api/change-order-status';
import { OrderFormDialog, useOrderDialogOpen, useOrderDialogSubmit } from './OrderFormDialog';

/** The form's outcome may stay empty: nothing is sent then. */
const handleFormSchema = z.object({
  outcome: z.string().trim().max(orderLimits.outcome.max),
});

/**
 * Mark handled, behind its question: the dialog offers to say what was done (up to 2,000
 * characters, optional), which the order's page and history keep; the beneficiary is told only
 * that the order was handled.
 */
export function MarkHandledDialog({
  organizationId,
  order,
  onOpenChange,
}: {
  organizationId: string;
  order: Order;
  onOpenChange?: (open: boolean) => void;
}) {
  const { t } = useTranslation('orders');
  const [open, setOpen] = useOrderDialogOpen(onOpenChange);
  const handle = useMarkOrderHandled(organizationId);
  const form = useZodForm(handleFormSchema, { defaultValues: { outcome: '' } });
  const run = useOrderDialogSubmit(form, setOpen);

  return (
    <OrderFormDialog
      open={open}
      setOpen={setOpen}
      pending={handle.isPending}
      colorPalette="green"
      actionLabel={t('actions.markHandled')}
      title={t('confirm.markHandled')}
      description={t('confirm.markHandledDescription')}
      onSubmit={form.submit(({ outcome }) =>
        run(() => handle.mutateAsync({ order, body: outcome ? { outcome } : {} })),
      )}
    >
      <TextareaField
        control={form.control}
        name="outcome"
        label={t('handle.outcome')}
        helperText={t('handle.outcomeHelp', orderLimits.outcome)}
        rows={4}
        maxLength={orderLimits.outcome.max}
      />
    </OrderFormDialog>
  );
}
