import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { preparedQuery } from '../../db/prepared';
import { notifications } from '../../db/schema';

export const unreadOf = (accountId: string) =>
  and(eq(notifications.accountId, accountId), isNull(notifications.readAt));

/** Newest first, straight off the (account, created_at desc, id desc) index. */
export function notificationPage(db: Database, accountId: string, limit: number, offset: number) {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.accountId, accountId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit)
    .offset(offset);
}

const unreadCount = preparedQuery((db) =>
  db
    .select({ count: count() })
    .from(notifications)
    .where(
      and(eq(notifications.accountId, sql.placeholder('accountId')), isNull(notifications.readAt)),
    )
    .prepare('unread_notification_count'),
);

/** The bell's figure, asked on every page of the panel. */
export async function countUnread(db: Database, accountId: string) {
  const [row] = await unreadCount(db).execute({ accountId });
  return row?.count ?? 0;
}
