import type { Handlers } from '../../http/endpoint-routes';
import type { ModuleDeps } from '../deps';
import { preferredLanguage } from './language';
import { createNotificationService } from './service';

export function notificationHandlers({ db }: ModuleDeps) {
  const notifications = createNotificationService(db);
  return {
    listNotifications: async ({ caller, query, request }) =>
      notifications.list(
        caller.account,
        query.page,
        query.limit,
        preferredLanguage(request.headers['accept-language']),
      ),
    countNotifications: async ({ caller }) => ({
      count: await notifications.countUnread(caller.account),
    }),
    readNotification: async ({ caller, params, request }) =>
      notifications.read(
        caller.account,
        params.notificationId,
        preferredLanguage(request.headers['accept-language']),
      ),
    readAllNotifications: async ({ caller }) => ({
      count: await notifications.readAll(caller.account),
    }),
    addDevice: async ({ caller, body, request }) =>
      notifications.addDevice(
        caller.account,
        body.deviceId,
        preferredLanguage(request.headers['accept-language']),
      ),
    removeDevice: async ({ caller, body }) =>
      notifications.removeDevice(caller.account, body.deviceId),
  } satisfies Partial<Handlers>;
}
