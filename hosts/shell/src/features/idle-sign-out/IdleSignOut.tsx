import { Button, Portal } from '@care/ui';
import { Dialog } from '@care/ui/panel';
import { useCallback } from 'react';
import { useShellTranslation } from '../../app/i18n/shell-i18n';
import { useSignOut } from '../../app/session/use-sign-out';
import { useSessionPolicy } from './api/get-session-policy';
import { rememberIdleSignOut } from './idle-sign-out-notice';
import { useIdleSignOut } from './use-idle-sign-out';

/**
 * Mounted by the signed-in frame: on a shared office computer, a panel nobody uses signs out
 * after the organization's minutes (the shortest of the person's organizations), everywhere it
 * is open, and the login page says why. The clock starts once the minutes are read (a moment
 * after the frame opens; a failed read is tried again by the query).
 */
export function IdleSignOut() {
  const minutes = useSessionPolicy().data?.idleSignOutMinutes;
  return minutes === undefined ? null : <IdleSignOutAfter minutes={minutes} />;
}

function IdleSignOutAfter({ minutes }: { minutes: number }) {
  const { t } = useShellTranslation();
  const signOut = useSignOut();
  const signOutIdle = useCallback(
    (after: number) => {
      rememberIdleSignOut(after);
      void signOut();
    },
    [signOut],
  );
  const { secondsLeft, stay } = useIdleSignOut(minutes, signOutIdle);

  return (
    <Dialog.Root
      role="alertdialog"
      open={secondsLeft !== null}
      onOpenChange={({ open }) => {
        if (!open) stay();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('idleSignOut.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description aria-live="polite">
                {t('idleSignOut.description', { count: secondsLeft ?? 0 })}
              </Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={() => signOutIdle(minutes)}>
                {t('idleSignOut.signOutNow')}
              </Button>
              <Button onClick={stay}>{t('idleSignOut.stay')}</Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
