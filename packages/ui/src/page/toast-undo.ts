import { toaster } from '@care/ui';
import { declinedToSignInAgain, problemOf } from '../forms/problem';
import { pageText as t } from './i18n';
import { toastProblem } from './toast-problem';

/**
 * The answers that mean the record is no longer as the action left it: 412, a newer version
 * than the one the action answered; 409, a state the inverse no longer fits.
 */
const CONFLICT_STATUSES: readonly number[] = [409, 412];

export interface UndoToast<TUndone> {
  /** What was done, e.g. 'Member deactivated'. */
  title: string;
  description?: string;
  /** A warning when only part was done (a bulk action some members refused); success by default. */
  type?: 'success' | 'warning';
  /**
   * Sends the inverse of what was done, with the If-Match of the first request's answer, so an
   * undo after someone else's change meets a 412 instead of overwriting it. The first request
   * has already been sent: others see it at once, and closing the tab does not lose it.
   */
  undo: () => Promise<TUndone>;
  /** Says how the undo went, instead of the plain 'Undone' toast (e.g. a bulk's per-member outcome). */
  onUndone?: (undone: TUndone) => void;
  /** The failure toast's title when the undo fails for another reason than a conflict. */
  failedMessage?: string;
}

/** What an undo's failure tells the user: a conflict in plain words, anything else as a problem. */
export function toastUndoFailure(error: unknown, failedMessage = t('undoFailed')): void {
  const status = problemOf(error)?.status;
  if (status !== undefined && CONFLICT_STATUSES.includes(status)) {
    toaster.warning({ title: t('undoConflict'), description: t('undoConflictDetail') });
    return;
  }
  if (!declinedToSignInAgain(error)) toastProblem(error, failedMessage);
}

/**
 * A success toast with an Undo button (a button of the toast, so Tab reaches it), for as long as
 * every toast stays. Pressing it sends `undo` and says how that went.
 */
export function toastWithUndo<TUndone>({
  title,
  description,
  type = 'success',
  undo,
  onUndone,
  failedMessage,
}: UndoToast<TUndone>): void {
  const run = async () => {
    let undone: TUndone;
    try {
      undone = await undo();
    } catch (error) {
      toastUndoFailure(error, failedMessage);
      return;
    }
    if (onUndone) onUndone(undone);
    else toaster.success({ title: t('undone') });
  };
  toaster.create({
    type,
    title,
    description,
    action: { label: t('undo'), onClick: () => void run() },
  });
}
