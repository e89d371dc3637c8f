// The identity SDK is a boundary we do not own: only its start is stubbed.
const instance = { name: 'auth' };
const app = { name: '[DEFAULT]' };
jest.mock('firebase/app', () => ({ initializeApp: jest.fn(() => app) }));
jest.mock('firebase/auth', () => ({
  initializeAuth: jest.fn(() => instance),
  connectAuthEmulator: jest.fn(),
  indexedDBLocalPersistence: { persistence: 'indexedDB' },
  browserLocalPersistence: { persistence: 'localStorage' },
  browserSessionPersistence: { persistence: 'sessionStorage' },
  browserPopupRedirectResolver: { resolver: 'popup' },
}));
const sdk = jest.requireMock<{
  initializeAuth: jest.Mock;
  connectAuthEmulator: jest.Mock;
  indexedDBLocalPersistence: object;
  browserLocalPersistence: object;
  browserSessionPersistence: object;
}>('firebase/auth');

const config = {
  firebase: { apiKey: 'key', authDomain: 'demo-care.firebaseapp.com', projectId: 'demo-care' },
};

async function freshModule() {
  let loaded!: typeof import('./firebase');
  jest.isolateModules(() => {
    loaded = jest.requireActual<typeof import('./firebase')>('./firebase');
  });
  return loaded;
}

beforeEach(() => jest.clearAllMocks());

describe('the identity service start', () => {
  it('lets a caller that asks before the start wait for it', async () => {
    const { getFirebaseAuth, initFirebase } = await freshModule();
    let resolved: unknown;
    const early = getFirebaseAuth().then((auth) => (resolved = auth));

    await Promise.resolve();
    expect(resolved).toBeUndefined();

    void initFirebase(config);
    await early;
    expect(resolved).toBe(instance);
  });

  it('keeps the sign-in across reloads as the SDK default does, without the popup machinery', async () => {
    const { initFirebase } = await freshModule();

    await initFirebase(config);

    // The browser default's storage order: IndexedDB, then localStorage, then sessionStorage.
    expect(sdk.initializeAuth).toHaveBeenCalledWith(app, {
      persistence: [
        sdk.indexedDBLocalPersistence,
        sdk.browserLocalPersistence,
        sdk.browserSessionPersistence,
      ],
    });
  });

  it('connects to the emulator when one is configured', async () => {
    const { initFirebase } = await freshModule();

    await initFirebase({ ...config, authEmulatorUrl: 'http://127.0.0.1:9099' });

    expect(sdk.connectAuthEmulator).toHaveBeenCalledWith(instance, 'http://127.0.0.1:9099', {
      disableWarnings: true,
    });
  });
});
