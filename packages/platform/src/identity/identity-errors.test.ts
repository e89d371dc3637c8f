import { identityErrorCode } from '../auth/session';
import { identityErrorMessageKey } from './identity-errors';

const failure = (code: string) => Object.assign(new Error(code), { code });

describe('identity error messages', () => {
  it.each([
    ['auth/wrong-password', 'errors.identity.invalidCredentials'],
    ['auth/user-not-found', 'errors.identity.invalidCredentials'],
    ['auth/invalid-credential', 'errors.identity.invalidCredentials'],
    ['auth/too-many-requests', 'errors.identity.tooManyRequests'],
    ['auth/network-request-failed', 'errors.identity.network'],
    ['auth/password-does-not-meet-requirements', 'errors.identity.passwordRequirements'],
    ['auth/multi-factor-auth-required', 'errors.identity.multiFactorRequired'],
    ['auth/user-mismatch', 'errors.identity.userMismatch'],
    ['auth/popup-blocked', 'errors.identity.popupBlocked'],
    ['auth/unauthorized-domain', 'errors.identity.unauthorizedDomain'],
    ['auth/web-storage-unsupported', 'errors.identity.webStorageUnsupported'],
    ['auth/invalid-api-key', 'errors.identity.invalidApiKey'],
    ['auth/internal-error', 'errors.identity.internal'],
    ['auth/expired-action-code', 'errors.identity.expiredActionCode'],
    ['auth/email-already-in-use', 'errors.identity.emailInUse'],
    ['auth/weak-password', 'errors.identity.weakPassword'],
  ])('reads %s as %s whatever the action', (code, key) => {
    expect(identityErrorMessageKey(failure(code), 'signIn')).toBe(key);
    expect(identityErrorMessageKey(failure(code), 'signUp')).toBe(key);
  });

  it.each(['auth/popup-closed-by-user', 'auth/cancelled-popup-request', 'auth/user-cancelled'])(
    'says nothing when the user ended the flow (%s)',
    (code) => {
      expect(identityErrorMessageKey(failure(code), 'googleSignIn')).toBeNull();
    },
  );

  it('reads an unknown code or a non-identity error as the failed action', () => {
    expect(identityErrorMessageKey(failure('auth/something-new'), 'appleSignIn')).toBe(
      'errors.identity.failed.appleSignIn',
    );
    expect(identityErrorMessageKey(new Error('boom'), 'passwordReset')).toBe(
      'errors.identity.failed.passwordReset',
    );
    expect(identityErrorMessageKey(undefined, 'verificationEmail')).toBe(
      'errors.identity.failed.verificationEmail',
    );
  });

  it('reads a wrong password during a password change as the wrong current password', () => {
    for (const code of ['auth/wrong-password', 'auth/invalid-credential']) {
      expect(identityErrorMessageKey(failure(code), 'passwordChange')).toBe(
        'errors.identity.wrongCurrentPassword',
      );
    }
    expect(identityErrorMessageKey(failure('auth/too-many-requests'), 'passwordChange')).toBe(
      'errors.identity.tooManyRequests',
    );
  });

  it('does not take inherited names for codes', () => {
    expect(identityErrorMessageKey(failure('constructor'), 'signIn')).toBe(
      'errors.identity.failed.signIn',
    );
  });

  it('reads the code of an identity error only', () => {
    expect(identityErrorCode(failure('auth/timeout'))).toBe('auth/timeout');
    expect(identityErrorCode('auth/timeout')).toBe('');
    expect(identityErrorCode(null)).toBe('');
  });
});
