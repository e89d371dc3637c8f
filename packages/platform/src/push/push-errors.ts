/** The push setup's developer-facing error codes (spec §8), as the messaging SDK names them. */
export const pushErrorCodes = [
  'missing-app-config-values',
  'only-available-in-window',
  'only-available-in-sw',
  'permission-default',
  'permission-blocked',
  'unsupported-browser',
  'indexed-db-unsupported',
  'failed-service-worker-registration',
  'token-subscribe-failed',
  'token-subscribe-no-token',
  'token-unsubscribe-failed',
  'token-update-failed',
  'token-update-no-token',
  'invalid-sw-registration',
  'invalid-bg-handler',
  'invalid-vapid-key',
  'use-sw-after-get-token',
  'use-vapid-key-after-get-token',
] as const;
export type PushErrorCode = (typeof pushErrorCodes)[number];

const knownCodes: ReadonlySet<string> = new Set(pushErrorCodes);

/** The code of a messaging SDK error (`messaging/permission-blocked`), or undefined for any other error. */
export function pushErrorCodeOf(error: unknown): PushErrorCode | undefined {
  const code =
    typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  const bare = code.replace(/^messaging\//, '');
  return knownCodes.has(bare) ? (bare as PushErrorCode) : undefined;
}

const logged = new Set<PushErrorCode>();

/**
 * Tells the developer once per page what stopped push: the same cause recurs on every sign-in
 * and every switch, and a console full of repeats hides the first one.
 */
export function logPushErrorOnce(code: PushErrorCode, cause?: unknown): void {
  if (logged.has(code)) return;
  logged.add(code);
  console.error(`Push notifications: ${code}`, ...(cause === undefined ? [] : [cause]));
}
