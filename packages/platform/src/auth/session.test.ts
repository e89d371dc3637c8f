import type { Auth, User } from 'firebase/auth';
import { useAuthStore } from './auth-store';
import { initFirebase } from './firebase';
import { requestPasswordReset, signInWithProvider } from '../identity/identity-actions';
import { refreshSession, watchSession } from './session';
import { hasSessionHint } from './session-hint';

// The identity SDK is a boundary we do not own: its listener, token claims and calls are stubbed.
jest.mock('firebase/app', () => ({ initializeApp: jest.fn(() => ({})) }));
jest.mock('firebase/auth', () => {
  class GoogleAuthProvider {
    providerId = 'google.com';
    parameters: Record<string, string> = {};
    setCustomParameters(parameters: Record<string, string>) {
      this.parameters = parameters;
    }
  }
  class OAuthProvider {
    scopes: string[] = [];
    constructor(readonly providerId: string) {}
    addScope(scope: string) {
      this.scopes.push(scope);
    }
  }
  return {
    auth: { currentUser: null },
    initializeAuth: jest.fn(() => jest.requireMock<{ auth: object }>('firebase/auth').auth),
    connectAuthEmulator: jest.fn(),
    onIdTokenChanged: jest.fn(),
    getIdTokenResult: jest.fn(),
    signInWithEmailAndPassword: jest.fn(),
    signInWithPopup: jest.fn(),
    sendPasswordResetEmail: jest.fn(),
    signOut: jest.fn(),
    browserPopupRedirectResolver: { popupMachinery: true },
    GoogleAuthProvider,
    OAuthProvider,
  };
});
const firebaseAuth = jest.requireMock<{
  auth: { currentUser: unknown };
  onIdTokenChanged: jest.Mock;
  getIdTokenResult: jest.Mock;
  signInWithPopup: jest.Mock;
  sendPasswordResetEmail: jest.Mock;
}>('firebase/auth');

type Listener = (user: User | null) => Promise<void>;

/** Starts the watcher and waits until it has subscribed to the SDK (which loads on demand). */
async function startWatching(): Promise<Listener> {
  let listener: Listener | undefined;
  firebaseAuth.onIdTokenChanged.mockImplementation((_auth: Auth, next: Listener) => {
    listener = next;
    return () => undefined;
  });
  watchSession(Promise.resolve({} as Auth));
  await new Promise((resolve) => setTimeout(resolve, 0));
  if (!listener) throw new Error('watchSession did not subscribe');
  return listener;
}

const user = { uid: 'u-1', email: 'operator@care.test', displayName: 'Olga Operator' } as User;

describe('session watcher', () => {
  it('starts loading, then records the signed-in user and their claims', async () => {
    expect(useAuthStore.getState().status).toBe('loading');
    firebaseAuth.getIdTokenResult.mockResolvedValue({
      claims: { email_verified: true, internalId: 'acc-7' },
    });
    const listener = await startWatching();

    await listener(user);

    expect(useAuthStore.getState()).toEqual({
      status: 'signedIn',
      user: { uid: 'u-1', email: 'operator@care.test', displayName: 'Olga Operator' },
      claims: { email_verified: true, internalId: 'acc-7' },
    });
  });

  it('records an unverified, unregistered user without an internalId', async () => {
    firebaseAuth.getIdTokenResult.mockResolvedValue({ claims: { email_verified: false } });
    await (
      await startWatching()
    )(user);
    expect(useAuthStore.getState().claims).toEqual({ email_verified: false });
  });

  it('records a sign-out', async () => {
    await (
      await startWatching()
    )(null);
    expect(useAuthStore.getState()).toMatchObject({ status: 'signedOut', user: null });
  });

  it('leaves a hint that someone is signed in for the sign-in pages, and removes it on sign-out', async () => {
    firebaseAuth.getIdTokenResult.mockResolvedValue({ claims: { email_verified: true } });
    const listener = await startWatching();

    await listener(user);
    expect(hasSessionHint()).toBe(true);

    await listener(null);
    expect(hasSessionHint()).toBe(false);
  });

  describe('what the browser keeps for the person', () => {
    const kept = {
      local: {
        dashboardSubjects: '{"uid":"u-1","isAdmin":false,"organizationIds":["org-1"]}',
        'care.push.registration': '{"token":"t","registeredAt":1,"uid":"u-1"}',
        'care.documents.draft:org-1:doc-1': '{"values":{}}',
        'care.documents.draft:org-1:new': '{"values":{}}',
        locale: 'en-GB',
        colorMode: 'dark',
        layoutSettings: '{"state":{"scale":16},"version":0}',
        'care.push.switchedOff': 'true',
      },
      session: {
        'care:last-verification-email': '{"uid":"u-1","at":1}',
        'care:idle-sign-out': '15',
      },
    };
    const keep = () => {
      for (const [key, value] of Object.entries(kept.local)) localStorage.setItem(key, value);
      for (const [key, value] of Object.entries(kept.session)) sessionStorage.setItem(key, value);
    };
    const stored = () => ({
      local: Object.fromEntries(
        Object.keys(kept.local).flatMap((key) => {
          const value = localStorage.getItem(key);
          return value === null ? [] : [[key, value]];
        }),
      ),
      session: Object.fromEntries(
        Object.keys(kept.session).flatMap((key) => {
          const value = sessionStorage.getItem(key);
          return value === null ? [] : [[key, value]];
        }),
      ),
    });
    const preferencesOnly = {
      local: {
        locale: 'en-GB',
        colorMode: 'dark',
        layoutSettings: '{"state":{"scale":16},"version":0}',
        'care.push.switchedOff': 'true',
      },
      // Why this tab was signed out, for the login page to say.
      session: { 'care:idle-sign-out': '15' },
    };
    beforeEach(() => {
      localStorage.clear();
      sessionStorage.clear();
      useAuthStore.setState({ status: 'loading', user: null }, false);
      firebaseAuth.getIdTokenResult.mockResolvedValue({ claims: { email_verified: true } });
    });

    it('forgets all of it but the preferences when the person signs out, here or in another tab', async () => {
      const listener = await startWatching();
      await listener(user);
      keep();

      // The identity service tells every tab of the browser of a sign-out alike.
      await listener(null);

      expect(stored()).toEqual(preferencesOnly);
    });

    it('forgets the last person’s when another signs in, and keeps it over a reload or token refresh', async () => {
      keep();
      const listener = await startWatching();
      await listener(user);
      await listener(user);
      expect(stored()).toEqual(kept);

      await listener({ ...user, uid: 'u-2' } as User);
      expect(stored()).toEqual(preferencesOnly);
    });

    it('forgets what a sign-out left behind when the page opens with nobody signed in', async () => {
      keep();
      await (
        await startWatching()
      )(null);
      expect(stored()).toEqual(preferencesOnly);
    });
  });

  it('keeps the newest change when an older one resolves later', async () => {
    let resolveOld: (value: unknown) => void = () => undefined;
    firebaseAuth.getIdTokenResult.mockReturnValueOnce(
      new Promise((resolve) => (resolveOld = resolve)),
    );
    const listener = await startWatching();
    const older = listener(user);
    await listener(null);
    resolveOld({ claims: { email_verified: true } });
    await older;
    expect(useAuthStore.getState().status).toBe('signedOut');
  });
});

