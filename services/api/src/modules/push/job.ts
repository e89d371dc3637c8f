import { and, eq, inArray, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { devices, notifications, pushDeliveries } from '../../db/schema';
import { defineJob, type JobDefinition, type RetryPolicy } from '../../jobs/definition';
import { recordAudit } from '../audit/service';
import { defaultLanguage, type Language, languages } from '../notifications/language';
import {
  maxMessagesPerCall,
  type PushMessage,
  type PushMessaging,
  type PushOutcome,
  pushOutcome,
} from './messaging';

export const pushPayloadSchema = z.object({ notificationIds: z.array(z.uuid()).min(1) });
export type PushJob = JobDefinition<typeof pushPayloadSchema>;

/** One notification for one registered device that has not had it yet. */
function pendingPushes(db: Database, notificationIds: string[]) {
  return db
    .select({
      notification: notifications,
      device: { id: devices.id, token: devices.deviceId, language: devices.language },
    })
    .from(notifications)
    .innerJoin(devices, eq(devices.accountId, notifications.accountId))
    .leftJoin(
      pushDeliveries,
      and(
        eq(pushDeliveries.notificationId, notifications.id),
        eq(pushDeliveries.deviceId, devices.id),
      ),
    )
    .where(and(inArray(notifications.id, notificationIds), isNull(pushDeliveries.notificationId)))
    .orderBy(notifications.id, devices.id);
}

type PendingPush = Awaited<ReturnType<typeof pendingPushes>>[number];

const languageOf = (value: string): Language =>
  languages.find((language) => language === value) ?? defaultLanguage;

/**
 * A data message (the app or the panel's service worker shows it), in the device's language.
 * The stored texts name only the order's number and type, never the patient.
 */
export function pushMessage({ notification, device }: PendingPush): PushMessage {
  const english = languageOf(device.language) === 'en';
  return {
    token: device.token,
    data: {
      notificationId: notification.id,
      type: notification.type,
      orderId: notification.orderId,
      organizationId: notification.organizationId ?? '',
      title: (english ? notification.titleEn : notification.titlePl) ?? '',
      description: (english ? notification.descriptionEn : notification.descriptionPl) ?? '',
    },
    android: { priority: 'high' },
    apns: { payload: { aps: { contentAvailable: true } } },
    webpush: { headers: { Urgency: 'high' } },
  };
}

async function sendAll(messaging: PushMessaging, messages: PushMessage[]): Promise<PushOutcome[]> {
  const outcomes: PushOutcome[] = [];
  for (let start = 0; start < messages.length; start += maxMessagesPerCall) {
    const batch = await messaging.sendEach(messages.slice(start, start + maxMessagesPerCall));
    outcomes.push(...batch.responses.map(pushOutcome));
  }
  return outcomes;
}

/**
 * Pushes a batch of notifications (those one transition wrote) to their recipients' devices.
 * A push leaves the database, so it runs at least once: each (notification, device) handed over
 * is recorded and a retry sends only the rest. A device whose token the push service no longer
 * knows is forgotten.
 */
export function createPushJob(
  messaging: PushMessaging,
  retry: RetryPolicy = { limit: 5, delaySeconds: 30, backoff: true },
): PushJob {
  return defineJob({
    name: 'push-notifications',
    payload: pushPayloadSchema,
    retry,
    expireInSeconds: 5 * 60,
    concurrency: 2,
    async handler({ notificationIds }, { db, log, transaction }) {
      const pending = await pendingPushes(db, notificationIds);
      if (pending.length === 0) return;
      const outcomes = await sendAll(messaging, pending.map(pushMessage));
      const having = (outcome: PushOutcome) => pending.filter((_, i) => outcomes[i] === outcome);
      const sent = having('sent');
      const gone = [
        ...new Map(having('unregistered').map((push) => [push.device.id, push])).values(),
      ];
      const later = having('retry').length;
      const rejected = having('rejected').length;
      if (rejected > 0) log.warn({ rejected }, 'the push service refused some pushes for good');

      const record = async (tx: Database) => {
        if (sent.length > 0)
          await tx
            .insert(pushDeliveries)
            .values(
              sent.map(({ notification, device }) => ({
                notificationId: notification.id,
                deviceId: device.id,
              })),
            )
            .onConflictDoNothing();
        for (const { device, notification } of gone) {
          const [removed] = await tx.delete(devices).where(eq(devices.id, device.id)).returning();
          if (!removed) continue;
          await recordAudit(tx, {
            actorAccountId: null,
            organizationId: null,
            entity: 'device',
            entityId: removed.id,
            action: 'unregistered',
            changes: { deviceId: { before: removed.deviceId, after: null } },
          });
          log.info(
            { accountId: notification.accountId },
            'forgot a device the push service no longer knows',
          );
        }
      };
      if (later > 0) {
        // Keep what went out, then fail this attempt so the retry sends only the rest.
        await db.transaction(record);
        throw new Error(`${later} of ${pending.length} pushes could not be sent for now`);
      }
      await transaction(record);
    },
  });
}
