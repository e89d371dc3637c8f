import { Button, Dialog, Field, Input, Portal } from '@chakra-ui/react';
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
  /**
   * For what cannot be undone and takes much with it: confirm stays disabled until `value`
   * (e.g. the organization's name) is typed into a field labelled `label`.
   */
  typeToConfirm?: { label: string; value: string };
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
  typeToConfirm,
}: ConfirmDialogProps) {
  const { t } = useFeedbackTranslation();
  const [pending, setPending] = useState(false);
  const [typed, setTyped] = useState('');
  const typedEnough = !typeToConfirm || typed.trim() === typeToConfirm.value.trim();
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
      // Each opening asks for the name again.
      onExitComplete={() => setTyped('')}
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
            {(description || typeToConfirm) && (
              <Dialog.Body>
                {description && <Dialog.Description>{description}</Dialog.Description>}
                {typeToConfirm && (
                  <Field.Root mt="4" disabled={pending}>
                    <Field.Label>{typeToConfirm.label}</Field.Label>
                    <Input
                      value={typed}
                      autoComplete="off"
                      spellCheck={false}
                      onChange={(event) => setTyped(event.target.value)}
                    />
                  </Field.Root>
                )}
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
                disabled={!typedEnough}
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
