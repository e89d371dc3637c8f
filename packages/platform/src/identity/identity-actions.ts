import { getFirebaseAuth } from '../auth/firebase';
import { identityErrorCode } from '../auth/session';
import { routePatterns } from '../routes/routes';

/** The identity SDK's functions; loaded with the SDK itself, when a page first asks. */
const identitySdk = () => import('firebase/auth');

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
