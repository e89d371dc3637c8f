import { identityErrorCode, signInFailureByCode } from '../auth/session';

/**
 * What a failed call to the identity service means to the user. The
 * words live in the common i18n namespace under `errors.identity`; this file
 * only decides which entry a failure reads as, so every page says the same.
 */

/** The identity actions a page performs; an unknown failure reads as "this action failed". */
export type IdentityAction =
  | 'signIn'
  | 'googleSignIn'
  | 'appleSignIn'
  | 'signUp'
  | 'passwordReset'
  | 'verificationEmail'
  | 'sessionCheck'
  | 'passwordChange'
  | 'providerLink'
  | 'providerUnlink'
  | 'signInAgain';

/** An entry of `errors.identity` that names a known cause. */
export type IdentityErrorCause =
  | 'invalidCredentials'
  | 'tooManyRequests'
  | 'network'
  | 'emailInUse'
  | 'invalidEmail'
  | 'weakPassword'
  | 'passwordRequirements'
  | 'multiFactorRequired'
  | 'userMismatch'
  | 'popupBlocked'
  | 'unauthorizedDomain'
  | 'webStorageUnsupported'
  | 'invalidApiKey'
  | 'internal'
  | 'expiredActionCode'
  | 'invalidActionCode'
  | 'accountExistsWithDifferentCredential'
  | 'operationNotAllowed'
  | 'requiresRecentLogin'
  | 'sessionExpired'
  | 'wrongCurrentPassword'
  | 'wrongPassword'
  | 'credentialInUse';

/** A translation key of the common namespace. */
export type IdentityErrorMessageKey =
  `errors.identity.${IdentityErrorCause}` | `errors.identity.failed.${IdentityAction}`;

/** null: the user ended the flow themself (closed the popup), so nothing is said. */
const causeByCode: Record<string, IdentityErrorCause | null> = {
  // Wrong password, unknown user, too many attempts, no connection: as any sign-in form says them.
  ...signInFailureByCode,
  'auth/email-already-in-use': 'emailInUse',
  'auth/invalid-email': 'invalidEmail',
  'auth/missing-email': 'invalidEmail',
  'auth/weak-password': 'weakPassword',
  'auth/password-does-not-meet-requirements': 'passwordRequirements',
  'auth/multi-factor-auth-required': 'multiFactorRequired',
  'auth/user-mismatch': 'userMismatch',
  'auth/popup-blocked': 'popupBlocked',
  'auth/popup-closed-by-user': null,
  'auth/cancelled-popup-request': null,
  'auth/user-cancelled': null,
  'auth/unauthorized-domain': 'unauthorizedDomain',
  // The panel's address is missing from the identity service's list for links in e-mails.
  'auth/unauthorized-continue-uri': 'unauthorizedDomain',
  'auth/web-storage-unsupported': 'webStorageUnsupported',
  'auth/invalid-api-key': 'invalidApiKey',
  'auth/api-key-not-valid.-please-pass-a-valid-api-key.': 'invalidApiKey',
  'auth/internal-error': 'internal',
  'auth/expired-action-code': 'expiredActionCode',
  'auth/invalid-action-code': 'invalidActionCode',
  'auth/account-exists-with-different-credential': 'accountExistsWithDifferentCredential',
  'auth/operation-not-allowed': 'operationNotAllowed',
  'auth/requires-recent-login': 'requiresRecentLogin',
  'auth/user-token-expired': 'sessionExpired',
  'auth/invalid-user-token': 'sessionExpired',
  // The Google or Apple account chosen already signs into another account of the panel.
  'auth/credential-already-in-use': 'credentialInUse',
  'auth/provider-already-linked': 'credentialInUse',
};

/**
 * The message key of a failed identity call, or null when the user needs no
 * message. Every sign-in and account page words its failures through this.
 */
export function identityErrorMessageKey(
  error: unknown,
  action: IdentityAction,
): IdentityErrorMessageKey | null {
  const code = identityErrorCode(error);
  const cause = Object.hasOwn(causeByCode, code) ? causeByCode[code] : undefined;
  if (cause === null) return null;
  // Changing a password signs in again with the current one: its failure is that password.
  if (action === 'passwordChange' && cause === 'invalidCredentials') {
    return 'errors.identity.wrongCurrentPassword';
  }
  // Signing in again asks only for the password: the e-mail is the signed-in user's.
  if (action === 'signInAgain' && cause === 'invalidCredentials') {
    return 'errors.identity.wrongPassword';
  }
  return cause ? `errors.identity.${cause}` : `errors.identity.failed.${action}`;
}
