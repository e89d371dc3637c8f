import type { FirebaseWebConfig } from '@care/contracts/runtime-config';
import { create } from 'zustand';
import { useAuthStore } from '../auth/auth-store';
import { getFirebaseAuth } from '../auth/firebase';
import { routePatterns } from '../routes/routes';
import { addDevice, removeDevice } from './device-registration';
import {
  logPushErrorOnce,
  logPushNotConfiguredOnce,
  pushErrorCodeOf,
  type PushErrorCode,
} from './push-errors';
import {
  clearRegistration,
  isDueForRefresh,
  isSwitchedOff,
  readRegistration,
  setSwitchedOff,
  writeRegistration,
} from './push-token-store';
import { serviceWorkerAssets } from './service-worker-assets';

/**
 * Where push stands in this browser for the signed-in user:
 * idle (not started), off (switched off by the user), unconfigured (the runtime config lacks
 * an app value), unsupported (the browser cannot), working, denied (notification permission not
 * granted), registered (the API pushes to this browser), failed.
 */
export type PushStatus =
  'idle' | 'off' | 'unconfigured' | 'unsupported' | 'working' | 'denied' | 'registered' | 'failed';

/** What the user is told: the shell words each one. */
export type PushNotice = 'permissionDenied' | 'tokenError' | 'setupFailed';

export interface PushOptions {
  firebase: FirebaseWebConfig;
  /** The icon of background notifications (the favicon). */
  notificationIcon: string;
}

export const usePushStore = create<{ status: PushStatus }>()(() => ({
  status: isSwitchedOff() ? 'off' : 'idle',
}));
const setStatus = (status: PushStatus) => usePushStore.setState({ status });

const noticeListeners = new Set<(notice: PushNotice) => void>();

/** Calls `listener` with every notice for the user; returns the unsubscribe function. */
export function onPushNotice(listener: (notice: PushNotice) => void): () => void {
  noticeListeners.add(listener);
  return () => noticeListeners.delete(listener);
}
const notify = (notice: PushNotice) => noticeListeners.forEach((listener) => listener(notice));

/** A setup step that failed with one of the messaging SDK's codes. */
class PushStepError extends Error {
  constructor(
    readonly code: PushErrorCode,
    readonly reason?: unknown,
  ) {
    super(code);
  }
}

/** The API did not take the device (an error answer, a second 5xx, or no answer in 10 s). */
class DeviceRegistrationError extends Error {
  constructor(readonly reason: unknown) {
    super('The device could not be registered with the API.');
  }
}

/** Push needs these four app values; the VAPID key is optional (the SDK has a default). */
const requiredConfigValues = ['projectId', 'apiKey', 'appId', 'messagingSenderId'] as const;

/**
 * Push is not set up for this environment at all when neither of its own values is given; one
 * of them without the others is a misconfiguration.
 */
const pushValues = ['messagingSenderId', 'vapidKey'] as const;

/** Push needs push, service workers, notifications, fetch and a local database. */
function browserSupportsPush(): boolean {
  return (
    'serviceWorker' in navigator &&
    'Notification' in window &&
    'PushManager' in window &&
    'fetch' in window &&
    'indexedDB' in window
  );
}

const messagingSdk = () => import('firebase/messaging');
type MessagingSdk = Awaited<ReturnType<typeof messagingSdk>>;

let options: PushOptions | undefined;
let announceConfigured: () => void;
const configured = new Promise<void>((resolve) => (announceConfigured = resolve));
let running: Promise<void> | undefined;

/**
 * Starts push for the signed-in user unless they switched it off: checks the configuration and
 * the browser, asks for notification permission while it is undecided, and registers this
 * browser's token with the API (again once it is 7 days old). Resolves when done; failures end
 * in the status and a notice, never in a rejection.
 */
export function startPushRegistration(next: PushOptions): Promise<void> {
  options = next;
  announceConfigured();
  if (isSwitchedOff()) {
    setStatus('off');
    return Promise.resolve();
  }
  return register('signIn');
}

/** The user switches push on (the settings page); a refusal of permission is told to them. */
export async function switchPushOn(): Promise<void> {
  await configured;
  setSwitchedOff(false);
  await register('switchedOn');
}

/** The user switches push off: the API forgets this browser and its push subscription ends. */
export async function switchPushOff(): Promise<void> {
  setSwitchedOff(true);
  await running;
  setStatus('off');
  await forgetDevice();
  try {
    const subscription = await (await pushWorker())?.pushManager.getSubscription();
    await subscription?.unsubscribe();
  } catch (error) {
    logPushErrorOnce('token-unsubscribe-failed', error);
  }
}

/**
 * Before the identity service signs the user out (the API call needs their token): the API
 * stops pushing to this browser. Push itself stays as the user set it for the next sign-in.
 */
export async function removePushDeviceOnSignOut(): Promise<void> {
  await forgetDevice();
  if (usePushStore.getState().status !== 'off') setStatus('idle');
}

