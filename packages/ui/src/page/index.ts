/**
 * `@care/ui/page`: what a remote's pages are built from — the header, one component for a
 * query's states, a confirmed action, and putting an API problem where the user sees it.
 * An entry point of its own: the shell's first render does not carry it.
 *
 * What `@care/ui` or `@care/ui/panel` already ship is imported through those names, not
 * by relative path: a relative import would bundle a second copy into this entry's chunk,
 * which a remote opening it downloads again though the panel has it loaded.
 */
export { AccessDeniedState } from './AccessDeniedState';
export type { AccessDeniedStateProps } from './AccessDeniedState';
export { PageHeader } from './PageHeader';
export type { PageHeaderProps } from './PageHeader';
export { QueryState } from './QueryState';
export type { QueryLike, QueryStateProps } from './QueryState';
export { ConfirmAction } from './ConfirmAction';
export type { ConfirmActionProps } from './ConfirmAction';
export { toastProblem } from './toast-problem';
export { toastUndoFailure, toastWithUndo } from './toast-undo';
export type { UndoToast } from './toast-undo';
export { declinedToSignInAgain, problemDetail, problemOf } from '../forms/problem';
export type { ProblemFieldError } from '../forms/problem';
export { applyProblemToForm } from '../forms/apply-problem';
export type {
  ApplyProblemOptions,
  ConflictOnField,
  ProblemPlacement,
} from '../forms/apply-problem';
export { LoadingBoundary, lazyNamed } from './lazy-page';
export { useUnsavedChangesGuard } from '../forms/use-unsaved-changes-guard';
export type { UnsavedChangesState } from '../forms/use-unsaved-changes-guard';
