import { apiBasePath } from '@care/contracts/endpoint';
import type { FirebaseWebConfig } from '@care/contracts/runtime-config';
import { pushErrorCodes, type PushErrorCode } from './push-errors';
import {
  PUSH_REGISTRATION_STORAGE_KEY,
  PUSH_TOKEN_REFRESH_MS,
  type StoredPushRegistration,
} from './push-token-store';

// Boundaries we do not own are stubbed: the messaging and identity SDKs, the browser's push,
// notification and service-worker APIs, and the network under the API client.
// The same stubs survive the module registry resets of loadPage().
const mockMessaging = {
  isSupported: jest.fn(),
  getMessaging: jest.fn(() => ({ messaging: true })),
  getToken: jest.fn(),
  deleteToken: jest.fn(),
};
jest.mock('firebase/messaging', () => mockMessaging);
jest.mock('firebase/app', () => ({ initializeApp: jest.fn(() => ({ name: '[DEFAULT]' })) }));
jest.mock('firebase/auth', () => ({
  initializeAuth: jest.fn((app: unknown) => ({ app })),
  connectAuthEmulator: jest.fn(),
}));
const messaging = mockMessaging;

const firebase: FirebaseWebConfig = {
  apiKey: 'api-key',
  authDomain: 'demo-care.firebaseapp.com',
  projectId: 'demo-care',
  appId: '1:123:web:abc',
  messagingSenderId: '123',
  vapidKey: 'vapid-key',
};
const pushOptions = { firebase, notificationIcon: '/favicon.svg' };
const DAY = 24 * 60 * 60 * 1000;
const ADD = 'POST /account/me/notification/device/add';
const REMOVE = 'POST /account/me/notification/device/remove';

type Answer = number | 'no answer';
let answers: Record<string, Answer[]>;
let calls: { key: string; deviceId: string }[];
let permission: NotificationPermission;
let requestPermission: jest.Mock;
let subscription: { endpoint: string; unsubscribe: jest.Mock } | null;
let register: jest.Mock;
let errorLog: jest.SpyInstance;

/** The API: answers are taken in order per call, 204 when none is left. */
function installNetwork() {
  answers = {};
  calls = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const key = `${request.method} ${new URL(request.url).pathname.slice(apiBasePath.length)}`;
    calls.push({
      key,
      deviceId: ((await request.clone().json()) as { deviceId: string }).deviceId,
    });
    const answer = answers[key]?.shift() ?? 204;
    if (answer === 'no answer') {
      return new Promise<Response>((_, reject) =>
        request.signal.addEventListener('abort', () => reject(request.signal.reason)),
      );
    }
    return answer < 400
      ? new Response(null, { status: answer })
      : new Response(JSON.stringify({ type: 'internal', title: 'Error', status: answer }), {
          status: answer,
          headers: { 'Content-Type': 'application/problem+json' },
        });
  }) as typeof fetch;
}

function installBrowser() {
  permission = 'granted';
  requestPermission = jest.fn(async () => permission);
  Object.defineProperty(window, 'Notification', {
    configurable: true,
    value: {
      get permission() {
        return permission;
      },
      requestPermission,
    },
  });
  Object.defineProperty(window, 'PushManager', { configurable: true, value: class {} });
  Object.defineProperty(window, 'indexedDB', { configurable: true, value: {} });
  subscription = { endpoint: 'https://push.test/subscription-1', unsubscribe: jest.fn() };
  const registration = { pushManager: { getSubscription: jest.fn(async () => subscription) } };
  register = jest.fn(async () => registration);
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { register } });
}

/** A fresh page: module state (logged codes, the store) starts over, as on a reload. */
async function loadPage() {
  jest.resetModules();
  const [push, { useAuthStore }, { initFirebase }, { configurePlatform }] = await Promise.all([
    import('./index'),
    import('../auth/auth-store'),
    import('../auth/firebase'),
    import('../config/platform-config'),
  ]);
  configurePlatform({ apiBaseUrl: `http://api.test${apiBasePath}`, getIdToken: async () => 't' });
  void initFirebase({ firebase });
  useAuthStore.setState({
    status: 'signedIn',
    user: { uid: 'user-1', email: 'operator@care.test', displayName: null },
    claims: { email_verified: true, internalId: 'account-1' },
  });
  const notices: string[] = [];
  push.onPushNotice((notice) => notices.push(notice));
  return { push, notices, status: () => push.usePushStore.getState().status };
}

