import { apiBasePath } from '@care/contracts';
import type { RateLimitPolicy } from '../src/config';
import { startTestApi, type TestApi } from './support/api';
import { registeredCaller } from './support/world';

const problemType = /^application\/problem\+json/;

/** Budgets small enough to spend in a test; each test gets an API (and counters) of its own. */
const small: RateLimitPolicy = { anonymous: 3, register: 1, mutation: 2, read: 3 };

async function withApi(policy: RateLimitPolicy, body: (api: TestApi) => Promise<void>) {
  const api = await startTestApi('pglite', { rateLimits: policy });
  try {
    await body(api);
  } finally {
    await api.close();
  }
}

const me = (api: TestApi, authorization?: string) =>
  api.app.inject({
    url: `${apiBasePath}/account/me`,
    ...(authorization ? { headers: { authorization } } : {}),
  });

describe('rate limits', () => {
  it('counts anonymous calls and refused tokens of one address together, however the token is spelled', async () => {
    await withApi(small, async (api) => {
      const statuses = [
        (await api.call('deleteSession')).statusCode,
        (await me(api, 'Bearer made-up')).statusCode,
        (await me(api, 'bearer   made-up  ')).statusCode,
      ];
      expect(statuses).toEqual([204, 401, 401]);

      // The address is spent: another made-up token is refused before it is verified.
      const limited = await me(api, 'BEARER another-made-up-one');
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['content-type']).toMatch(problemType);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(limited.json()).toMatchObject({ type: 'rate-limited', status: 429 });
      expect((await api.call('deleteSession')).statusCode).toBe(429);
    });
  });

  it('lets a signed-in person through an address that made-up tokens have spent', async () => {
    await withApi({ ...small, anonymous: 2 }, async (api) => {
      const person = await registeredCaller(api);
      expect((await me(api, 'Bearer made-up')).statusCode).toBe(401);
      expect((await me(api, 'Bearer made-up')).statusCode).toBe(401);
      expect((await me(api, 'Bearer made-up')).statusCode).toBe(429);

      // Same address (inject's 127.0.0.1), but a token already verified: its own budget applies.
      expect((await me(api, `Bearer ${person.token}`)).statusCode).toBe(200);
    });
  });

  it('gives each account its own budgets for reads and for writes', async () => {
    const policy = { ...small, anonymous: 100, read: 4, mutation: 2 };
    await withApi(policy, async (api) => {
      // Registering makes one read (GET /account/me/person) besides the register itself.
      const first = await registeredCaller(api);
      const second = await registeredCaller(api);

      const reads = [];
      for (let i = 0; i < 4; i += 1)
        reads.push((await api.call('getMe', { token: first.token })).statusCode);
      expect(reads).toEqual([200, 200, 200, 429]);

      // Reads spent, writes not: a rename still goes through, up to its own budget.
      const rename = () =>
        api.call('updateMe', {
          token: first.token,
          body: { firstName: 'Anna', lastName: 'Nowak' },
        });
      expect((await rename()).statusCode).toBe(200);
      expect((await rename()).statusCode).toBe(200);
      expect((await rename()).statusCode).toBe(429);

      // Another account behind the same address is untouched.
      expect((await api.call('getMe', { token: second.token })).statusCode).toBe(200);
    });
  });

  it('allows one registration per account and minute under a budget of one', async () => {
    await withApi({ ...small, anonymous: 100 }, async (api) => {
      const person = await registeredCaller(api);
      const again = await api.call('register', {
        token: person.token,
        body: { firstName: 'Test', lastName: 'Caller', isPolicyAccepted: true },
      });
      expect(again.statusCode).toBe(429);
    });
  });
});
