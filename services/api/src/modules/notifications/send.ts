import type { NotificationType } from '@care/contracts';
import type { Database } from '../../db/database';
import { notifications } from '../../db/schema';
import type { ModuleDeps } from '../deps';
import { insertNotifications } from '../events/record';
import { type NotifiedOrder, notificationColumns } from './texts';

/** The order a transition's notifications are about. */
export interface NotifiedOrderRef extends NotifiedOrder {
  id: string;
  organizationId: string;
}

/** One notification type and everyone who gets it. */
export interface NotificationBatch {
  type: NotificationType;
  accountIds: readonly string[];
}

/**
 * Writes a transition's notifications in its transaction (so they exist exactly when it
 * commits), tells each recipient's live streams, and, when push is on, queues their push in the same transaction: one job per
 * transition, which a slow push service can only delay, never the caller's answer.
 */
export function createNotifier({ enqueue, pushJob }: Pick<ModuleDeps, 'enqueue' | 'pushJob'>) {
  return async function notify(
    tx: Database,
    order: NotifiedOrderRef,
    batches: readonly NotificationBatch[],
  ): Promise<string[]> {
    const rows = batches.flatMap(({ type, accountIds }) =>
      [...new Set(accountIds)].map((accountId) => ({
        accountId,
        organizationId: order.organizationId,
        type,
        orderId: order.id,
        ...notificationColumns(type, order),
      })),
    );
    if (rows.length === 0) return [];
    const notificationIds = await insertNotifications(
      tx,
      tx.insert(notifications).values(rows).returning({
        id: notifications.id,
        organizationId: notifications.organizationId,
        accountId: notifications.accountId,
      }),
    );
    if (pushJob) await enqueue(pushJob, { notificationIds }, { tx });
    return notificationIds;
  };
}

export type Notify = ReturnType<typeof createNotifier>;
