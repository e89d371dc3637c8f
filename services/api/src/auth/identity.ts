import { type App, getApps, initializeApp } from 'firebase-admin/app';
import { type Auth, getAuth } from 'firebase-admin/auth';

/** What a verified Firebase ID token tells us about its holder. */
export interface VerifiedIdentity {
  uid: string;
  email: string | undefined;
  emailVerified: boolean;
}

/** The identity service as the API uses it; Firebase in production, its emulator locally and in tests. */
export interface Identity {
  /** Rejects when the token is malformed, expired or not issued for our project. */
  verify(idToken: string): Promise<VerifiedIdentity>;
  /** The `internalId` claim the shell's guard reads to know the user is registered. */
  setInternalId(uid: string, accountId: string): Promise<void>;
}

/**
 * firebase-admin's Auth for a project. With FIREBASE_AUTH_EMULATOR_HOST set it talks to the
 * emulator and needs no credentials; otherwise it uses Application Default Credentials.
 */
export function firebaseAuth(projectId: string): Auth {
  const name = `care-api:${projectId}`;
  const app: App =
    getApps().find((candidate) => candidate.name === name) ?? initializeApp({ projectId }, name);
  return getAuth(app);
}

export function firebaseIdentity(auth: Auth): Identity {
  return {
    async verify(idToken) {
      const token = await auth.verifyIdToken(idToken);
      return {
        uid: token.uid,
        email: token.email?.toLowerCase(),
        emailVerified: token.email_verified === true,
      };
    },
    async setInternalId(uid, accountId) {
      await auth.setCustomUserClaims(uid, { internalId: accountId });
    },
  };
}
