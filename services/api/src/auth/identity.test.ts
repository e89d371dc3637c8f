import type { Auth } from 'firebase-admin/auth';
import { deleteApp } from 'firebase-admin/app';
import {
  createIdentity,
  foreignProjectToken,
  testAuth,
  type TestIdentity,
  tokenSignedInAgo,
  unsignedIdToken,
} from '../../test/support/identities';
import { defaultVerificationCache, firebaseIdentity } from './identity';

const { maxAgeMs, expiryMarginMs } = defaultVerificationCache;

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
    exp: number;
    auth_time: number;
  };
/** The `exp` claim of a token, in milliseconds. */
const expiresAtMs = (token: string) => claimsOf(token).exp * 1000;

/** An unsigned emulator-style ID token of our project that expired a minute ago. */
const expiredToken = (identity: TestIdentity) =>
  unsignedIdToken({ uid: identity.uid, email: identity.email, issuedAgoSeconds: 3660 });

describe('firebaseIdentity', () => {
  let auth: Auth;
  let verifyIdToken: jest.SpiedFunction<Auth['verifyIdToken']>;
  let clock: number;
  const testClock = () => clock;
  let alice: TestIdentity;
  let bob: TestIdentity;
  let carol: TestIdentity;

  beforeAll(async () => {
    [alice, bob, carol] = await Promise.all([
      createIdentity(),
      createIdentity(),
      createIdentity({ emailVerified: false }),
    ]);
  });
  beforeEach(() => {
    auth = testAuth();
    verifyIdToken = jest.spyOn(auth, 'verifyIdToken');
    clock = Date.now();
  });
  afterEach(() => jest.restoreAllMocks());
  // firebase-admin keeps emulator connections alive; let the worker exit.
  afterAll(() => deleteApp(testAuth().app));

  it('asks the identity service once for a token used again within the max age', async () => {
    const identity = firebaseIdentity(auth, { clock: testClock });
    const expected = {
      uid: alice.uid,
      email: alice.email,
      emailVerified: true,
      signedInAt: claimsOf(alice.token).auth_time,
    };

    expect(await identity.verify(alice.token)).toEqual(expected);
    clock += maxAgeMs;
    expect(await identity.verify(alice.token)).toEqual(expected);
    expect(verifyIdToken).toHaveBeenCalledTimes(1);

    clock += 1;
    expect(await identity.verify(alice.token)).toEqual(expected);
    expect(verifyIdToken).toHaveBeenCalledTimes(2);
  });

  it('verifies a remembered token again once it comes within the margin of its expiry', async () => {
    // A max age past the token's hour, so only the token's own expiry bounds it.
    const identity = firebaseIdentity(auth, { clock: testClock, maxAgeMs: 2 * 3_600_000 });
    const lastServedAt = expiresAtMs(alice.token) - expiryMarginMs;

    await identity.verify(alice.token);
    clock = lastServedAt;
    await identity.verify(alice.token);
    expect(verifyIdToken).toHaveBeenCalledTimes(1);

    clock = lastServedAt + 1;
    await identity.verify(alice.token);
    expect(verifyIdToken).toHaveBeenCalledTimes(2);
  });

  it('does not remember a token verified within the margin of its expiry', async () => {
    const identity = firebaseIdentity(auth, { clock: testClock });
    clock = expiresAtMs(alice.token) - expiryMarginMs;

    await identity.verify(alice.token);
    await identity.verify(alice.token);
    expect(verifyIdToken).toHaveBeenCalledTimes(2);
  });

  it('tells when the holder last signed in, not when the token was issued', async () => {
    const identity = firebaseIdentity(auth, { clock: testClock });
    const refreshedLater = await tokenSignedInAgo(alice, 1_800);

    const verified = await identity.verify(refreshedLater);

    expect(Math.floor(Date.now() / 1000) - verified.signedInAt).toBeGreaterThanOrEqual(1_800);
    expect(verified.signedInAt).toBeLessThan(claimsOf(alice.token).auth_time);
  });

  it('keeps each token to its own holder', async () => {
    const identity = firebaseIdentity(auth, { clock: testClock });
    for (const _round of [1, 2]) {
      expect(await identity.verify(alice.token)).toMatchObject({ uid: alice.uid });
      expect(await identity.verify(bob.token)).toMatchObject({ uid: bob.uid });
      expect(await identity.verify(carol.token)).toEqual({
        uid: carol.uid,
        email: carol.email,
        emailVerified: false,
        signedInAt: claimsOf(carol.token).auth_time,
      });
    }
    expect(verifyIdToken).toHaveBeenCalledTimes(3);
  });

  it('rejects an expired token every time, never from memory', async () => {
    const identity = firebaseIdentity(auth, { clock: testClock });
    const expired = expiredToken(alice);

    await expect(identity.verify(expired)).rejects.toMatchObject({ code: 'auth/id-token-expired' });
    await expect(identity.verify(expired)).rejects.toMatchObject({ code: 'auth/id-token-expired' });
    expect(verifyIdToken).toHaveBeenCalledTimes(2);
  });

  it('does not remember a rejection: a token of a disabled user verifies once re-enabled', async () => {
    const identity = firebaseIdentity(auth, { clock: testClock });
    const dora = await createIdentity();
    const foreign = foreignProjectToken();

    await expect(identity.verify(foreign)).rejects.toThrow();
    await expect(identity.verify(foreign)).rejects.toThrow();

    await auth.updateUser(dora.uid, { disabled: true });
    await expect(identity.verify(dora.token)).rejects.toMatchObject({
      code: 'auth/user-disabled',
    });
    await auth.updateUser(dora.uid, { disabled: false });
    expect(await identity.verify(dora.token)).toMatchObject({ uid: dora.uid });
    expect(verifyIdToken).toHaveBeenCalledTimes(4);
  });

  it('forgets the least recently used token when full', async () => {
    const identity = firebaseIdentity(auth, { clock: testClock, maxEntries: 2 });

    await identity.verify(alice.token);
    await identity.verify(bob.token);
    await identity.verify(alice.token); // now Bob's is the least recently used
    await identity.verify(carol.token);
    expect(verifyIdToken).toHaveBeenCalledTimes(3);

    await identity.verify(alice.token);
    await identity.verify(carol.token);
    expect(verifyIdToken).toHaveBeenCalledTimes(3);
    await identity.verify(bob.token);
    expect(verifyIdToken).toHaveBeenCalledTimes(4);
  });
});
