import { notificationTypes } from '@care/contracts';
import { notifications } from '../db/schema';
import { notificationColumns } from '../modules/notifications/texts';
import { type SeedContext, hoursAgo } from './context';
import { seedId } from './ids';

/** Enough for three pages of the bell's infinite scroll (page size 10). */
const operatorNotificationCount = 25;
const unreadCount = 7;

/**
 * Notifications for operator@care.test about orders of "Hospicjum Demo", newest unread. Orders
 * are not seeded yet; their ids are stable so the orders seed can create them under the same ids.
 */
export async function seedNotifications({ tx, accountIds, organizationIds, now }: SeedContext) {
  const accountId = accountIds.operator;
  if (!accountId) return;
  const rows = Array.from({ length: operatorNotificationCount }, (_, index) => {
    const type = notificationTypes[index % notificationTypes.length] ?? 'ORDER_CREATED';
    const createdAt = hoursAgo(now, 1 + index * 7);
    return {
      id: seedId(`notification:operator:${index}`),
      accountId,
      organizationId: organizationIds.demo,
      type,
      orderId: seedId(`order:demo:${index % 12}`),
      ...notificationColumns(type),
      createdAt,
      readAt: index < unreadCount ? null : hoursAgo(createdAt, -1),
    };
  });
  await tx.insert(notifications).values(rows).onConflictDoNothing();
}
