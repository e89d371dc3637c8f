import { type Order, orderLimits } from '@care/contracts/order';
import { useTranslation } from '@care/i18n';
import { Button, Portal, toaster } from '@care/ui';
import { useZodForm } from '@care/ui/forms';
import { applyProblemToForm, problemOf, toastProblem } from '@care/ui/page';
import { Dialog, TextareaField } from '@care/ui/panel';
import { useState } from 'react';
import { z } from 'zod';
import { useMarkOrderHandled } from '../api/change-order-status';
import { isStaleOrder } from './stale-order';

/** The form's outcome may stay empty: nothing is sent then. */
const handleFormSchema = z.object({
  outcome: z.string().trim().max(orderLimits.outcome.max),
});

/**
 * Mark handled, behind its question: the dialog offers to say what was done (up to 2,000
 * characters, optional), which the order's page and history keep; the beneficiary is told only
 * that the order was handled. A failure keeps the dialog and the text; a stale order closes it
 * with a warning, the order read again behind it. `onOpenChange` tells the caller when it opens
 * and closes (the caller keeps the order the operator decided on while it is open).
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
  const { t: common } = useTranslation('common');
  const [open, setOpenState] = useState(false);
  const setOpen = (next: boolean) => {
    setOpenState(next);
    onOpenChange?.(next);
  };
  const handle = useMarkOrderHandled(organizationId);
  const form = useZodForm(handleFormSchema, { defaultValues: { outcome: '' } });

  const submit = form.submit(async ({ outcome }) => {
    try {
      await handle.mutateAsync({ order, body: outcome ? { outcome } : {} });
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
        if (!handle.isPending) setOpen(next);
      }}
    >
      <Dialog.Trigger asChild>
        <Button variant="outline" colorPalette="green">
          {t('actions.markHandled')}
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content asChild>
            <form noValidate onSubmit={submit}>
              <Dialog.Header>
                <Dialog.Title>{t('confirm.markHandled')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body display="flex" flexDirection="column" gap="4">
                <Dialog.Description>{t('confirm.markHandledDescription')}</Dialog.Description>
                <TextareaField
                  control={form.control}
                  name="outcome"
                  label={t('handle.outcome')}
                  helperText={t('handle.outcomeHelp', orderLimits.outcome)}
                  rows={4}
                  maxLength={orderLimits.outcome.max}
                />
              </Dialog.Body>
              <Dialog.Footer>
                <Button
                  variant="outline"
                  disabled={handle.isPending}
                  onClick={() => setOpen(false)}
                >
                  {common('actions.cancel')}
                </Button>
                <Button type="submit" colorPalette="green" loading={handle.isPending}>
                  {t('actions.markHandled')}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
