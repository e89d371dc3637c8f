// The identity SDK is a boundary we do not own: only its start is stubbed.
const instance = { name: 'auth' };
jest.mock('firebase/app', () => ({ initializeApp: jest.fn(() => ({})) }));
jest.mock('firebase/auth', () => ({
  initializeAuth: jest.fn(() => instance),
  connectAuthEmulator: jest.fn(),
  indexedDBLocalPersistence: { type: 'LOCAL', store: 'indexedDB' },
  browserLocalPersistence: { type: 'LOCAL', store: 'localStorage' },
  browserSessionPersistence: { type: 'SESSION', store: 'sessionStorage' },
  browserPopupRedirectResolver: { popupMachinery: true },
}));

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

  it('connects to the emulator when one is configured', async () => {
    const { initFirebase } = await freshModule();
    const { connectAuthEmulator } = jest.requireMock<{ connectAuthEmulator: jest.Mock }>(
      'firebase/auth',
    );

    await initFirebase({ ...config, authEmulatorUrl: 'http://127.0.0.1:9099' });

    expect(connectAuthEmulator).toHaveBeenCalledWith(instance, 'http://127.0.0.1:9099', {
      disableWarnings: true,
    });
  });

  it('keeps the session where the default start keeps it, without readying popups', async () => {
    const { initFirebase } = await freshModule();
    const sdk = jest.requireMock<Record<string, unknown> & { initializeAuth: jest.Mock }>(
      'firebase/auth',
    );

    await initFirebase(config);

    const [[, options]] = sdk.initializeAuth.mock.calls as [[unknown, Record<string, unknown>]];
    // Readying popups at the start loads Google's API script on phones and Safari before the
    // session is known; a Google or Apple sign-in brings the machinery along instead.
    expect(options).not.toHaveProperty('popupRedirectResolver');
    expect(options.persistence).toEqual([
      sdk.indexedDBLocalPersistence,
      sdk.browserLocalPersistence,
      sdk.browserSessionPersistence,
    ]);
  });
});
