/**
 * The push setup's developer-facing error codes, as the messaging SDK names them, with
 * what each means. They are written to the console for developers, so in English only.
 */
const pushErrorDescriptions = {
  'missing-app-config-values':
    'Push messaging is missing configuration values: project id, API key, app id and messaging sender id.',
  'only-available-in-window': 'This push messaging method is only available in a browser window.',
  'only-available-in-sw': 'This push messaging method is only available in a service worker.',
  'permission-default': 'The notification permission has not been granted or denied yet.',
  'permission-blocked': 'The notification permission is blocked.',
  'unsupported-browser': 'This browser lacks what push messaging needs.',
  'indexed-db-unsupported': 'This browser has no IndexedDB, which push messaging needs.',
  'failed-service-worker-registration':
    'The push messaging service worker could not be registered.',
  'token-subscribe-failed': 'Subscribing to push messages failed.',
  'token-subscribe-no-token': 'Subscribing to push messages returned no token.',
  'token-unsubscribe-failed': 'Unsubscribing from push messages failed.',
  'token-update-failed': 'Updating the push token failed.',
  'token-update-no-token': 'Updating the push token returned no token.',
  'invalid-sw-registration':
    'The service worker registration given to push messaging is not valid.',
  'invalid-bg-handler': 'The background message handler must be a function.',
  'invalid-vapid-key': 'The VAPID key must be a non-empty string.',
  'use-sw-after-get-token': 'The service worker must be set before the first token is requested.',
  'use-vapid-key-after-get-token': 'The VAPID key must be set before the first token is requested.',
} as const;

export const pushErrorCodes = Object.keys(pushErrorDescriptions) as PushErrorCode[];
export type PushErrorCode = keyof typeof pushErrorDescriptions;

const knownCodes: ReadonlySet<string> = new Set(pushErrorCodes);

/** The code of a messaging SDK error (`messaging/permission-blocked`), or undefined for any other error. */
export function pushErrorCodeOf(error: unknown): PushErrorCode | undefined {
  const code =
    typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  const bare = code.replace(/^messaging\//, '');
  return knownCodes.has(bare) ? (bare as PushErrorCode) : undefined;
}

const logged = new Set<PushErrorCode | 'not-configured'>();

/**
 * Says once per page, as information, that push is off because this environment gives it no
 * messaging values: a deployment without push (a developer's machine) is not an error.
 */
export function logPushNotConfiguredOnce(): void {
  if (logged.has('not-configured')) return;
  logged.add('not-configured');
  console.info(
    'Push notifications are off: the runtime config has no messaging sender id or VAPID key.',
  );
}

/**
 * Tells the developer once per page what stopped push: the same cause recurs on every sign-in
 * and every switch, and a console full of repeats hides the first one.
 */
export function logPushErrorOnce(code: PushErrorCode, cause?: unknown): void {
  if (logged.has(code)) return;
  logged.add(code);
  console.error(
    `Push notifications: ${code}`,
    pushErrorDescriptions[code],
    ...(cause === undefined ? [] : [cause]),
  );
}
