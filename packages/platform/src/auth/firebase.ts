import type { RuntimeConfig } from '@care/contracts';
import type { Auth } from 'firebase/auth';

type FirebaseConfig = Pick<RuntimeConfig, 'firebase' | 'authEmulatorUrl'>;

let auth: Promise<Auth> | undefined;

async function startAuth(config: FirebaseConfig): Promise<Auth> {
  const [{ initializeApp }, { connectAuthEmulator, getAuth }] = await Promise.all([
    import('firebase/app'),
    import('firebase/auth'),
  ]);
  const instance = getAuth(initializeApp(config.firebase));
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
  return auth;
}

export function getFirebaseAuth(): Promise<Auth> {
  if (!auth)
    return Promise.reject(
      new Error('initFirebase() must run before the identity service is used.'),
    );
  return auth;
}
