import { createHash } from 'node:crypto';
import { type App, getApps, initializeApp } from 'firebase-admin/app';
import { type Auth, getAuth } from 'firebase-admin/auth';
import { LRUCache } from 'lru-cache';

/** What a verified Firebase ID token tells us about its holder; shared by its token's requests. */
export interface VerifiedIdentity {
  readonly uid: string;
  readonly email: string | undefined;
  readonly emailVerified: boolean;
  /** When its holder last proved who they are (typed the password, passed the popup), in epoch seconds. */
  readonly signedInAt: number;
}

/** The identity service as the API uses it; Firebase in production, its emulator locally and in tests. */
export interface Identity {
  /**
   * Rejects when the token is malformed, expired or not issued for our project, and with an
   * IdentityUnavailableError when the service cannot be asked (its keys not fetched). A token
   * that verified is answered from memory until shortly before it expires, for at most a few
   * minutes.
   */
  verify(idToken: string): Promise<VerifiedIdentity>;
  /** Whether this token verified recently and is still trusted, without verifying it again. */
  remembers(idToken: string): boolean;
  /** The `internalId` claim the shell's guard reads to know the user is registered. */
  setInternalId(uid: string, accountId: string): Promise<void>;
  /** Removes the user from the identity service; a user already gone is not an error. */
  deleteUser(uid: string): Promise<void>;
}

/**
 * The identity service did not answer (unreachable, timed out, its keys not fetched): nothing
 * the caller did wrong, not the database either, and worth trying again in a moment.
 */
export class IdentityUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The identity service does not answer.', { cause });
    this.name = 'IdentityUnavailableError';
  }
}

// How firebase-admin reports a request that got no answer: its own network codes, and, for the
// public keys a token is verified with, the message of the failed fetch (it gives that one the
// code of a malformed token).
const unansweredCodes = new Set(['app/network-error', 'app/network-timeout']);
const unansweredKeyFetch = /^(Error while making request|Error fetching public keys)/;

/** Runs a call to the identity service, its failure to answer as an IdentityUnavailableError. */
async function askingTheIdentityService<Answer>(call: () => Promise<Answer>): Promise<Answer> {
  try {
    return await call();
  } catch (error) {
    const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
    if (
      (typeof code === 'string' && unansweredCodes.has(code)) ||
      (typeof message === 'string' && unansweredKeyFetch.test(message))
    )
      throw new IdentityUnavailableError(error);
    throw error;
  }
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

export interface VerificationCacheOptions {
  /** Most tokens remembered at once; the least recently used one goes first. */
  maxEntries: number;
  /** Longest a verification is trusted, so a user disabled since is turned away soon. */
  maxAgeMs: number;
  /** A token is forgotten this long before its `exp`, so a step of the clock never outlasts it. */
  expiryMarginMs: number;
  /**
   * One clock for tests to move, read both against `exp` and for an entry's age. By default `exp`
   * is read against the wall clock and ages on the monotonic one, which no clock step lengthens.
   */
  clock?: () => number;
}

export const defaultVerificationCache: VerificationCacheOptions = {
  maxEntries: 10_000,
  maxAgeMs: 5 * 60_000,
  expiryMarginMs: 30_000,
};

const bearer = /^Bearer\s+(\S+)\s*$/i;

/** The token of an `Authorization: Bearer …` header, however its scheme is capitalised. */
export function bearerToken(authorization: string | undefined): string | undefined {
  return authorization?.match(bearer)?.[1];
}

/** Tokens are remembered by their digest, so the cache never holds a usable credential. */
const tokenDigest = (idToken: string) => createHash('sha256').update(idToken).digest('base64url');

/**
 * The API's Identity on firebase-admin. Verifying a token (RS256 signature, issuer, audience,
 * expiry) dominates an authenticated request's CPU, firebase-admin re-reading the public key from
 * its PEM on every call, and a client sends the same token for up to an hour; so verified tokens
 * are remembered. Without `checkRevoked` firebase-admin accepts a token until its `exp` whatever
 * happened to the user since, so remembering it for less than that accepts nothing it would reject.
 * Rejections are never remembered.
 */
export function firebaseIdentity(
  auth: Auth,
  cacheOptions: Partial<VerificationCacheOptions> = {},
): Identity {
  const { maxEntries, maxAgeMs, expiryMarginMs, clock } = {
    ...defaultVerificationCache,
    ...cacheOptions,
  };
  const now = clock ?? Date.now;
  const verified = new LRUCache<string, VerifiedIdentity>({
    max: maxEntries,
    ttl: maxAgeMs,
    // Ages are checked against the clock on every read, not a reading reused for a millisecond.
    ttlResolution: 0,
    ...(clock ? { perf: { now: clock } } : {}),
  });

  return {
    async verify(idToken) {
      const key = tokenDigest(idToken);
      const remembered = verified.get(key);
      if (remembered) return remembered;

      const token = await askingTheIdentityService(() => auth.verifyIdToken(idToken));
      const identity: VerifiedIdentity = {
        uid: token.uid,
        email: token.email?.toLowerCase(),
        emailVerified: token.email_verified === true,
        signedInAt: token.auth_time,
      };
      // Served while its age is at most this, so for the last time at `exp` less the margin.
      const ttl = Math.floor(Math.min(maxAgeMs, token.exp * 1000 - expiryMarginMs - now()));
      // lru-cache reads a ttl of 0 as "forever": a token this close to expiry is not remembered.
      if (ttl >= 1) verified.set(key, identity, { ttl });
      return identity;
    },
    remembers(idToken) {
      return verified.has(tokenDigest(idToken));
    },
    async setInternalId(uid, accountId) {
      await askingTheIdentityService(() =>
        auth.setCustomUserClaims(uid, { internalId: accountId }),
      );
    },
    async deleteUser(uid) {
      try {
        await askingTheIdentityService(() => auth.deleteUser(uid));
      } catch (error) {
        if ((error as { code?: unknown }).code !== 'auth/user-not-found') throw error;
      }
      // Its tokens stop here too, not when the remembered verification runs out.
      for (const [key, identity] of verified.entries()) {
        if (identity.uid === uid) verified.delete(key);
      }
    },
  };
}
