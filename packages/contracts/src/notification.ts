import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { notificationTypeSchema } from './enums';
import { countSchema, paginationSchema } from './pagination';
import { dateTimeSchema, limits, uuidSchema } from './primitives';

/** Parsed strictly: uuid ids, datetime strings, a known type. */
export const notificationSchema = z.object({
  id: uuidSchema,
  title: z.string().nullish(),
  description: z.string().nullish(),
  data: z.object({ orderId: uuidSchema, type: notificationTypeSchema }),
  createdAt: dateTimeSchema,
  readAt: dateTimeSchema.optional(),
  organizationId: uuidSchema.optional(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.object({
  items: z.array(notificationSchema),
  pagination: paginationSchema.pick({ page: true, limit: true, isLast: true }),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const notificationQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).default(limits.firstPage),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(limits.pageSize.max)
    .default(limits.notificationPageSize),
});

export const notificationCountSchema = countSchema;

export const deviceSchema = z.strictObject({ deviceId: z.string().min(1).max(4096) });
export type Device = z.infer<typeof deviceSchema>;

/** A notification is unread while readAt is absent. */
export function isUnread(notification: Pick<Notification, 'readAt'>): boolean {
  return notification.readAt === undefined;
}

export const notificationEndpoints = {
  listNotifications: defineEndpoint({
    method: 'GET',
    path: '/account/me/notification',
    access: 'registered',
    tag: 'notifications',
    summary: 'The caller’s notifications, newest first',
    query: notificationQuerySchema,
    response: notificationListSchema,
    successStatus: 200,
  }),
  countNotifications: defineEndpoint({
    method: 'GET',
    path: '/account/me/notification/count',
    access: 'registered',
    tag: 'notifications',
    summary: 'Unread notifications',
    response: notificationCountSchema,
    successStatus: 200,
  }),
  readNotification: defineEndpoint({
    method: 'POST',
    path: '/account/me/notification/:notificationId/read',
    access: 'registered',
    tag: 'notifications',
    summary: 'Mark one notification read',
    params: z.strictObject({ notificationId: uuidSchema }),
    response: notificationSchema,
    successStatus: 200,
  }),
  readAllNotifications: defineEndpoint({
    method: 'POST',
    path: '/account/me/notification/read-all',
    access: 'registered',
    tag: 'notifications',
    summary: 'Mark every notification read',
    response: countSchema,
    successStatus: 200,
  }),
  addDevice: defineEndpoint({
    method: 'POST',
    path: '/account/me/notification/device/add',
    access: 'registered',
    tag: 'notifications',
    summary: 'Register a push device; idempotent',
    body: deviceSchema,
    successStatus: 204,
  }),
  removeDevice: defineEndpoint({
    method: 'POST',
    path: '/account/me/notification/device/remove',
    access: 'registered',
    tag: 'notifications',
    summary: 'Forget a push device',
    body: deviceSchema,
    successStatus: 204,
  }),
};
