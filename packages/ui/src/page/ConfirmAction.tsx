import { Button, toaster, type ButtonProps } from '@care/ui';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog, type ConfirmDialogProps } from '@care/ui/panel';
import { declinedToSignInAgain, problemOf } from '../forms/problem';
import { toastProblem } from './toast-problem';
import { toastWithUndo } from './toast-undo';

/** The answer to a write whose If-Match names a version the record no longer has. */
const STALE_STATUSES: readonly number[] = [412];

interface ConfirmActionBase<TResult> {
  /** The question, e.g. 'Delete tag?'. */
  title: ReactNode;
  /** What will happen, e.g. that it cannot be undone. */
  description?: ReactNode;
  /** The confirm button's text, e.g. 'Delete'; 'Confirm' by default. */
  confirmLabel?: string;
  cancelLabel?: string;
  /** A red button and confirm, with focus starting on Cancel, so Enter does not destroy. */
  destructive?: boolean;
  /** Runs on confirm, usually a mutation's `mutateAsync`. */
  action: () => Promise<TResult>;
  /** The success toast's title, e.g. 'Tag deleted'. */
  successMessage: string;
  /** The failure toast's title, e.g. 'Could not delete the tag'; its description is the problem's detail. */
  errorMessage: string;
  /**
   * What a 412 says: the record changed since the page read it (the action sent its version
   * as If-Match). A warning toast with this title and description, and the dialog closes,
   * since confirming again would act on a version the user has not seen; the caller's
   * mutation refetches it. Without it a 412 is a failure like any other.
   *
   * `statuses` are the answers that mean the same, 412 when left out; e.g. `[409, 412]` for a
   * state machine, whose 409 says the record has moved to a state the action no longer fits.
   */
  stale?: { title: string; description?: string; statuses?: readonly number[] };
  /**
   * Makes the success toast offer Undo: sends the inverse of the action, given its answer (the
   * record's new version, for the inverse's If-Match).
   */
  undo?: (result: TResult) => Promise<unknown>;
  /** After the success toast, e.g. to leave a deleted record's page. */
  onSuccess?: (result: TResult) => void;
  /** A name to type before confirming (see ConfirmDialog). */
  typeToConfirm?: ConfirmDialogProps['typeToConfirm'];
}

/** A button of its own that opens the dialog. */
interface WithButton {
  /** The button's text (and icon). */
  children: ReactNode;
  /** The button's look and name, e.g. `{ size: 'xs', variant: 'ghost', 'aria-label': t('delete', { name }) }`. */
  buttonProps?: Omit<ButtonProps, 'onClick' | 'children' | 'asChild'>;
  open?: never;
  onOpenChange?: never;
}

/**
 * No button: something else opens the dialog, e.g. an item of a row's actions menu, which
 * cannot hold a button of its own. Focus goes back to what had it before (the menu's button).
 */
interface Opened {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children?: never;
  buttonProps?: never;
}

export type ConfirmActionProps<TResult> = ConfirmActionBase<TResult> & (WithButton | Opened);

/**
 * An action that asks first (delete, accept, reject, …): the confirm dialog, the
 * action, and a toast saying how it went. A failure keeps the dialog open, so the user can
 * retry or cancel; Escape or Cancel returns to the button (or to what opened the dialog).
 */
export function ConfirmAction<TResult>({
  children,
  buttonProps,
  open: openProp,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  destructive = false,
  action,
  successMessage,
  errorMessage,
  stale,
  onSuccess,
  undo,
  typeToConfirm,
}: ConfirmActionProps<TResult>) {
  const [openState, setOpenState] = useState(false);
  const controlled = openProp !== undefined;
  const open = controlled ? openProp : openState;
  const setOpen = controlled ? onOpenChange : setOpenState;

  const confirm = async () => {
    let result: TResult;
    try {
      result = await action();
    } catch (error) {
      const status = problemOf(error)?.status;
      if (stale && status !== undefined && (stale.statuses ?? STALE_STATUSES).includes(status)) {
        // Resolving closes the dialog: there is nothing to retry until the user has looked again.
        toaster.warning({ title: stale.title, description: stale.description });
        return;
      }
      // Declining to sign in again says nothing: the person chose it, and may confirm again.
      if (!declinedToSignInAgain(error)) toastProblem(error, errorMessage);
      // Rejecting keeps the dialog open.
      throw error;
    }
    if (undo) toastWithUndo({ title: successMessage, undo: () => undo(result) });
    else toaster.success({ title: successMessage });
    onSuccess?.(result);
  };

  return (
    <>
      {!controlled && (
        <Button
          colorPalette={destructive ? 'red' : undefined}
          aria-haspopup="dialog"
          {...buttonProps}
          onClick={() => setOpen(true)}
        >
          {children}
        </Button>
      )}
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        destructive={destructive}
        title={title}
        description={description}
        confirmLabel={confirmLabel}
        cancelLabel={cancelLabel}
        onConfirm={confirm}
        typeToConfirm={typeToConfirm}
      />
    </>
  );
}
