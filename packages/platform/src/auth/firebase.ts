import type { RuntimeConfig } from '@care/contracts';
import { initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, type Auth } from 'firebase/auth';

let auth: Auth | undefined;

/** Starts the identity SDK from the runtime configuration; the emulator when one is configured. */
export function initFirebase(config: Pick<RuntimeConfig, 'firebase' | 'authEmulatorUrl'>): Auth {
  const app = initializeApp(config.firebase);
  auth = getAuth(app);
  if (config.authEmulatorUrl)
    connectAuthEmulator(auth, config.authEmulatorUrl, { disableWarnings: true });
  return auth;
}

export function getFirebaseAuth(): Auth {
  if (!auth) throw new Error('initFirebase() must run before the identity service is used.');
  return auth;
}
