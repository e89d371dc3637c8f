import type { Notification, NotificationList } from '@care/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Account } from '../../auth/caller';
import type { Database } from '../../db/database';
import { devices, notifications } from '../../db/schema';
import { problems } from '../../domain/errors';
import { pageOf } from '../../domain/page';
import { recordAudit } from '../audit/service';
import { toNotification } from './dto';
import type { Language } from './language';
import { countUnread, notificationPage, unreadOf } from './queries';

export function createNotificationService(db: Database) {
  return {
    /** Newest first; one extra row tells isLast without counting. */
    async list(
      account: Account,
      page: number,
      limit: number,
      language: Language,
    ): Promise<NotificationList> {
      const rows = await notificationPage(db, account.id, limit + 1, (page - 1) * limit);
      return pageOf(
        rows.map((row) => toNotification(row, language)),
        { page, limit },
      );
    },

    countUnread: (account: Account): Promise<number> => countUnread(db, account.id),

    /** Marks one of the caller's notifications read; reading it again changes nothing. */
    async read(
      account: Account,
      notificationId: string,
      language: Language,
    ): Promise<Notification> {
      return db.transaction(async (tx) => {
        const [marked] = await tx
          .update(notifications)
          .set({ readAt: sql`now()` })
          .where(and(eq(notifications.id, notificationId), unreadOf(account.id)))
          .returning();
        if (marked) {
          await recordAudit(tx, {
            actorAccountId: account.id,
            organizationId: marked.organizationId,
            entity: 'notification',
            entityId: marked.id,
            action: 'read',
            changes: { readAt: { before: null, after: marked.readAt?.toISOString() ?? null } },
          });
          return toNotification(marked, language);
        }
        const [existing] = await tx
          .select()
          .from(notifications)
          .where(
            and(eq(notifications.id, notificationId), eq(notifications.accountId, account.id)),
          );
        if (!existing) throw problems.notFound();
        return toNotification(existing, language);
      });
    },

    async readAll(account: Account): Promise<number> {
      return db.transaction(async (tx) => {
        const marked = await tx
          .update(notifications)
          .set({ readAt: sql`now()` })
          .where(unreadOf(account.id))
          .returning({ id: notifications.id });
        if (marked.length > 0) {
          await recordAudit(tx, {
            actorAccountId: account.id,
            organizationId: null,
            entity: 'account',
            entityId: account.id,
            action: 'notifications-read',
            changes: { unreadCount: { before: marked.length, after: 0 } },
          });
        }
        return marked.length;
      });
    },

    /**
     * Idempotent per (account, device): registering a known device again adds nothing, though it
     * takes the language it registered in now, which its pushes are written in.
     */
    async addDevice(account: Account, deviceId: string, language: Language): Promise<void> {
      await db.transaction(async (tx) => {
        const [added] = await tx
          .insert(devices)
          .values({ accountId: account.id, deviceId, language })
          .onConflictDoNothing({ target: [devices.accountId, devices.deviceId] })
          .returning();
        if (!added) {
          await tx
            .update(devices)
            .set({ language })
            .where(and(eq(devices.accountId, account.id), eq(devices.deviceId, deviceId)));
        }
        if (added) {
          await recordAudit(tx, {
            actorAccountId: account.id,
            organizationId: null,
            entity: 'device',
            entityId: added.id,
            action: 'added',
            changes: { deviceId: { before: null, after: deviceId } },
          });
        }
      });
    },

    async removeDevice(account: Account, deviceId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const removed = await tx
          .delete(devices)
          .where(and(eq(devices.accountId, account.id), eq(devices.deviceId, deviceId)))
          .returning();
        for (const device of removed) {
          await recordAudit(tx, {
            actorAccountId: account.id,
            organizationId: null,
            entity: 'device',
            entityId: device.id,
            action: 'removed',
            changes: { deviceId: { before: deviceId, after: null } },
          });
        }
      });
    },
  };
}
