import type { App } from 'firebase-admin/app';
import { getMessaging } from 'firebase-admin/messaging';
import type { Logger } from 'pino';
import { createPushJob, type PushJob } from './job';

/**
 * The push job when push is switched on (firebase-admin messaging of the API's own Firebase app,
 * with its credentials), or null: notifications are then written and shown in the panel, no
 * push is queued, and this is said once, here, rather than on every notification.
 */
export function configurePush(
  { enabled, app }: { enabled: boolean; app: () => App },
  log: Pick<Logger, 'info'>,
): PushJob | null {
  if (!enabled) {
    log.info(
      'push notifications are off (PUSH_ENABLED is not set): notifications stay in the panel',
    );
    return null;
  }
  log.info('push notifications go out through Firebase Cloud Messaging');
  return createPushJob(getMessaging(app()));
}
