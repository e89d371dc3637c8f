/**
 * `@care/platform/identity`: what the sign-in and account pages do with the
 * identity service beyond signing in and out (sign-up, Google and Apple,
 * verification and reset e-mails) and how its failures read. An entry point of
 * its own so the panel's first page does not carry it: those pages load lazily.
 */
export {
  identityErrorMessageKey,
  type IdentityAction,
  type IdentityErrorCause,
  type IdentityErrorMessageKey,
} from './identity-errors';
export {
  changePassword,
  lastVerificationEmail,
  linkSignInProvider,
  linkedSignInMethods,
  providerSignInMethod,
  signInMethods,
  type SignInMethod,
  requestPasswordReset,
  sendVerificationEmail,
  signInAgainWithPassword,
  signInAgainWithProvider,
  signInWithProvider,
  signUp,
  unlinkSignInProvider,
  type SignInProvider,
  type VerificationEmailAttempt,
} from './identity-actions';
