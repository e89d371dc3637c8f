import type { Auth, User } from 'firebase/auth';
import { signedOutState, useAuthStore, type AuthState } from './auth-store';
import { routePatterns } from '../routes/routes';
import { getFirebaseAuth } from './firebase';
import { identityErrorCode, identityErrorMessageKey } from './identity-errors';

/** The identity SDK's functions; loaded with the SDK itself, after the first render. */
const identitySdk = () => import('firebase/auth');

/** Orders the records of the store: a change that started later wins. */
let latestChange = 0;

/** Records the user's session (or its end) in the store unless a newer change overtook it. */
async function recordSession(user: User | null): Promise<void> {
  const change = ++latestChange;
  const next = user ? await signedInState(user) : signedOutState;
  if (change === latestChange) useAuthStore.setState(next, true);
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

/** Google and Apple, through the identity service's popup (the emulator's own widget locally). */
export type SignInProvider = 'google' | 'apple';

/** Opens the provider's sign-in popup; resolves once the user is signed in. */
export async function signInWithProvider(provider: SignInProvider): Promise<void> {
  const [auth, sdk] = await Promise.all([getFirebaseAuth(), identitySdk()]);
  const authProvider =
    provider === 'google' ? new sdk.GoogleAuthProvider() : new sdk.OAuthProvider('apple.com');
  if (authProvider instanceof sdk.GoogleAuthProvider) {
    // Lets a user with several Google accounts choose one instead of reusing the last.
    authProvider.setCustomParameters({ prompt: 'select_account' });
  } else {
    authProvider.addScope('email');
    authProvider.addScope('name');
  }
  await sdk.signInWithPopup(auth, authProvider);
}

/** Where the links in our e-mails lead back to once the identity service has done its part. */
const continueTo = (path: string) =>
  typeof window === 'undefined' ? undefined : { url: `${window.location.origin}${path}` };

/** Creates an email/password account; the new user is signed in at once, not yet verified. */
export async function signUp(email: string, password: string): Promise<void> {
  const [auth, { createUserWithEmailAndPassword }] = await Promise.all([
    getFirebaseAuth(),
    identitySdk(),
  ]);
  await createUserWithEmailAndPassword(auth, email, password);
}

/** The last verification e-mail of this tab, kept so a page load keeps its cooldown or failure. */
const LAST_VERIFICATION_EMAIL_KEY = 'care:last-verification-email';

/** When this tab last asked for the user's verification e-mail, and the error code if it failed. */
export interface VerificationEmailAttempt {
  at: number;
  failure?: string;
}

function recordVerificationEmail(uid: string, attempt: VerificationEmailAttempt): void {
  sessionStorage.setItem(LAST_VERIFICATION_EMAIL_KEY, JSON.stringify({ uid, ...attempt }));
}

/** Sends the signed-in user the link that verifies their email address; the attempt is recorded. */
export async function sendVerificationEmail(): Promise<void> {
  const [auth, { sendEmailVerification }] = await Promise.all([getFirebaseAuth(), identitySdk()]);
  const user = auth.currentUser;
  if (!user) throw new Error('Nobody is signed in.');
  try {
    await sendEmailVerification(user, continueTo(routePatterns.emailVerification));
  } catch (error) {
    recordVerificationEmail(user.uid, { at: Date.now(), failure: identityErrorCode(error) });
    throw error;
  }
  recordVerificationEmail(user.uid, { at: Date.now() });
}

/** This tab's last verification e-mail for the user, if it asked for one. */
export function lastVerificationEmail(uid: string): VerificationEmailAttempt | null {
  try {
    const last = JSON.parse(sessionStorage.getItem(LAST_VERIFICATION_EMAIL_KEY) ?? 'null') as {
      uid?: unknown;
      at?: unknown;
      failure?: unknown;
    } | null;
    if (last?.uid !== uid || typeof last.at !== 'number') return null;
    return typeof last.failure === 'string'
      ? { at: last.at, failure: last.failure }
      : { at: last.at };
  } catch {
    return null;
  }
}

/**
 * Sends a password reset link. An unknown address is not an error: the page
 * says the same either way, so nobody learns which addresses have accounts.
 */
export async function requestPasswordReset(email: string): Promise<void> {
  const [auth, { sendPasswordResetEmail }] = await Promise.all([getFirebaseAuth(), identitySdk()]);
  try {
    await sendPasswordResetEmail(auth, email, continueTo(routePatterns.login));
  } catch (error) {
    if (identityErrorCode(error) !== 'auth/user-not-found') throw error;
  }
}

export type SignInFailure = 'invalidCredentials' | 'tooManyRequests' | 'network' | 'unknown';

/**
 * A failed sign-in in four kinds, for an email/password form that words them
 * itself (a remote's standalone host); the panel's pages use identityErrorMessageKey.
 */
export function classifySignInError(error: unknown): SignInFailure {
  const key = identityErrorMessageKey(error, 'signIn');
  const failures: SignInFailure[] = ['invalidCredentials', 'tooManyRequests', 'network'];
  return failures.find((failure) => key === `errors.identity.${failure}`) ?? 'unknown';
}