const stored = (): StoredPushRegistration | null =>
  JSON.parse(localStorage.getItem(PUSH_REGISTRATION_STORAGE_KEY) ?? 'null');

function store(registration: Partial<StoredPushRegistration>) {
  localStorage.setItem(
    PUSH_REGISTRATION_STORAGE_KEY,
    JSON.stringify({
      token: 'token-old',
      endpoint: 'https://push.test/subscription-1',
      registeredAt: Date.now(),
      uid: 'user-1',
      ...registration,
    }),
  );
}

const loggedCodes = () =>
  errorLog.mock.calls
    .map(([message]) => String(message))
    .filter((message) => message.startsWith('Push notifications: '))
    .map((message) => message.slice('Push notifications: '.length));

beforeEach(() => {
  jest.clearAllMocks();
  localStorage.clear();
  installNetwork();
  installBrowser();
  messaging.isSupported.mockResolvedValue(true);
  messaging.getToken.mockResolvedValue('token-1');
  messaging.deleteToken.mockResolvedValue(true);
  errorLog = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.useRealTimers();
  errorLog.mockRestore();
});

describe('push registration', () => {
  it.each(['apiKey', 'projectId', 'appId', 'messagingSenderId'] as const)(
    'without %s logs missing-app-config-values once and never prompts',
    async (missing) => {
      permission = 'default';
      const { push, notices, status } = await loadPage();
      const options = { ...pushOptions, firebase: { ...firebase, [missing]: '' } };

      await push.startPushRegistration(options);
      await push.startPushRegistration(options);

      expect(status()).toBe('unconfigured');
      expect(loggedCodes()).toEqual(['missing-app-config-values']);
      expect(requestPermission).not.toHaveBeenCalled();
      expect(messaging.getToken).not.toHaveBeenCalled();
      expect(notices).toEqual([]);
    },
  );

  it('without any messaging value (push not set up here) says so once as information, not an error', async () => {
    permission = 'default';
    const infoLog = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    const { push, notices, status } = await loadPage();
    const { messagingSenderId: _sender, vapidKey: _vapid, ...withoutPush } = firebase;
    const options = { ...pushOptions, firebase: withoutPush };

    await push.startPushRegistration(options);
    await push.startPushRegistration(options);

    expect(status()).toBe('unconfigured');
    expect(errorLog).not.toHaveBeenCalled();
    expect(infoLog.mock.calls).toEqual([
      ['Push notifications are off: the runtime config has no messaging sender id or VAPID key.'],
    ]);
    expect(requestPermission).not.toHaveBeenCalled();
    expect(notices).toEqual([]);
    infoLog.mockRestore();
  });

  it.each([
    ['no service workers', () => Reflect.deleteProperty(navigator, 'serviceWorker')],
    ['no notifications', () => Reflect.deleteProperty(window, 'Notification')],
    ['no push manager', () => Reflect.deleteProperty(window, 'PushManager')],
    ['the SDK says no', () => messaging.isSupported.mockResolvedValue(false)],
  ])('in a browser with %s does nothing but log unsupported-browser', async (_, remove) => {
    permission = 'default';
    remove();
    const { push, notices, status } = await loadPage();

    await push.startPushRegistration(pushOptions);

    expect(status()).toBe('unsupported');
    expect(loggedCodes()).toEqual(['unsupported-browser']);
    expect(requestPermission).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
    expect(notices).toEqual([]);
  });

  it('asks for permission while undecided, then registers the token with the API', async () => {
    permission = 'default';
    requestPermission.mockImplementation(async () => (permission = 'granted'));
    const { push, notices, status } = await loadPage();

    await push.startPushRegistration(pushOptions);

    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(messaging.getToken).toHaveBeenCalledWith(expect.anything(), {
      vapidKey: 'vapid-key',
      serviceWorkerRegistration: await register.mock.results[0]?.value,
    });
    expect(calls).toEqual([{ key: ADD, deviceId: 'token-1' }]);
    expect(stored()).toEqual({
      token: 'token-1',
      endpoint: 'https://push.test/subscription-1',
      registeredAt: expect.any(Number),
      uid: 'user-1',
    });
    expect(status()).toBe('registered');
    expect(notices).toEqual([]);
  });

  it('registers the worker with the config values, the favicon and the SDK files in its query', async () => {
    const { push } = await loadPage();
    await push.startPushRegistration(pushOptions);

    const url = new URL(register.mock.calls[0]?.[0] as string);
    expect(url.pathname).toMatch(/\/firebase-messaging-sw\.js$/);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      app: expect.stringMatching(/\/firebase\/firebase-app-compat\.js$/),
      messaging: expect.stringMatching(/\/firebase\/firebase-messaging-compat\.js$/),
      apiKey: 'api-key',
      projectId: 'demo-care',
      appId: '1:123:web:abc',
      messagingSenderId: '123',
      icon: '/favicon.svg',
      orderPath: '/organization/:id/orders/:orderId',
    });
  });

  it('tells the user when the prompt is answered with a refusal, and gets no token', async () => {
    permission = 'default';
    requestPermission.mockImplementation(async () => (permission = 'denied'));
    const { push, notices, status } = await loadPage();

    await push.startPushRegistration(pushOptions);

    expect(notices).toEqual(['permissionDenied']);
    expect(status()).toBe('denied');
    expect(loggedCodes()).toEqual(['permission-blocked']);
    expect(messaging.getToken).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
  });

  it('logs permission-default when the prompt is dismissed', async () => {
    permission = 'default';
    const { push, notices } = await loadPage();
    await push.startPushRegistration(pushOptions);
    expect(loggedCodes()).toEqual(['permission-default']);
    expect(notices).toEqual(['permissionDenied']);
  });

  it('does not repeat an earlier refusal at sign-in, but does when the user switches push on', async () => {
    permission = 'denied';
    const { push, notices, status } = await loadPage();

    await push.startPushRegistration(pushOptions);
    expect(status()).toBe('denied');
    expect(notices).toEqual([]);
    expect(requestPermission).not.toHaveBeenCalled();

    await push.switchPushOn();
    expect(notices).toEqual(['permissionDenied']);
  });

  it('leaves a token younger than 7 days alone', async () => {
    store({ token: 'token-1', registeredAt: Date.now() - 6 * DAY });
    const { push, status } = await loadPage();

    await push.startPushRegistration(pushOptions);

    expect(messaging.getToken).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
    expect(status()).toBe('registered');
  });

  it('refreshes a stored token once 7 days have passed, counting the 1-hour margin', async () => {
    const almostSevenDays = PUSH_TOKEN_REFRESH_MS - 60 * 60 * 1000;
    store({ token: 'token-1', registeredAt: Date.now() - almostSevenDays });
    const { push } = await loadPage();

    await push.startPushRegistration(pushOptions);

    expect(messaging.getToken).toHaveBeenCalledTimes(1);
    expect(calls).toEqual([{ key: ADD, deviceId: 'token-1' }]);
    expect(stored()?.registeredAt).toBeGreaterThan(Date.now() - 1000);
  });

  it('removes a changed token from the API before adding the new one', async () => {
    store({ token: 'token-old', registeredAt: Date.now() - 8 * DAY });
    messaging.getToken.mockResolvedValue('token-new');
    const { push } = await loadPage();

    await push.startPushRegistration(pushOptions);

    expect(calls).toEqual([
      { key: REMOVE, deviceId: 'token-old' },
      { key: ADD, deviceId: 'token-new' },
    ]);
    expect(stored()?.token).toBe('token-new');
  });

  it('replaces the token at once when the push subscription changed', async () => {
    store({ token: 'token-old', endpoint: 'https://push.test/subscription-0' });
    messaging.getToken.mockResolvedValue('token-new');
    const { push } = await loadPage();

    await push.startPushRegistration(pushOptions);

    expect(messaging.getToken).toHaveBeenCalledTimes(1);
    expect(calls).toEqual([
      { key: REMOVE, deviceId: 'token-old' },
      { key: ADD, deviceId: 'token-new' },
    ]);
    expect(stored()?.endpoint).toBe('https://push.test/subscription-1');
  });

  it('retries the registration once on a 5xx answer', async () => {
    answers[ADD] = [503];
    const { push, status, notices } = await loadPage();

    await push.startPushRegistration(pushOptions);

    expect(calls.map((call) => call.key)).toEqual([ADD, ADD]);
    expect(status()).toBe('registered');
    expect(notices).toEqual([]);
  });

  it('gives up after a second 5xx or a 4xx, tells the user, and keeps nothing stored', async () => {
    answers[ADD] = [500, 502, 400];
    const { push, status, notices } = await loadPage();

    await push.startPushRegistration(pushOptions);
    await push.startPushRegistration(pushOptions);

    expect(calls.map((call) => call.key)).toEqual([ADD, ADD, ADD]);
    expect(status()).toBe('failed');
    expect(notices).toEqual(['tokenError', 'tokenError']);
    expect(stored()).toBeNull();
  });

  it('gives up on a registration the API does not answer within 10 seconds', async () => {
    jest.useFakeTimers({ now: Date.now() });
    answers[ADD] = ['no answer'];
    const { push, status, notices } = await loadPage();

    const done = push.startPushRegistration(pushOptions);
    await jest.advanceTimersByTimeAsync(9_999);
    expect(calls).toHaveLength(1);
    expect(status()).toBe('working');

    await jest.advanceTimersByTimeAsync(1);
    await done;
    expect(calls).toHaveLength(1);
    expect(status()).toBe('failed');
    expect(notices).toEqual(['tokenError']);
  });

  it('removes the device from the API on sign-out and forgets the token', async () => {
    const { push, status } = await loadPage();
    await push.startPushRegistration(pushOptions);

    await push.removePushDeviceOnSignOut();

    expect(calls).toEqual([
      { key: ADD, deviceId: 'token-1' },
      { key: REMOVE, deviceId: 'token-1' },
    ]);
    expect(stored()).toBeNull();
    expect(status()).toBe('idle');
  });

  it('switched off: the device is removed, the subscription ends, and sign-in does not start it', async () => {
    const { push, status } = await loadPage();
    await push.startPushRegistration(pushOptions);

    await push.switchPushOff();
    expect(calls.at(-1)).toEqual({ key: REMOVE, deviceId: 'token-1' });
    expect(subscription?.unsubscribe).toHaveBeenCalled();
    expect(status()).toBe('off');

    const reloaded = await loadPage();
    expect(reloaded.status()).toBe('off');
    await reloaded.push.startPushRegistration(pushOptions);
    expect(messaging.getToken).toHaveBeenCalledTimes(1);
    expect(reloaded.status()).toBe('off');

    await reloaded.push.switchPushOn();
    expect(reloaded.status()).toBe('registered');
    expect(calls.at(-1)).toEqual({ key: ADD, deviceId: 'token-1' });
  });

  it('reports a failed worker registration as a setup failure', async () => {
    register.mockRejectedValue(new Error('scope not allowed'));
    const { push, notices, status } = await loadPage();

    await push.startPushRegistration(pushOptions);

    expect(loggedCodes()).toEqual(['failed-service-worker-registration']);
    expect(notices).toEqual(['setupFailed']);
    expect(status()).toBe('failed');
  });

  const tokenCodes = pushErrorCodes.filter((code) => code.startsWith('token-'));
  it.each(pushErrorCodes.map((code) => [code] as [PushErrorCode]))(
    'logs the SDK error %s once however often it recurs',
    async (code) => {
      messaging.getToken.mockRejectedValue(
        Object.assign(new Error(`Messaging: ${code}`), { code: `messaging/${code}` }),
      );
      const { push, notices } = await loadPage();

      await push.startPushRegistration(pushOptions);
      await push.startPushRegistration(pushOptions);

      expect(loggedCodes()).toEqual([code]);
      const notice = tokenCodes.includes(code) ? 'tokenError' : 'setupFailed';
      expect(notices).toEqual([notice, notice]);
    },
  );
});
