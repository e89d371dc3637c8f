import { askToSignInAgain } from '../api/sign-in-again';
import { getFirebaseAuth } from '../auth/firebase';
import { identityErrorCode } from '../auth/session';
import { USER_STORAGE_KEYS } from '../auth/user-storage';
import { routePatterns } from '../routes/routes';

/** The identity SDK's functions; loaded with the SDK itself, when a page first asks. */
const identitySdk = () => import('firebase/auth');

/** Google and Apple, through the identity service's popup (the emulator's own widget locally). */
export type SignInProvider = 'google' | 'apple';

type IdentitySdk = Awaited<ReturnType<typeof identitySdk>>;

/** The provider as the identity service's popup asks for it. */
function authProviderFor(sdk: IdentitySdk, provider: SignInProvider) {
  if (provider === 'google') {
    const google = new sdk.GoogleAuthProvider();
    // Lets a user with several Google accounts choose one instead of reusing the last.
    google.setCustomParameters({ prompt: 'select_account' });
    return google;
  }
  const apple = new sdk.OAuthProvider('apple.com');
  apple.addScope('email');
  apple.addScope('name');
  return apple;
}

/** Opens the provider's sign-in popup; resolves once the user is signed in. */
export async function signInWithProvider(provider: SignInProvider): Promise<void> {
  const [auth, sdk] = await Promise.all([getFirebaseAuth(), identitySdk()]);
  // The popup machinery is not part of the identity service's start (auth/firebase.ts).
  await sdk.signInWithPopup(auth, authProviderFor(sdk, provider), sdk.browserPopupRedirectResolver);
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
const LAST_VERIFICATION_EMAIL_KEY = USER_STORAGE_KEYS.lastVerificationEmail;

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

/** The ways of signing in the panel knows, by the identity service's provider ids. */
export const signInMethods = ['password', 'google.com', 'apple.com'] as const;
export type SignInMethod = (typeof signInMethods)[number];

/** The ways the signed-in user can sign in, as the identity service links them to the user. */
export async function linkedSignInMethods(): Promise<SignInMethod[]> {
  const user = (await getFirebaseAuth()).currentUser;
  const linked = new Set(user?.providerData.map((provider) => provider.providerId) ?? []);
  return signInMethods.filter((method) => linked.has(method));
}

/** The identity service's id of a provider, as `linkedSignInMethods` lists it. */
export const providerSignInMethod: Record<SignInProvider, SignInMethod> = {
  google: 'google.com',
  apple: 'apple.com',
};

/** Adds Google or Apple to the signed-in user's ways of signing in, through the provider's popup. */
export async function linkSignInProvider(provider: SignInProvider): Promise<void> {
  const [auth, sdk] = await Promise.all([getFirebaseAuth(), identitySdk()]);
  const user = auth.currentUser;
  if (!user) throw new Error('Nobody is signed in.');
  await withRecentSignIn(() =>
    sdk.linkWithPopup(user, authProviderFor(sdk, provider), sdk.browserPopupRedirectResolver),
  );
}

/**
 * Removes Google or Apple from the signed-in user's ways of signing in. The last way is never
 * removed: the account could not be signed into any more.
 */
export async function unlinkSignInProvider(provider: SignInProvider): Promise<void> {
  const [auth, sdk] = await Promise.all([getFirebaseAuth(), identitySdk()]);
  const user = auth.currentUser;
  if (!user) throw new Error('Nobody is signed in.');
  if (user.providerData.length < 2) throw new Error('The last way of signing in stays.');
  await withRecentSignIn(() => sdk.unlink(user, providerSignInMethod[provider]));
}

/**
 * A change of how the account signs in that the identity service refuses for a sign-in it finds
 * too old (`auth/requires-recent-login`) is not left to the person to redo by hand: the frame's
 * sign-in-again prompt asks for the password (or the popup), and the change is made once more.
 * Declined, or with nobody to ask (a remote run alone), it fails as refused.
 */
async function withRecentSignIn<T>(change: () => Promise<T>): Promise<T> {
  try {
    return await change();
  } catch (error) {
    if (identityErrorCode(error) !== 'auth/requires-recent-login' || !(await askToSignInAgain()))
      throw error;
    return change();
  }
}

/**
 * Signs the signed-in user in again with their password, for a step that needs a recent sign-in;
 * the new token (carrying the new sign-in time) is fetched before it resolves.
 */
export async function signInAgainWithPassword(password: string): Promise<void> {
  const [auth, sdk] = await Promise.all([getFirebaseAuth(), identitySdk()]);
  const user = auth.currentUser;
  if (!user?.email) throw new Error('Nobody is signed in with a password.');
  await sdk.reauthenticateWithCredential(
    user,
    sdk.EmailAuthProvider.credential(user.email, password),
  );
  await user.getIdToken(true);
}

/** The same through Google's or Apple's popup, for an account that signs in that way. */
export async function signInAgainWithProvider(provider: SignInProvider): Promise<void> {
  const [auth, sdk] = await Promise.all([getFirebaseAuth(), identitySdk()]);
  const user = auth.currentUser;
  if (!user) throw new Error('Nobody is signed in.');
  await sdk.reauthenticateWithPopup(
    user,
    authProviderFor(sdk, provider),
    sdk.browserPopupRedirectResolver,
  );
  await user.getIdToken(true);
}

/**
 * Changes the signed-in user's password. The identity service asks for a recent sign-in first,
 * so the current password signs the user in again before the new one is set.
 */
export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  await signInAgainWithPassword(currentPassword);
  const [auth, sdk] = await Promise.all([getFirebaseAuth(), identitySdk()]);
  const user = auth.currentUser;
  if (!user) throw new Error('Nobody is signed in.');
  await sdk.updatePassword(user, newPassword);
}
