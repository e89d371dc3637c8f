import { problemTypes } from '@care/contracts';
import { startTestApi, type TestApi } from '../../../test/support/api';
import { databaseKinds } from '../../../test/support/database';
import { createIdentity } from '../../../test/support/identities';
import { registeredCaller } from '../../../test/support/world';
import { SESSION_COOKIE } from './service';

const tokenExpiry = (token: string) =>
  (
    JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      exp: number;
    }
  ).exp;

describe.each(databaseKinds)('session (token sync) on %s', (kind) => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi(kind);
  });
  afterAll(() => api.close());

  const setCookie = (response: { headers: Record<string, unknown> }) =>
    String(response.headers['set-cookie'] ?? '');

  it('sets an httpOnly, Secure, SameSite=Strict cookie with the token, valid until it expires', async () => {
    const caller = await registeredCaller(api);
    const before = Math.floor(Date.now() / 1000);

    const response = await api.call('createSession', { token: caller.token });

    expect(response.statusCode).toBe(204);
    const [cookie] = response.cookies;
    expect(cookie).toMatchObject({
      name: SESSION_COOKIE,
      value: caller.token,
      path: '/api/v1',
      httpOnly: true,
      secure: true,
      sameSite: 'Strict',
    });
    const lifetime = tokenExpiry(caller.token) - before;
    expect(cookie?.maxAge).toBeGreaterThan(lifetime - 5);
    expect(cookie?.maxAge).toBeLessThanOrEqual(lifetime);
  });

  it('accepts a verified user who has not registered yet, since the token is all it keeps', async () => {
    const identity = await createIdentity();
    const response = await api.call('createSession', { token: identity.token });
    expect(response.statusCode).toBe(204);
    expect(setCookie(response)).toContain(`${SESSION_COOKIE}=${identity.token};`);
  });

  it('answers 401 problem details and sets no cookie without a valid bearer token', async () => {
    for (const token of [undefined, 'not-a-token']) {
      const response = await api.call('createSession', { ...(token ? { token } : {}) });
      expect(response.statusCode).toBe(401);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(response.json()).toMatchObject({ type: problemTypes.unauthorized, status: 401 });
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });

  it('clears the cookie on DELETE, with or without a token (a sign-out after the token expired)', async () => {
    const caller = await registeredCaller(api);
    for (const token of [caller.token, undefined]) {
      const response = await api.call('deleteSession', { ...(token ? { token } : {}) });
      expect(response.statusCode).toBe(204);
      expect(response.cookies).toEqual([
        expect.objectContaining({
          name: SESSION_COOKIE,
          value: '',
          maxAge: 0,
          path: '/api/v1',
          httpOnly: true,
          secure: true,
          sameSite: 'Strict',
        }),
      ]);
    }
  });
});
