// The identity service away: firebase-admin cannot reach it (its connections refused, as when the
// service or the route to it is down). Each call the API makes to it fails as "the identity service
// does not answer", and a request that needed it is answered 503 saying so: never a 401 (the
// caller's token may be fine, and a 401 signs them out), never "the database does not answer".
import { type App, deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { eq } from 'drizzle-orm';
import { Agent as HttpAgent } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import { connect } from 'node:net';
import { startTestApi, type TestApi } from '../../test/support/api';
import { databaseKinds } from '../../test/support/database';
import { createIdentity, type TestIdentity } from '../../test/support/identities';
import { defaultProjectId } from '../config';
import { accounts } from '../db/schema';
import { firebaseIdentity, IdentityUnavailableError } from './identity';
import { freePort } from '../../test/support/ports';

/** Agents whose every connection goes to `port`, wherever the request was meant to go. */
function refusingAgents(port: number) {
  const refused = () => connect(port, '127.0.0.1');
  return {
    http: Object.assign(new HttpAgent(), { createConnection: refused }),
    https: Object.assign(new HttpsAgent(), { createConnection: refused }),
  };
}

let apps = 0;
/** firebase-admin for our project, every request of it refused. */
function unansweredApp(agent: HttpAgent): App {
  apps += 1;
  return initializeApp({ projectId: defaultProjectId, httpAgent: agent }, `unanswered-${apps}`);
}

/** A token signed as Google signs them (RS256, a key id), so verifying it fetches the keys. */
function signedLookingToken(identity: TestIdentity): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return [
    encode({ alg: 'RS256', kid: 'some-key', typ: 'JWT' }),
    encode({
      iss: `https://securetoken.google.com/${defaultProjectId}`,
      aud: defaultProjectId,
      sub: identity.uid,
      email: identity.email,
      email_verified: true,
      iat: now,
      exp: now + 3600,
      auth_time: now,
    }),
    Buffer.from('signature').toString('base64url'),
  ].join('.');
}

/**
 * Runs `work` as in production, away from the emulator: firebase-admin then verifies a token's
 * signature with Google's public keys, which it fetches.
 */
async function withoutEmulator<Result>(work: () => Promise<Result>): Promise<Result> {
  const emulator = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
  try {
    return await work();
  } finally {
    process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator;
  }
}

let agents: ReturnType<typeof refusingAgents>;
let alice: TestIdentity;
const made: App[] = [];
const unanswered = (agent: HttpAgent) => {
  const app = unansweredApp(agent);
  made.push(app);
  return firebaseIdentity(getAuth(app));
};

beforeAll(async () => {
  agents = refusingAgents(await freePort());
  alice = await createIdentity();
});
afterAll(() => Promise.all(made.map((app) => deleteApp(app))));

describe('firebaseIdentity with the identity service away', () => {
  it('fails setting a claim and deleting a user as "the identity service does not answer"', async () => {
    const identity = unanswered(agents.http);
    await expect(identity.setInternalId(alice.uid, 'account')).rejects.toBeInstanceOf(
      IdentityUnavailableError,
    );
    await expect(identity.deleteUser(alice.uid)).rejects.toBeInstanceOf(IdentityUnavailableError);
  });

  it('fails verifying a token whose keys it cannot fetch as the same, not as a bad token', async () => {
    const identity = unanswered(agents.https);
    const error = await withoutEmulator(() =>
      identity.verify(signedLookingToken(alice)).then(
        () => null,
        (reason: unknown) => reason,
      ),
    );
    expect(error).toBeInstanceOf(IdentityUnavailableError);
    expect((error as Error).cause).toMatchObject({
      message: expect.stringMatching(/ECONNREFUSED/),
    });
  });
});

describe.each(databaseKinds)('requests with the identity service away on %s', (kind) => {
  let api: TestApi;
  afterEach(() => api.close());

  it('answers a registration 503 "the identity service does not answer" and keeps no account', async () => {
    api = await startTestApi(kind, { identity: unanswered(agents.http) });
    const identity = await createIdentity();
    const response = await api.call('register', {
      token: identity.token,
      body: { firstName: 'Ida', lastName: 'Nieobecna', isPolicyAccepted: true },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      status: 503,
      detail: 'The identity service does not answer.',
    });
    expect(
      await api.db.select().from(accounts).where(eq(accounts.firebaseUid, identity.uid)),
    ).toEqual([]);
  });

  it('answers a request whose token cannot be checked 503, not 401', async () => {
    api = await startTestApi(kind, { identity: unanswered(agents.https) });
    const response = await withoutEmulator(() =>
      api.call('getMe', { token: signedLookingToken(alice) }),
    );
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ detail: 'The identity service does not answer.' });
  });
});
