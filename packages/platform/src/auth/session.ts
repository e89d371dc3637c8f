import type { Auth, User } from 'firebase/auth';
import { signedOutState, useAuthStore, type AuthState } from './auth-store';
import { getFirebaseAuth } from './firebase';

/** The identity SDK's functions; loaded with the SDK itself, after the first render. */
const identitySdk = () => import('firebase/auth');

/**
 * Keeps the auth store in step with the identity service: sign-in, sign-out,
 * token refresh and claim changes (registration, email verification) all pass
 * through onIdTokenChanged. Returns the unsubscribe function.
 */
export function watchSession(auth: Auth | Promise<Auth> = getFirebaseAuth()): () => void {
  let latest = 0;
  let stopped = false;
  let unsubscribe = () => undefined as void;

  Promise.all([auth, identitySdk()])
    .then(([instance, { onIdTokenChanged }]) => {
      if (stopped) return;
      unsubscribe = onIdTokenChanged(instance, async (user) => {
        const change = ++latest;
        const next = user ? await signedInState(user) : signedOutState;
        // A newer change may have arrived while the claims were read; it wins.
        if (change === latest) useAuthStore.setState(next, true);
      });
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

/** Fetches a fresh token so new claims (internalId after registration, email_verified) reach the store. */
export async function refreshSession(): Promise<void> {
  const user = (await getFirebaseAuth()).currentUser;
  if (user) await user.getIdToken(true);
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

export type SignInFailure = 'invalidCredentials' | 'tooManyRequests' | 'network' | 'unknown';

const failureByCode: Record<string, SignInFailure> = {
  'auth/invalid-credential': 'invalidCredentials',
  'auth/invalid-login-credentials': 'invalidCredentials',
  'auth/wrong-password': 'invalidCredentials',
  'auth/user-not-found': 'invalidCredentials',
  'auth/invalid-email': 'invalidCredentials',
  'auth/user-disabled': 'invalidCredentials',
  'auth/too-many-requests': 'tooManyRequests',
  'auth/network-request-failed': 'network',
};

/** What a failed sign-in means to the user; unknown and wrong accounts read the same (no enumeration). */
export function classifySignInError(error: unknown): SignInFailure {
  const code =
    typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  return failureByCode[code] ?? 'unknown';
}
