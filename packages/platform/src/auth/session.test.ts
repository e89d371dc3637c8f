import type { Auth, User } from 'firebase/auth';
import { useAuthStore } from './auth-store';
import { classifySignInError, watchSession } from './session';

// The identity SDK is a boundary we do not own: its listener and token claims are stubbed.
jest.mock('firebase/auth', () => ({
  onIdTokenChanged: jest.fn(),
  getIdTokenResult: jest.fn(),
  signInWithEmailAndPassword: jest.fn(),
  signOut: jest.fn(),
}));
const firebaseAuth = jest.requireMock<{
  onIdTokenChanged: jest.Mock;
  getIdTokenResult: jest.Mock;
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

describe('sign-in failures', () => {
  it.each([
    ['auth/wrong-password', 'invalidCredentials'],
    ['auth/user-not-found', 'invalidCredentials'],
    ['auth/invalid-credential', 'invalidCredentials'],
    ['auth/too-many-requests', 'tooManyRequests'],
    ['auth/network-request-failed', 'network'],
    ['auth/internal-error', 'unknown'],
  ])('reads %s as %s', (code, failure) => {
    expect(classifySignInError({ code })).toBe(failure);
  });

  it('reads a non-identity error as unknown', () => {
    expect(classifySignInError(new Error('boom'))).toBe('unknown');
  });
});
