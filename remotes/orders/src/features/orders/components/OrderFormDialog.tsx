import { useTranslation } from '@care/i18n';
import { Button, Portal, toaster } from '@care/ui';
import { type useZodForm, type ZodForm } from '@care/ui/forms';
import { applyProblemToForm, problemOf, toastProblem } from '@care/ui/page';
import { Dialog } from '@care/ui/panel';
import { type FormEventHandler, type ReactNode, useState } from 'react';
import { isStaleOrder } from './stale-order';

/**
 * Whether an order's dialog is open, told to the caller too (who keeps the order the operator
 * decided on while it is open).
 */
export function useOrderDialogOpen(onOpenChange?: (open: boolean) => void) {
  const [open, setOpenState] = useState(false);
  const setOpen = (next: boolean) => {
    setOpenState(next);
    onOpenChange?.(next);
  };
  return [open, setOpen] as const;
}

/**
 * Runs an order's change from its dialog. A stale order closes the dialog with a warning (the
 * order is read again behind it); any other failure keeps the dialog and the text, a field's
 * error on its field and the rest in a toast; success closes it and empties the form.
 */
export function useOrderDialogSubmit<Schema extends Parameters<typeof useZodForm>[0]>(
  form: ZodForm<Schema>,
  setOpen: (open: boolean) => void,
) {
  const { t } = useTranslation('orders');
  const { t: common } = useTranslation('common');
  return async (change: () => Promise<unknown>) => {
    try {
      await change();
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
  };
}

/** An order's change behind its question: a button, then a dialog with a form and its field. */
export function OrderFormDialog({
  open,
  setOpen,
  pending,
  colorPalette,
  actionLabel,
  title,
  description,
  onSubmit,
  children,
}: {
  open: boolean;
  setOpen: (open: boolean) => void;
  pending: boolean;
  colorPalette: 'red' | 'green';
  actionLabel: string;
  title: string;
  description: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  const { t: common } = useTranslation('common');
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={({ open: next }) => {
        if (!pending) setOpen(next);
      }}
    >
      <Dialog.Trigger asChild>
        <Button variant="outline" colorPalette={colorPalette}>
          {actionLabel}
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content asChild>
            <form noValidate onSubmit={onSubmit}>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body display="flex" flexDirection="column" gap="4">
                <Dialog.Description>{description}</Dialog.Description>
                {children}
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" disabled={pending} onClick={() => setOpen(false)}>
                  {common('actions.cancel')}
                </Button>
                <Button type="submit" colorPalette={colorPalette} loading={pending}>
                  {actionLabel}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
