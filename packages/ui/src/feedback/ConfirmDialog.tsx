import { Button, Dialog, Portal } from '@chakra-ui/react';
import { useRef, useState, type ReactNode } from 'react';
import { useFeedbackTranslation } from './i18n';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** 'Confirm' by default. */
  confirmLabel?: string;
  /** 'Cancel' by default. */
  cancelLabel?: string;
  /** A red confirm button, and focus starts on Cancel so Enter does not destroy. */
  destructive?: boolean;
  /**
   * Runs on confirm. When it returns a promise the dialog shows it pending, closes once it
   * resolves and stays open if it rejects (the caller reports the error, e.g. a toast).
   */
  onConfirm: () => void | Promise<unknown>;
}

/** Asks before an action that cannot be undone, e.g. 'Delete tag?'. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  destructive = false,
  onConfirm,
}: ConfirmDialogProps) {
  const { t } = useFeedbackTranslation();
  const [pending, setPending] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);

  const confirm = async () => {
    setPending(true);
    try {
      await onConfirm();
      onOpenChange(false);
    } catch {
      // Stay open so the user can retry or cancel; the caller has reported the failure.
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(details) => {
        if (!pending) onOpenChange(details.open);
      }}
      closeOnInteractOutside={!pending}
      closeOnEscape={!pending}
      initialFocusEl={destructive ? () => cancelRef.current : undefined}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            {description && (
              <Dialog.Body>
                <Dialog.Description>{description}</Dialog.Description>
              </Dialog.Body>
            )}
            <Dialog.Footer>
              <Button
                ref={cancelRef}
                variant="outline"
                disabled={pending}
                onClick={() => onOpenChange(false)}
              >
                {cancelLabel ?? t('common:actions.cancel')}
              </Button>
              <Button
                colorPalette={destructive ? 'red' : undefined}
                loading={pending}
                onClick={confirm}
              >
                {confirmLabel ?? t('confirm')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
