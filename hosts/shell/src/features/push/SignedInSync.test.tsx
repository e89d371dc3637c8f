/// <reference types="@testing-library/jest-dom" />
import { notificationEndpoints } from '@care/contracts/notification';
import { problemTypes } from '@care/contracts/problem';
import type { RuntimeConfig } from '@care/contracts/runtime-config';
import { sessionEndpoints } from '@care/contracts/session';
import { i18n } from '@care/i18n';
import { initFirebase, routes } from '@care/platform';
import {
  problem,
  stubApi,
  type ApiStub,
  type RecordedRequest,
  type StubAnswer,
} from '@care/testing';
import { toaster } from '@care/ui';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signOut, type User } from 'firebase/auth';
import { SignOutButton } from '../../app/session/SignOutButton';
import { signInAs } from '../../app/testing/fixtures';
import { renderRoutes } from '../../app/testing/render';
import { SignedInSync } from './SignedInSync';

// Boundaries we do not own are stubbed: the identity and messaging SDKs, the browser's
// notification, push and service-worker APIs, and the network.
type TokenListener = (user: User | null) => Promise<void>;
const mockIdentity = { listeners: [] as TokenListener[] };
jest.mock('firebase/auth', () => ({
  initializeAuth: jest.fn(() => ({})),
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

const ADD = 'addDevice';
const REMOVE = 'removeDevice';
/** What the API was asked, by endpoint name, in order. */
const asked = (requests: RecordedRequest[]) => requests.map((request) => request.name);

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

let api: ApiStub;
let permission: NotificationPermission;

let bootConfig: RuntimeConfig;

/** A message of the common catalogue, as the page shows it in that language. */
const commonMessage = (language: 'en' | 'pl', key: string) => () =>
  i18n.getFixedT(language, 'common')(`messages.${key}`);

/** The API and the runtime config the boot would have loaded. */
function installServers(
  config: RuntimeConfig,
  addDevice?: StubAnswer<typeof notificationEndpoints.addDevice>,
) {
  api = stubApi()
    .on(notificationEndpoints.addDevice, { answer: addDevice })
    .on(notificationEndpoints.removeDevice, {})
    .on(sessionEndpoints.createSession, {})
    .on(sessionEndpoints.deleteSession, {});
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
      expect(asked(api.requests)).not.toContain(ADD);
    },
  );

  it.each([
    ['en', 'Notification token error', commonMessage('en', 'notificationTokenError')],
    ['pl', 'Błąd tokenu powiadomień', commonMessage('pl', 'notificationTokenError')],
  ] as const)(
    'shows the notification token error when the API refuses the device (%s)',
    async (language, title, description) => {
      installServers(runtimeConfig(), problem(400, problemTypes.validation));
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

  it('where push is not set up (no messaging values), logs no error and asks nothing', async () => {
    const { messagingSenderId: _sender, ...withoutPush } = runtimeConfig().firebase;
    installServers({ ...runtimeConfig(), firebase: withoutPush });
    installBrowser('granted');
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    await renderSignedIn();

    await waitFor(() =>
      expect(info).toHaveBeenCalledWith(expect.stringContaining('Push notifications are off')),
    );
    expect(console.error).not.toHaveBeenCalled();
    expect(api.requestsTo(notificationEndpoints.addDevice)).toEqual([]);
  });

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
      expect(asked(api.requests)).toEqual(expect.arrayContaining([ADD, 'createSession'])),
    );

    let requestsAtSignOut: ReturnType<typeof asked> = [];
    jest.mocked(signOut).mockImplementationOnce(async () => {
      requestsAtSignOut = asked(api.requests);
    });
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await screen.findByRole('heading', { name: 'Login page' });
    // The device is removed while the user's token still lets the API call through.
    expect(requestsAtSignOut.filter((request) => request === REMOVE)).toHaveLength(1);
    await identityReports(null);
    expect(asked(api.requests).at(-1)).toBe('deleteSession');
  });
});
