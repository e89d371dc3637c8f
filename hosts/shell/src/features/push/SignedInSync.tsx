import { useRuntimeConfig } from '@care/host-kit';
import { onPushNotice, startPushRegistration, type PushNotice } from '@care/platform/push';
import { startTokenSync } from '@care/platform/token-sync';
import { toaster } from '@care/ui';
import { useEffect } from 'react';
import { useShellTranslation } from '../../app/i18n/shell-i18n';

/** Emitted at the root of the build beside index.html: the notification logo. */
const NOTIFICATION_ICON = '/favicon.svg';

const explanationOf = {
  tokenError: 'common:messages.notificationTokenError',
  setupFailed: 'common:messages.notificationSetupFailed',
} as const;

/**
 * Mounted by the signed-in layout (so none of this loads with the sign-in page): starts what a
 * signed-in page keeps in step with the servers, the push device and the optional token sync,
 * and tells the user what went wrong with push, whichever page switched it.
 */
export function SignedInSync() {
  const { t } = useShellTranslation();
  const config = useRuntimeConfig();

  useEffect(
    () =>
      onPushNotice((notice: PushNotice) => {
        if (notice === 'permissionDenied') {
          toaster.warning({ title: t('common:messages.notificationPermissionDenied') });
        } else {
          toaster.error({
            title: t(`push.${notice}`),
            description: t(explanationOf[notice]),
          });
        }
      }),
    [t],
  );

  useEffect(() => {
    if (!config) return;
    void startTokenSync(config.tokenSyncUrl);
    startPushRegistration({ firebase: config.firebase, notificationIcon: NOTIFICATION_ICON }).catch(
      (error: unknown) => console.error('Push could not start.', error),
    );
  }, [config]);

  return null;
}
