import type {
  BatchResponse,
  Messaging,
  SendResponse,
  TokenMessage,
} from 'firebase-admin/messaging';

/**
 * The part of firebase-admin's Messaging the push job uses: one call that sends up to
 * `maxMessagesPerCall` messages and answers each one's fate in order. Production passes
 * `getMessaging(app)`; tests pass a fake of the same shape, since the push service is not ours.
 */
export type PushMessaging = Pick<Messaging, 'sendEach'>;
export type PushMessage = TokenMessage;
export type { BatchResponse };

/** FCM refuses larger batches. */
export const maxMessagesPerCall = 500;

/**
 * What became of one message: handed over; its token no longer names an installed app (the
 * device is forgotten); a failure worth retrying later; or one retrying will not cure.
 */
export type PushOutcome = 'sent' | 'unregistered' | 'retry' | 'rejected';

const unregisteredCodes = new Set([
  'messaging/registration-token-not-registered',
  'messaging/invalid-registration-token',
]);
const retryCodes = new Set([
  'messaging/internal-error',
  'messaging/server-unavailable',
  'messaging/unknown-error',
  'messaging/message-rate-exceeded',
  'messaging/device-message-rate-exceeded',
  'messaging/quota-exceeded',
]);

export function pushOutcome(response: SendResponse): PushOutcome {
  if (response.success) return 'sent';
  const code = response.error?.code ?? '';
  if (unregisteredCodes.has(code)) return 'unregistered';
  if (retryCodes.has(code)) return 'retry';
  return 'rejected';
}
