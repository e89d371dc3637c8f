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

/** An unsigned JWT shaped like an ID token but issued for another project. */
export function foreignProjectToken(): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const project = 'demo-someone-else';
  return [
    encode({ alg: 'none', typ: 'JWT' }),
    encode({
      iss: `https://securetoken.google.com/${project}`,
      aud: project,
      sub: 'intruder',
      user_id: 'intruder',
      email: 'intruder@test.care.test',
      email_verified: true,
      iat: now,
      exp: now + 3600,
      auth_time: now,
    }),
    '',
  ].join('.');
}