async function forgetDevice(): Promise<void> {
  const stored = readRegistration();
  clearRegistration();
  if (!stored) return;
  try {
    await removeDevice(stored.token);
  } catch (error) {
    console.error('Push notifications: the device could not be removed from the API.', error);
  }
}

function register(reason: 'signIn' | 'switchedOn'): Promise<void> {
  running ??= run(reason).finally(() => {
    running = undefined;
  });
  return running;
}

async function run(reason: 'signIn' | 'switchedOn'): Promise<void> {
  if (!options) return;
  const { firebase } = options;
  if (pushValues.every((key) => !firebase[key])) {
    logPushNotConfiguredOnce();
    setStatus('unconfigured');
    return;
  }
  if (requiredConfigValues.some((key) => !firebase[key])) {
    logPushErrorOnce('missing-app-config-values');
    setStatus('unconfigured');
    return;
  }
  if (typeof window === 'undefined' || typeof navigator === 'undefined') {
    logPushErrorOnce('only-available-in-window');
    setStatus('unsupported');
    return;
  }
  if (!browserSupportsPush()) {
    logPushErrorOnce('unsupported-browser');
    setStatus('unsupported');
    return;
  }
  setStatus('working');
  try {
    const sdk = await messagingSdk();
    if (!(await sdk.isSupported())) {
      logPushErrorOnce('unsupported-browser');
      setStatus('unsupported');
      return;
    }

    const prompted = Notification.permission === 'default';
    const permission = prompted ? await Notification.requestPermission() : Notification.permission;
    if (permission !== 'granted') {
      logPushErrorOnce(permission === 'denied' ? 'permission-blocked' : 'permission-default');
      setStatus('denied');
      // A browser-level refusal from an earlier visit is not repeated at every sign-in.
      if (prompted || reason === 'switchedOn') notify('permissionDenied');
      return;
    }

    const worker = await pushWorker();
    if (!worker) throw new PushStepError('failed-service-worker-registration');
    await syncToken(sdk, worker);
    setStatus('registered');
  } catch (error) {
    fail(error);
  }
}

function fail(error: unknown): void {
  setStatus('failed');
  if (error instanceof DeviceRegistrationError) {
    console.error('Push notifications: the device could not be registered.', error.reason);
    notify('tokenError');
    return;
  }
  const code = error instanceof PushStepError ? error.code : pushErrorCodeOf(error);
  if (code) logPushErrorOnce(code, error instanceof PushStepError ? error.reason : error);
  else console.error('Push notifications could not be set up.', error);
  notify(code?.startsWith('token-') ? 'tokenError' : 'setupFailed');
}

/** The push service worker, registered with what it needs in its query (see the worker). */
async function pushWorker(): Promise<ServiceWorkerRegistration | undefined> {
  if (!options || !('serviceWorker' in navigator)) return undefined;
  const { firebase, notificationIcon } = options;
  const assets = serviceWorkerAssets();
  const url = new URL(assets.worker);
  url.search = new URLSearchParams({
    app: assets.appSdk.href,
    messaging: assets.messagingSdk.href,
    apiKey: firebase.apiKey,
    projectId: firebase.projectId,
    appId: firebase.appId ?? '',
    messagingSenderId: firebase.messagingSenderId ?? '',
    icon: notificationIcon,
    orderPath: routePatterns.orderDetails,
  }).toString();
  try {
    return await navigator.serviceWorker.register(url.href);
  } catch (error) {
    throw new PushStepError('failed-service-worker-registration', error);
  }
}

const subscriptionEndpoint = async (worker: ServiceWorkerRegistration) =>
  (await worker.pushManager.getSubscription())?.endpoint ?? null;

/**
 * Keeps the API's record of this browser's token current: nothing to do while the stored token
 * is younger than 7 days and its push subscription unchanged; otherwise the messaging SDK is asked
 * for the token (it deletes one whose subscription changed and issues a new one), a token that
 * changed is removed from the API before the new one is added, and the new one is stored.
 */
async function syncToken(sdk: MessagingSdk, worker: ServiceWorkerRegistration): Promise<void> {
  const uid = useAuthStore.getState().user?.uid;
  if (!uid || !options) return;
  const stored = readRegistration();
  const subscriptionChanged =
    stored !== undefined && stored.endpoint !== (await subscriptionEndpoint(worker));
  if (stored && stored.uid === uid && !subscriptionChanged && !isDueForRefresh(stored)) return;

  const messaging = sdk.getMessaging((await getFirebaseAuth()).app);
  const token = await sdk.getToken(messaging, {
    ...(options.firebase.vapidKey ? { vapidKey: options.firebase.vapidKey } : {}),
    serviceWorkerRegistration: worker,
  });
  if (stored && stored.uid === uid && stored.token !== token) {
    clearRegistration();
    await removeDevice(stored.token).catch((error: unknown) =>
      console.error('Push notifications: the old device could not be removed.', error),
    );
  }
  try {
    await addDevice(token);
  } catch (error) {
    throw new DeviceRegistrationError(error);
  }
  writeRegistration({
    token,
    endpoint: await subscriptionEndpoint(worker),
    registeredAt: Date.now(),
    uid,
  });
}
