import { useTranslation } from '@care/i18n';
import { useBlocker } from '@care/platform/router';
import { ConfirmDialog } from '@care/ui/panel';
import { useEffect, useRef, type ReactElement } from 'react';

/** What the guard reads of a react-hook-form's `formState`. */
export interface UnsavedChangesState {
  isDirty: boolean;
  /** While a save is on its way the form may leave: the page it leads to follows the save. */
  isSubmitting?: boolean;
}

/**
 * Asks before a form with unsaved changes is left: by a link or the browser's Back inside the
 * panel (a dialog: stay, or leave and lose them), and by closing or reloading the tab (the
 * browser's own question). A change of the query string only stays on the page and is let
 * through. Pass the form's `formState`; render what it returns anywhere in the form.
 *
 * A form whose save stays on the page resets to the saved values, so it is clean again.
 */
export function useUnsavedChangesGuard({
  isDirty,
  isSubmitting = false,
}: UnsavedChangesState): ReactElement {
  const { t } = useTranslation('common');
  const guarding = isDirty && !isSubmitting;
  // Read when a navigation starts, which may come from the save itself before a re-render.
  const guardingRef = useRef(guarding);
  guardingRef.current = guarding;

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      guardingRef.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!guarding) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when the event carries a return value.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [guarding]);

  const leaving = useRef(false);
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open && !leaving.current) blocker.reset?.();
        leaving.current = false;
      }}
      destructive
      title={t('unsavedChanges.title')}
      description={t('unsavedChanges.description')}
      confirmLabel={t('unsavedChanges.leave')}
      cancelLabel={t('unsavedChanges.stay')}
      onConfirm={() => {
        leaving.current = true;
        blocker.proceed?.();
      }}
    />
  );
}
