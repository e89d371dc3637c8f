import { randomUUID } from 'node:crypto';
import { firebaseAuth } from '../../src/auth/identity';
import { defaultProjectId } from '../../src/config';

const password = 'test-password';

function emulatorHost(): string {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!host)
    throw new Error(
      'No Auth emulator: run the API tests through jest, whose global setup starts one.',
    );
  return host;
}

/** firebase-admin against the suite's emulator. */
export const testAuth = () => {
  emulatorHost();
  return firebaseAuth(defaultProjectId);
};

export const uniqueEmail = (label = 'user') =>
  `${label}-${randomUUID().slice(0, 8)}@test.care.test`;

/** A real ID token from the emulator, as the browser SDK would get it. */
export async function signIn(email: string, secret = password): Promise<string> {
  const response = await fetch(
    `http://${emulatorHost()}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=emulator`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: secret, returnSecureToken: true }),
    },
  );
  const answer = (await response.json()) as { idToken?: string };
  if (!answer.idToken)
    throw new Error(`Emulator sign-in failed for ${email}: ${JSON.stringify(answer)}`);
  return answer.idToken;
}

export interface TestIdentity {
  uid: string;
  email: string;
  token: string;
}

export async function createIdentity(
  options: { email?: string; emailVerified?: boolean } = {},
): Promise<TestIdentity> {
  const email = options.email ?? uniqueEmail();
  const user = await testAuth().createUser({
    email,
    password,
    emailVerified: options.emailVerified ?? true,
  });
  return { uid: user.uid, email, token: await signIn(email) };
}

/**
 * An unsigned ID token shaped like the emulator's, which the API accepts while it talks to the
 * emulator: claims a real sign-in cannot produce on demand (an old sign-in, another project).
 */
export function unsignedIdToken(claims: {
  project?: string;
  uid: string;
  email: string;
  issuedAgoSeconds?: number;
  signedInAgoSeconds?: number;
  lifetimeSeconds?: number;
}): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const project = claims.project ?? defaultProjectId;
  const issuedAt = now - (claims.issuedAgoSeconds ?? 0);
  return [
    encode({ alg: 'none', typ: 'JWT' }),
    encode({
      iss: `https://securetoken.google.com/${project}`,
      aud: project,
      sub: claims.uid,
      user_id: claims.uid,
      email: claims.email,
      email_verified: true,
      iat: issuedAt,
      exp: issuedAt + (claims.lifetimeSeconds ?? 3600),
      auth_time: now - (claims.signedInAgoSeconds ?? claims.issuedAgoSeconds ?? 0),
    }),
    '',
  ].join('.');
}

/** An unsigned JWT shaped like an ID token but issued for another project. */
export function foreignProjectToken(): string {
  return unsignedIdToken({
    project: 'demo-someone-else',
    uid: 'intruder',
    email: 'intruder@test.care.test',
  });
}

/**
 * A valid token of the identity whose holder last typed their password this long ago: what the
 * browser holds after refreshing its token in the background for a while. The identity service
 * counts a sign-in from before the user's tokens were last invalidated as revoked, so that moment
 * is moved back first, as if the user had been created before it.
 */
export async function tokenSignedInAgo(
  identity: Omit<TestIdentity, 'token'>,
  seconds: number,
): Promise<string> {
  const validSince = Math.floor(Date.now() / 1000) - seconds - 1;
  const response = await fetch(
    `http://${emulatorHost()}/identitytoolkit.googleapis.com/v1/projects/${defaultProjectId}/accounts:update`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify({ localId: identity.uid, validSince: String(validSince) }),
    },
  );
  if (!response.ok) throw new Error(`Emulator update failed: ${await response.text()}`);
  return unsignedIdToken({ uid: identity.uid, email: identity.email, signedInAgoSeconds: seconds });
}
