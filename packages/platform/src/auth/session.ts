import type { Auth, User } from 'firebase/auth';
import { signedOutState, useAuthStore, type AuthState } from './auth-store';
import { getFirebaseAuth } from './firebase';
import { rememberSessionHint } from './session-hint';
import { forgetUserStorage } from './user-storage';

/** The identity SDK's functions; loaded with the SDK itself, after the first render. */
const identitySdk = () => import('firebase/auth');

/** Orders the records of the store: a change that started later wins. */
let latestChange = 0;

/** Records the user's session (or its end) in the store unless a newer change overtook it. */
async function recordSession(user: User | null): Promise<void> {
  const change = ++latestChange;
  const next = user ? await signedInState(user) : signedOutState;
  if (change !== latestChange) return;
  const previous = useAuthStore.getState();
  useAuthStore.setState(next, true);
  rememberSessionHint(next.status === 'signedIn');
  // Whoever signed out (here, in another tab, or whose session ended, even before this page
  // opened) leaves nothing behind, nor does the last person when another signs in; the person
  // found signed in at page load keeps what is theirs.
  const anotherPerson = previous.status === 'signedIn' && previous.user?.uid !== next.user?.uid;
  if (next.status === 'signedOut' || anotherPerson) forgetUserStorage();
}

/**
 * Keeps the auth store in step with the identity service: sign-in, sign-out,
 * token refresh and claim changes (registration, email verification) all pass
 * through onIdTokenChanged. Returns the unsubscribe function.
 */
export function watchSession(auth: Auth | Promise<Auth> = getFirebaseAuth()): () => void {
  let stopped = false;
  let unsubscribe = () => undefined as void;

  Promise.all([auth, identitySdk()])
    .then(([instance, { onIdTokenChanged }]) => {
      if (stopped) return;
      unsubscribe = onIdTokenChanged(instance, recordSession);
    })
    .catch((error: unknown) => {
      // Without the SDK nobody can be signed in; pages that need a session send the visitor to login.
      console.error('The identity service could not be started.', error);
      useAuthStore.setState(signedOutState, true);
    });

  return () => {
    stopped = true;
    unsubscribe();
  };
}

async function signedInState(user: User): Promise<AuthState> {
  const { getIdTokenResult } = await identitySdk();
  const { claims } = await getIdTokenResult(user);
  return {
    status: 'signedIn',
    user: { uid: user.uid, email: user.email, displayName: user.displayName },
    claims: {
      email_verified: claims.email_verified === true,
      ...(typeof claims.internalId === 'string' ? { internalId: claims.internalId } : {}),
    },
  };
}

/** The current ID token; the SDK refreshes it shortly before it expires. */
export async function getIdToken(): Promise<string | null> {
  const user = (await getFirebaseAuth()).currentUser;
  return user ? user.getIdToken() : null;
}

export interface RefreshSessionOptions {
  /** Reload the user first, so a change made elsewhere (the email verified by a link) is seen. */
  reloadUser?: boolean;
}

/**
 * Fetches a fresh token so new claims (internalId after registration,
 * email_verified) reach the store, and resolves once the store holds them:
 * the guard then sees the new state before the caller moves on.
 */
export async function refreshSession({
  reloadUser = false,
}: RefreshSessionOptions = {}): Promise<void> {
  const user = (await getFirebaseAuth()).currentUser;
  if (!user) return;
  if (reloadUser) await user.reload();
  await user.getIdToken(true);
  // The token listener hears of it too, but on its own schedule.
  await recordSession(user);
}

export async function signIn(email: string, password: string): Promise<void> {
  const [auth, { signInWithEmailAndPassword }] = await Promise.all([
    getFirebaseAuth(),
    identitySdk(),
  ]);
  await signInWithEmailAndPassword(auth, email, password);
}

export async function signOut(): Promise<void> {
  const [auth, sdk] = await Promise.all([getFirebaseAuth(), identitySdk()]);
  await sdk.signOut(auth);
}

export type SignInFailure = 'invalidCredentials' | 'tooManyRequests' | 'network';

/**
 * The codes of a failed email/password sign-in. Wrong password, unknown user
 * and a disabled account read the same: no account enumeration. The identity
 * pages' full catalogue (@care/platform/identity) builds on this table.
 */
export const signInFailureByCode: Readonly<Record<string, SignInFailure>> = {
  'auth/invalid-credential': 'invalidCredentials',
  'auth/invalid-login-credentials': 'invalidCredentials',
  'auth/wrong-password': 'invalidCredentials',
  'auth/user-not-found': 'invalidCredentials',
  'auth/user-disabled': 'invalidCredentials',
  'auth/too-many-requests': 'tooManyRequests',
  'auth/network-request-failed': 'network',
  'auth/timeout': 'network',
};

/** The identity service's error code (`auth/...`), or '' for any other error. */
export function identityErrorCode(error: unknown): string {
  return typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
}
