/// <reference types="@testing-library/jest-dom" />
import type { RuntimeConfig } from '@care/contracts';
import { i18n } from '@care/i18n';
import { initFirebase, routes } from '@care/platform';
import { toaster } from '@care/ui';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signOut, type User } from 'firebase/auth';
import { SignOutButton } from '../../app/session/SignOutButton';
import { installFakeApi, problem, type FakeRoutes } from '../../app/testing/fake-api';
import { signInAs } from '../../app/testing/fixtures';
import { renderRoutes } from '../../app/testing/render';
import { SignedInSync } from './SignedInSync';

// Boundaries we do not own are stubbed: the identity and messaging SDKs, the browser's
// notification, push and service-worker APIs, and the network.
type TokenListener = (user: User | null) => Promise<void>;
const mockIdentity = { listeners: [] as TokenListener[] };
jest.mock('firebase/auth', () => ({
  getAuth: jest.fn(() => ({})),
  connectAuthEmulator: jest.fn(),
  signOut: jest.fn(async () => undefined),
  onIdTokenChanged: jest.fn((_auth: unknown, listener: TokenListener) => {
    mockIdentity.listeners.push(listener);
    return () => undefined;
  }),
}));
jest.mock('firebase/messaging', () => ({
  isSupported: jest.fn(async () => true),
  getMessaging: jest.fn(() => ({})),
  getToken: jest.fn(async () => 'push-token-1'),
}));

const ADD = 'POST /account/me/notification/device/add';
const REMOVE = 'POST /account/me/notification/device/remove';

const runtimeConfig = (tokenSyncUrl?: string): RuntimeConfig => ({
  apiBaseUrl: '/api/v1',
  firebase: {
    apiKey: 'api-key',
    authDomain: 'demo-care.firebaseapp.com',
    projectId: 'demo-care',
    appId: '1:123:web:abc',
    messagingSenderId: '123',
  },
  remotes: {},
  ...(tokenSyncUrl ? { tokenSyncUrl } : {}),
});

let api: ReturnType<typeof installFakeApi>;
let permission: NotificationPermission;

let bootConfig: RuntimeConfig;

/** A message of the common catalogue, as the page shows it in that language. */
const commonMessage = (language: 'en' | 'pl', key: string) => () =>
  i18n.getFixedT(language, 'common')(`messages.${key}`);

/** The API (fake routes) and the runtime config the boot would have loaded. */
function installServers(config: RuntimeConfig, routes: FakeRoutes = {}) {
  api = installFakeApi({ [ADD]: { status: 204 }, [REMOVE]: { status: 204 }, ...routes });
  bootConfig = config;
}

function installBrowser(answer: NotificationPermission) {
  permission = 'default';
  Object.defineProperty(window, 'Notification', {
    configurable: true,
    value: {
      get permission() {
        return permission;
      },
      requestPermission: async () => (permission = answer),
    },
  });
  Object.defineProperty(window, 'PushManager', { configurable: true, value: class {} });
  Object.defineProperty(window, 'indexedDB', { configurable: true, value: {} });
  Object.defineProperty(window, 'isSecureContext', { configurable: true, value: true });
  const subscription = { endpoint: 'https://push.test/subscription-1' };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      register: async () => ({ pushManager: { getSubscription: async () => subscription } }),
    },
  });
}

const renderSignedIn = (language: 'en' | 'pl' = 'en') =>
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <>
            <SignedInSync />
            <SignOutButton />
          </>
        ),
      },
      { path: routes.login(), element: <h1>Login page</h1> },
    ],
    { language, runtimeConfig: bootConfig },
  );

beforeAll(() => initFirebase({ firebase: runtimeConfig().firebase }));
beforeEach(() => {
  localStorage.clear();
  signInAs();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  api.restore();
  act(() => toaster.remove());
  jest.restoreAllMocks();
});

describe('push and token sync after sign-in', () => {
  it.each([
    ['en', commonMessage('en', 'notificationPermissionDenied')],
    ['pl', commonMessage('pl', 'notificationPermissionDenied')],
  ] as const)(
    'asks for notification permission and, refused, tells the user (%s)',
    async (language, message) => {
      installServers(runtimeConfig());
      installBrowser('denied');
      await renderSignedIn(language);

      expect(await screen.findByText(message())).toBeInTheDocument();
      expect(api.requests).not.toContain(ADD);
    },
  );

  it.each([
    ['en', 'Notification token error', commonMessage('en', 'notificationTokenError')],
    ['pl', 'Błąd tokenu powiadomień', commonMessage('pl', 'notificationTokenError')],
  ] as const)(
    'shows the notification token error when the API refuses the device (%s)',
    async (language, title, description) => {
      installServers(runtimeConfig(), { [ADD]: problem(400) });
      installBrowser('granted');
      await renderSignedIn(language);

      expect(await screen.findByText(title)).toBeInTheDocument();
      expect(screen.getByText(description())).toBeInTheDocument();
    },
  );

  it.each([
    ['en', 'Notification setup failed', commonMessage('en', 'notificationSetupFailed')],
    [
      'pl',
      'Nie udało się skonfigurować powiadomień',
      commonMessage('pl', 'notificationSetupFailed'),
    ],
  ] as const)(
    'shows the notification setup failure when the worker cannot be registered (%s)',
    async (language, title, description) => {
      installServers(runtimeConfig());
      installBrowser('granted');
      Object.defineProperty(navigator, 'serviceWorker', {
        configurable: true,
        value: { register: async () => Promise.reject(new Error('blocked')) },
      });
      await renderSignedIn(language);

      expect(await screen.findByText(title)).toBeInTheDocument();
      expect(screen.getByText(description())).toBeInTheDocument();
    },
  );

  it('registers the device and syncs the token; signing out removes both', async () => {
    installServers(runtimeConfig('/api/v1/session'));
    installBrowser('granted');
    await renderSignedIn();
    await waitFor(() => expect(mockIdentity.listeners).toHaveLength(1));
    const identityReports = (user: User | null) =>
      act(async () => {
        for (const listener of mockIdentity.listeners) await listener(user);
      });

    await identityReports({ getIdToken: async () => 'id-token-1' } as unknown as User);
    await waitFor(() =>
      expect(api.requests).toEqual(expect.arrayContaining([ADD, 'POST /session'])),
    );

    let requestsAtSignOut: string[] = [];
    jest.mocked(signOut).mockImplementationOnce(async () => {
      requestsAtSignOut = [...api.requests];
    });
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await screen.findByRole('heading', { name: 'Login page' });
    // The device is removed while the user's token still lets the API call through.
    expect(requestsAtSignOut.filter((request) => request === REMOVE)).toHaveLength(1);
    await identityReports(null);
    expect(api.requests.at(-1)).toBe('DELETE /session');
  });
});
