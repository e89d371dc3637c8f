import type { RuntimeConfig } from '@care/contracts/runtime-config';
import type { Auth } from 'firebase/auth';

type FirebaseConfig = Pick<RuntimeConfig, 'firebase' | 'authEmulatorUrl'>;

let startFirst: (started: Promise<Auth>) => void = () => undefined;
// A sign-in page can be submitted while the runtime config is still loading
// (the sign-in pages paint before fetching it): callers wait for the start.
const firstStart = new Promise<Auth>((resolve) => {
  startFirst = resolve;
});
// Its failure is reported to whoever waits, through `auth`; not twice.
firstStart.catch(() => undefined);
let auth: Promise<Auth> = firstStart;

async function startAuth(config: FirebaseConfig): Promise<Auth> {
  const [{ initializeApp }, sdk] = await Promise.all([
    import('firebase/app'),
    import('firebase/auth'),
  ]);
  // The SDK's default start also readies its popup machinery, which on phones, tablets and
  // Safari loads Google's API script into a hidden frame at every page load and restores the
  // session only after it. Only a Google or Apple sign-in needs it, so it is handed to that popup
  // instead (identity-actions.ts); the session is kept where the default start keeps it.
  const instance = sdk.initializeAuth(initializeApp(config.firebase), {
    persistence: [
      sdk.indexedDBLocalPersistence,
      sdk.browserLocalPersistence,
      sdk.browserSessionPersistence,
    ],
  });
  const { connectAuthEmulator } = sdk;
  if (config.authEmulatorUrl) {
    connectAuthEmulator(instance, config.authEmulatorUrl, { disableWarnings: true });
  }
  return instance;
}

/**
 * Fetches the identity SDK's code ahead of initFirebase(), which needs the runtime config: for a
 * visitor who is signed in, everything shown waits for the session, so its code loads alongside
 * the config. A failure is left to initFirebase(), which reports it.
 */
export function preloadIdentitySdk(): void {
  Promise.all([import('firebase/app'), import('firebase/auth')]).catch(() => undefined);
}

/**
 * Starts the identity SDK from the runtime configuration (the emulator when
 * one is configured). The SDK loads on demand: public pages such as the login
 * form render without waiting for it.
 */
export function initFirebase(config: FirebaseConfig): Promise<Auth> {
  auth = startAuth(config);
  startFirst(auth);
  return auth;
}

/** The identity service once initFirebase() has started it. */
export function getFirebaseAuth(): Promise<Auth> {
  return auth;
}
