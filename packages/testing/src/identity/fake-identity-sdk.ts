import { initFirebase, watchSession } from '@care/platform';
import type { User } from 'firebase/auth';

/** A signed-in user as the SDK hands it out: the parts the pages use. */
export interface FakeUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  /** The sign-in methods linked to the user, e.g. `[{ providerId: 'password' }]`. */
  providerData: { providerId: string }[];
  getIdToken: jest.Mock<Promise<string>, [forceRefresh?: boolean]>;
  reload: jest.Mock<Promise<void>, []>;
}

type TokenListener = (user: User | null) => Promise<void>;

/**
 * The identity SDK (`firebase/auth`) replaced at its boundary: every call is a
 * jest mock and the token claims are whatever the test says. Use it as
 * `jest.mock('firebase/auth', () => jest.requireActual('<this file>').createFakeIdentitySdk())`.
 */
export function createFakeIdentitySdk() {
  class GoogleAuthProvider {
    readonly providerId = 'google.com';
    setCustomParameters() {
      return this;
    }
  }
  class EmailAuthProvider {
    static credential(email: string, password: string) {
      return { providerId: 'password', email, password };
    }
  }
  class OAuthProvider {
    constructor(readonly providerId: string) {}
    addScope() {
      return this;
    }
  }
  const auth: { currentUser: FakeUser | null } = { currentUser: null };
  const session: { claims: Record<string, unknown>; listener?: TokenListener } = {
    claims: { email_verified: false },
  };
  const sdk = {
    auth,
    /** The claims the next token read answers with, and the token listener the watcher gave. */
    session,
    initializeAuth: jest.fn(() => auth),
    connectAuthEmulator: jest.fn(),
    onIdTokenChanged: jest.fn((_auth: unknown, listener: TokenListener) => {
      session.listener = listener;
      return () => undefined;
    }),
    getIdTokenResult: jest.fn(async () => ({ claims: session.claims })),
    signInWithEmailAndPassword: jest.fn(),
    createUserWithEmailAndPassword: jest.fn(),
    signInWithPopup: jest.fn(),
    sendEmailVerification: jest.fn(),
    sendPasswordResetEmail: jest.fn(),
    signOut: jest.fn(),
    reauthenticateWithCredential: jest.fn(),
    reauthenticateWithPopup: jest.fn(),
    updatePassword: jest.fn(),
    linkWithPopup: jest.fn(),
    unlink: jest.fn(),
    EmailAuthProvider,
    GoogleAuthProvider,
    OAuthProvider,
  };
  return sdk;
}

export type FakeIdentitySdk = ReturnType<typeof createFakeIdentitySdk>;

export const identityError = (code: string) => Object.assign(new Error(code), { code });

export function fakeUser(email: string): FakeUser {
  return {
    uid: `uid-${email}`,
    email,
    displayName: null,
    providerData: [{ providerId: 'password' }],
    getIdToken: jest.fn(async () => 'token'),
    reload: jest.fn(async () => undefined),
  };
}

/** Starts the real session watcher on the fake SDK; call once per test file. */
export async function watchFakeSession(sdk: FakeIdentitySdk): Promise<void> {
  void initFirebase({ firebase: { apiKey: 'k', authDomain: 'd', projectId: 'demo-care' } });
  watchSession();
  for (let attempt = 0; !sdk.session.listener && attempt < 50; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  if (!sdk.session.listener) throw new Error('The session watcher did not subscribe.');
}

/** What the SDK's token listener reports: this user with these claims, or a sign-out. */
export async function reportSession(
  sdk: FakeIdentitySdk,
  user: FakeUser | null,
  claims: Record<string, unknown> = { email_verified: true },
): Promise<void> {
  sdk.auth.currentUser = user;
  sdk.session.claims = claims;
  await sdk.session.listener?.(user as unknown as User | null);
}
