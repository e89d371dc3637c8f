import type { Notification } from '@care/contracts';
import type { notifications } from '../../db/schema';
import type { Language } from './language';

type NotificationRow = typeof notifications.$inferSelect;

/** A notification in the caller's language; every language is stored. */
export function toNotification(row: NotificationRow, language: Language): Notification {
  return {
    id: row.id,
    title: language === 'en' ? row.titleEn : row.titlePl,
    description: language === 'en' ? row.descriptionEn : row.descriptionPl,
    data: { orderId: row.orderId, type: row.type },
    createdAt: row.createdAt.toISOString(),
    ...(row.readAt === null ? {} : { readAt: row.readAt.toISOString() }),
    ...(row.organizationId === null ? {} : { organizationId: row.organizationId }),
  };
}
