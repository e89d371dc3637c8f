import { z } from 'zod';
import { notificationTypeSchema } from './enums';
import { countSchema, paginationSchema } from './pagination';
import { dateTimeSchema, limits, uuidSchema } from './primitives';

/** Parsed strictly (spec §5): uuid ids, datetime strings, a known type. */
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
