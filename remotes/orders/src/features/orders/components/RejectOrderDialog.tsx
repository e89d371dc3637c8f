import { type Order, orderLimits, orderRejectSchema } from '@care/contracts/order';
import { useTranslation } from '@care/i18n';
import { Button, Portal, toaster } from '@care/ui';
import { useZodForm } from '@care/ui/forms';
import { applyProblemToForm, problemOf, toastProblem } from '@care/ui/page';
import { Dialog, TextareaField } from '@care/ui/panel';
import { useState } from 'react';
import { useRejectOrder } from '../api/change-order-status';
import { isStaleOrder } from './stale-order';

/**
 * Reject, behind its question: the dialog asks for the reason the beneficiary will read
 * (3–255 characters) and rejects only once one is given. A failure keeps the dialog and the
 * text; a stale order closes it with a warning, the order read again behind it.
 * `onOpenChange` tells the caller when it opens and closes (the caller keeps the order the
 * operator decided on while it is open).
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
  const [open, setOpenState] = useState(false);
  const setOpen = (next: boolean) => {
    setOpenState(next);
    onOpenChange?.(next);
  };
  const reject = useRejectOrder(organizationId);
  const form = useZodForm(orderRejectSchema, { defaultValues: { reason: '' } });

  const submit = form.submit(async (body) => {
    try {
      await reject.mutateAsync({ order, body });
    } catch (error) {
      if (isStaleOrder(error)) {
        toaster.warning({ title: t('stale.title'), description: t('stale.description') });
        setOpen(false);
        return;
      }
      const { leftover } = applyProblemToForm(error, form);
      if (leftover || problemOf(error)?.status !== 400) {
        toastProblem(error, common('messages.orderStatusError'));
      }
      return;
    }
    toaster.success({ title: common('messages.orderStatusChanged') });
    setOpen(false);
    form.reset();
  });

  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={({ open: next }) => {
        if (!reject.isPending) setOpen(next);
      }}
    >
      <Dialog.Trigger asChild>
        <Button colorPalette="red" variant="outline">
          {t('actions.reject')}
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content asChild>
            <form noValidate onSubmit={submit}>
              <Dialog.Header>
                <Dialog.Title>{common('confirmations.rejectOrder')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body display="flex" flexDirection="column" gap="4">
                <Dialog.Description>{t('reject.description')}</Dialog.Description>
                <TextareaField
                  control={form.control}
                  name="reason"
                  label={t('reject.reason')}
                  helperText={t('reject.reasonHelp', orderLimits.rejectionReason)}
                  required
                  rows={3}
                  maxLength={orderLimits.rejectionReason.max}
                />
              </Dialog.Body>
              <Dialog.Footer>
                <Button
                  variant="outline"
                  disabled={reject.isPending}
                  onClick={() => setOpen(false)}
                >
                  {common('actions.cancel')}
                </Button>
                <Button type="submit" colorPalette="red" loading={reject.isPending}>
                  {t('actions.reject')}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
