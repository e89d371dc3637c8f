import type { RuntimeConfig } from '@care/contracts';
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
  const [
    { initializeApp },
    {
      browserLocalPersistence,
      browserSessionPersistence,
      connectAuthEmulator,
      indexedDBLocalPersistence,
      initializeAuth,
    },
  ] = await Promise.all([import('firebase/app'), import('firebase/auth')]);
  // What getAuth() sets up in a browser, in the same order, less the popup resolver: given that,
  // Safari and mobile browsers fetch Google's gapi script and open the sign-in iframe at every
  // start, for email+password visitors too. The Google and Apple buttons pass it themselves.
  const instance = initializeAuth(initializeApp(config.firebase), {
    persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence],
  });
  if (config.authEmulatorUrl) {
    connectAuthEmulator(instance, config.authEmulatorUrl, { disableWarnings: true });
  }
  return instance;
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
