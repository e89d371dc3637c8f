import { initFirebase } from '../auth/firebase';
import { signInWithProvider } from './identity-actions';

// The identity SDK is a boundary we do not own: its start and its popup sign-in are stubbed.
jest.mock('firebase/app', () => ({ initializeApp: jest.fn(() => ({})) }));
jest.mock('firebase/auth', () => {
  class GoogleAuthProvider {
    readonly providerId = 'google.com';
    setCustomParameters() {}
  }
  class OAuthProvider {
    constructor(readonly providerId: string) {}
    addScope() {}
  }
  return {
    auth: { currentUser: null },
    initializeAuth: jest.fn(() => jest.requireMock<{ auth: object }>('firebase/auth').auth),
    connectAuthEmulator: jest.fn(),
    indexedDBLocalPersistence: { persistence: 'indexedDB' },
    browserLocalPersistence: { persistence: 'localStorage' },
    browserSessionPersistence: { persistence: 'sessionStorage' },
    browserPopupRedirectResolver: { resolver: 'popup' },
    signInWithPopup: jest.fn(),
    GoogleAuthProvider,
    OAuthProvider,
  };
});
const sdk = jest.requireMock<{
  auth: object;
  initializeAuth: jest.Mock;
  signInWithPopup: jest.Mock;
  browserPopupRedirectResolver: object;
}>('firebase/auth');

describe('Google and Apple sign-in', () => {
  it('leaves the popup machinery out of the start and brings it with each provider sign-in', async () => {
    await initFirebase({
      firebase: { apiKey: 'k', authDomain: 'demo-care.firebaseapp.com', projectId: 'demo-care' },
    });
    // Given a resolver at the start, Safari and mobile browsers would fetch Google's script at once.
    const [[, startOptions]] = sdk.initializeAuth.mock.calls as [[unknown, object]];
    expect(startOptions).not.toHaveProperty('popupRedirectResolver');

    await signInWithProvider('google');
    await signInWithProvider('apple');

    expect(sdk.signInWithPopup.mock.calls).toEqual([
      [
        sdk.auth,
        expect.objectContaining({ providerId: 'google.com' }),
        sdk.browserPopupRedirectResolver,
      ],
      [
        sdk.auth,
        expect.objectContaining({ providerId: 'apple.com' }),
        sdk.browserPopupRedirectResolver,
      ],
    ]);
  });
});
