import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
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
