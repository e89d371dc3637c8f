import type { AccountInfo } from '@care/contracts';
import { and, eq } from 'drizzle-orm';
import { startTestApi, type TestApi } from '../../../test/support/api';
import { databaseKinds } from '../../../test/support/database';
import { registeredCaller } from '../../../test/support/world';
import { defaultPolicyVersions } from '../../config';
import { accounts, auditEvents } from '../../db/schema';

// A deployment whose privacy policy changed after the terms: only the policy is asked again.
const current = { privacy: '2027-02-01', terms: '2026-12-01' };
const acceptance = { privacyVersion: current.privacy, termsVersion: current.terms };

describe.each(databaseKinds)('policy versions on %s', (kind) => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi(kind, { policyVersions: current });
  });
  afterAll(() => api.close());

  const me = async (token: string) => (await api.call('getMe', { token })).json<AccountInfo>();
  const acceptanceEvents = (accountId: string) =>
    api.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, accountId), eq(auditEvents.action, 'policies-accepted')));
  /** The account as it was before the current versions: it accepted these, or none at all. */
  const acceptedBefore = (accountId: string, privacy: string | null, terms: string | null) =>
    api.db
      .update(accounts)
      .set({
        acceptedPrivacyVersion: privacy,
        acceptedTermsVersion: terms,
        policiesAcceptedAt: privacy ? new Date('2026-12-01T10:00:00Z') : null,
      })
      .where(eq(accounts.id, accountId));

  it('stores the versions in force at registration, and when, so nothing is asked after it', async () => {
    const before = Date.now();
    const caller = await registeredCaller(api);
    const account = await me(caller.token);
    expect(account.policiesToAccept).toEqual([]);
    expect(Date.parse(account.policiesAcceptedAt ?? '')).toBeGreaterThanOrEqual(before - 1000);
    expect(await stored(api, caller.accountId)).toMatchObject({
      acceptedPrivacyVersion: current.privacy,
      acceptedTermsVersion: current.terms,
    });
  });

  it('asks again for a document whose version changed since the account accepted it', async () => {
    const caller = await registeredCaller(api);
    await acceptedBefore(caller.accountId, '2026-12-01', '2026-12-01');
    const account = await me(caller.token);
    expect(account.policyVersions).toEqual(current);
    expect(account.policiesToAccept).toEqual([
      { document: 'privacy', version: current.privacy, acceptedVersion: '2026-12-01' },
    ]);
  });

  it('asks an account from before versions were kept to accept both documents', async () => {
    const caller = await registeredCaller(api);
    await acceptedBefore(caller.accountId, null, null);
    const account = await me(caller.token);
    expect(account.policiesToAccept).toEqual([
      { document: 'privacy', version: current.privacy, acceptedVersion: null },
      { document: 'terms', version: current.terms, acceptedVersion: null },
    ]);
    expect(account.policiesAcceptedAt).toBeNull();
  });

  it('records the acceptance of the current versions with its audit event', async () => {
    const caller = await registeredCaller(api);
    await acceptedBefore(caller.accountId, '2026-12-01', '2026-12-01');
    const accepted = await api.call('acceptPolicies', { token: caller.token, body: acceptance });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json<AccountInfo>().policiesToAccept).toEqual([]);
    expect((await me(caller.token)).policiesToAccept).toEqual([]);
    const row = await stored(api, caller.accountId);
    expect(row?.acceptedPrivacyVersion).toBe(current.privacy);
    expect(row?.policiesAcceptedAt?.getTime()).toBeGreaterThan(Date.parse('2026-12-02'));
    const [event, ...more] = await acceptanceEvents(caller.accountId);
    expect(more).toEqual([]);
    expect(event?.changes).toMatchObject({
      acceptedPrivacyVersion: { before: '2026-12-01', after: current.privacy },
    });
    expect(event?.changes).not.toHaveProperty('acceptedTermsVersion');
  });

  it('refuses a version that is no longer current, naming its field, and keeps the account as it was', async () => {
    const caller = await registeredCaller(api);
    await acceptedBefore(caller.accountId, '2026-12-01', '2026-12-01');
    const stale = await api.call('acceptPolicies', {
      token: caller.token,
      body: { ...acceptance, privacyVersion: '2026-12-01' },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(stale.json()).toMatchObject({
      status: 409,
      type: 'stale-policy-version',
      errors: [{ path: 'privacyVersion', message: `The current version is ${current.privacy}` }],
    });
    expect((await me(caller.token)).policiesToAccept).toHaveLength(1);
    expect(await acceptanceEvents(caller.accountId)).toEqual([]);
  });

  it('answers an acceptance of what is already accepted without a new event', async () => {
    const caller = await registeredCaller(api);
    const again = await api.call('acceptPolicies', { token: caller.token, body: acceptance });
    expect(again.statusCode).toBe(200);
    expect(again.json<AccountInfo>().policiesToAccept).toEqual([]);
    expect(await acceptanceEvents(caller.accountId)).toEqual([]);
  });

  it('refuses a body without both versions or with unknown keys', async () => {
    const caller = await registeredCaller(api);
    const missing = await api.call('acceptPolicies', {
      token: caller.token,
      body: { privacyVersion: current.privacy },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ errors: [{ path: 'termsVersion' }] });
    const extra = await api.call('acceptPolicies', {
      token: caller.token,
      body: { ...acceptance, acceptedAt: '2020-01-01T00:00:00Z' },
    });
    expect(extra.statusCode).toBe(400);
  });
});

describe('the versions a deployment starts with', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi('pglite');
  });
  afterAll(() => api.close());

  it('are the defaults when none are configured', async () => {
    const caller = await registeredCaller(api);
    const accepted = await api.call('acceptPolicies', {
      token: caller.token,
      body: {
        privacyVersion: defaultPolicyVersions.privacy,
        termsVersion: defaultPolicyVersions.terms,
      },
    });
    expect(accepted.statusCode).toBe(200);
    expect(await stored(api, caller.accountId)).toMatchObject({
      acceptedPrivacyVersion: defaultPolicyVersions.privacy,
      acceptedTermsVersion: defaultPolicyVersions.terms,
    });
  });
});

describe('versions changed while the API runs', () => {
  let api: TestApi;
  let inForce = { privacy: '2026-12-01', terms: '2026-12-01' };

  beforeAll(async () => {
    api = await startTestApi('pglite', { policyVersions: () => inForce });
  });
  afterAll(() => api.close());

  it('are asked for from the next request on, and an acceptance names them', async () => {
    const caller = await registeredCaller(api);
    const me = async () =>
      (await api.call('getMe', { token: caller.token })).json<AccountInfo>().policiesToAccept;
    expect(await me()).toEqual([]);

    inForce = { ...inForce, privacy: '2027-06-01' };
    expect(await me()).toEqual([
      { document: 'privacy', version: '2027-06-01', acceptedVersion: '2026-12-01' },
    ]);
    const stale = await api.call('acceptPolicies', {
      token: caller.token,
      body: { privacyVersion: '2026-12-01', termsVersion: '2026-12-01' },
    });
    expect(stale.statusCode).toBe(409);
    const accepted = await api.call('acceptPolicies', {
      token: caller.token,
      body: { privacyVersion: '2027-06-01', termsVersion: '2026-12-01' },
    });
    expect(accepted.json<AccountInfo>().policiesToAccept).toEqual([]);
    expect(await stored(api, caller.accountId)).toMatchObject({
      acceptedPrivacyVersion: '2027-06-01',
    });
  });
});

async function stored(api: TestApi, accountId: string) {
  const [row] = await api.db.select().from(accounts).where(eq(accounts.id, accountId));
  return row;
}