describe('session watcher without the SDK', () => {
  it('treats a failed SDK start as signed out, so guarded pages lead to login', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    useAuthStore.setState({ status: 'loading' });

    watchSession(Promise.reject(new Error('chunk failed to load')));
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(useAuthStore.getState().status).toBe('signedOut');
    expect(consoleError).toHaveBeenCalledTimes(1);
    consoleError.mockRestore();
  });
});

describe('identity calls', () => {
  beforeAll(() => {
    void initFirebase({ firebase: { apiKey: 'k', authDomain: 'd', projectId: 'demo-care' } });
  });

  it('records the claims of a forced token refresh before it resolves', async () => {
    const steps: string[] = [];
    const getIdToken = jest.fn(async (force?: boolean) => {
      steps.push(`getIdToken(${String(force)})`);
      return 'fresh';
    });
    const reload = jest.fn(async () => {
      steps.push('reload');
    });
    firebaseAuth.auth.currentUser = { ...user, getIdToken, reload };
    firebaseAuth.getIdTokenResult.mockResolvedValue({
      claims: { email_verified: true, internalId: 'acc-9' },
    });

    await refreshSession({ reloadUser: true });

    expect(steps).toEqual(['reload', 'getIdToken(true)']);
    expect(useAuthStore.getState().claims).toEqual({ email_verified: true, internalId: 'acc-9' });
  });

  it('opens the Google popup letting the user choose an account, and Apple asking for email and name', async () => {
    await signInWithProvider('google');
    await signInWithProvider('apple');

    const [[, google, googleResolver], [, apple, appleResolver]] =
      firebaseAuth.signInWithPopup.mock.calls;
    // The identity service starts without the popup machinery: each popup brings it along.
    expect(googleResolver).toEqual({ popupMachinery: true });
    expect(appleResolver).toEqual({ popupMachinery: true });
    expect(google).toMatchObject({
      providerId: 'google.com',
      parameters: { prompt: 'select_account' },
    });
    expect(apple).toMatchObject({ providerId: 'apple.com', scopes: ['email', 'name'] });
  });

  it('answers a password reset for an unknown address like any other', async () => {
    firebaseAuth.sendPasswordResetEmail.mockRejectedValueOnce({ code: 'auth/user-not-found' });
    await expect(requestPasswordReset('nobody@care.test')).resolves.toBeUndefined();

    firebaseAuth.sendPasswordResetEmail.mockRejectedValueOnce({ code: 'auth/too-many-requests' });
    await expect(requestPasswordReset('operator@care.test')).rejects.toEqual({
      code: 'auth/too-many-requests',
    });
  });
});
