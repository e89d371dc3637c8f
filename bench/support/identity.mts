// Signing in with no Auth emulator and no network. Production verifies a Firebase ID token with
// firebase-admin: RS256 signature against Google's public keys (fetched once and cached), then
// issuer, audience, expiry, subject. Here the same firebase-admin verifier runs unchanged; only
// its key source is this process's own key pair instead of Google's certificate URL, so the
// tokens minted below verify exactly as real ones do. (The emulator's unsigned tokens would not
// do: in emulator mode firebase-admin asks the emulator about the user on every verification.)
// Production code is untouched; the swap lives on this benchmark's Auth instance only.
import { createSign, generateKeyPairSync, randomUUID } from 'node:crypto';
import {
  firebaseAuth,
  firebaseIdentity,
  type Identity,
} from '../../services/api/src/auth/identity';
import { defaultProjectId } from '../../services/api/src/config';

const keyId = 'care-bench';
const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
/** This process's public key by its id, as Google's certificate URL gives them. */
export const benchPublicKeys: Record<string, string> = {
  [keyId]: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
};

/**
 * The API's own firebaseIdentity, trusting this process's signing key, or `trusted` (another
 * process's `benchPublicKeys`: a second replica verifies the tokens the first one's seed signed).
 */
export function benchFirebaseIdentity(trusted = benchPublicKeys): Identity {
  const auth = firebaseAuth(defaultProjectId);
  const verifier = (
    auth as unknown as { idTokenVerifier?: { signatureVerifier?: { keyFetcher?: unknown } } }
  ).idTokenVerifier?.signatureVerifier;
  if (!verifier?.keyFetcher)
    throw new Error('firebase-admin changed: no key fetcher on its ID token verifier');
  verifier.keyFetcher = { fetchPublicKeys: async () => trusted };
  return firebaseIdentity(auth);
}

export interface BenchIdentity {
  uid: string;
  email: string;
  token: string;
}

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A verified identity of the API's project and its RS256-signed ID token, valid for an hour. */
export function benchIdentity(label: string): BenchIdentity {
  const uid = `bench-${label}-${randomUUID().slice(0, 8)}`;
  const email = `${uid}@bench.care.test`;
  const now = Math.floor(Date.now() / 1000);
  const unsigned = [
    encode({ alg: 'RS256', kid: keyId, typ: 'JWT' }),
    encode({
      iss: `https://securetoken.google.com/${defaultProjectId}`,
      aud: defaultProjectId,
      sub: uid,
      user_id: uid,
      email,
      email_verified: true,
      iat: now,
      exp: now + 3600,
      auth_time: now,
      firebase: { identities: { email: [email] }, sign_in_provider: 'password' },
    }),
  ].join('.');
  const signature = createSign('RSA-SHA256')
    .update(unsigned)
    .sign(privateKey)
    .toString('base64url');
  return { uid, email, token: `${unsigned}.${signature}` };
}
