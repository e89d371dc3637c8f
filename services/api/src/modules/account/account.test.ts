import {
  type AccountInfo,
  defaultOrganizationSettings,
  type Permissions,
  type Person,
  type SessionPolicy,
} from '@care/contracts';
import { eq } from 'drizzle-orm';
import { startTestApi, type TestApi } from '../../../test/support/api';
import { databaseKinds } from '../../../test/support/database';
import { createIdentity, testAuth } from '../../../test/support/identities';
import {
  addMembership,
  adminCaller,
  organizationWithOperator,
  registeredCaller,
} from '../../../test/support/world';
import { auditEvents, organizations } from '../../db/schema';

const registration = { firstName: 'Maria', lastName: 'Kowalska', isPolicyAccepted: true };

describe.each(databaseKinds)('account on %s', (kind) => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi(kind);
  });
  afterAll(() => api.close());

  const auditOf = (entityId: string) =>
    api.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityId, entityId))
      .orderBy(auditEvents.occurredAt);

  it('registers a verified caller, sets the internalId claim and answers the account from then on', async () => {
    const identity = await createIdentity();
    expect((await api.call('getMe', { token: identity.token })).statusCode).toBe(404);

    const registered = await api.call('register', { token: identity.token, body: registration });
    expect(registered.statusCode).toBe(201);
    const account = registered.json<AccountInfo>();
    expect(account).toMatchObject({ ...registration, email: identity.email });

    const user = await testAuth().getUser(identity.uid);
    expect(user.customClaims).toEqual({ internalId: account.id });

    const me = await api.call('getMe', { token: identity.token });
    expect(me.json()).toEqual(account);
    const persons = await api.call('listPersons', { token: identity.token });
    expect(persons.json<{ items: Person[] }>().items).toEqual([
      { id: expect.any(String), firstName: 'Maria', lastName: 'Kowalska', isOwn: true },
    ]);
    expect((await auditOf(account.id)).map((event) => event.action)).toEqual(['registered']);
  });

  it('answers 409 to a second registration and changes nothing', async () => {
    const caller = await registeredCaller(api);
    const again = await api.call('register', {
      token: caller.token,
      body: { ...registration, firstName: 'Other' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ type: 'already-registered', status: 409 });
    expect((await api.call('getMe', { token: caller.token })).json<AccountInfo>().firstName).toBe(
      'Test',
    );
  });

  it('rejects a registration without the accepted policy, naming the field', async () => {
    const identity = await createIdentity();
    const response = await api.call('register', {
      token: identity.token,
      body: { ...registration, isPolicyAccepted: false },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      type: 'validation-error',
      errors: [{ path: 'isPolicyAccepted', message: 'Must accept the Terms of Service' }],
    });
    expect((await api.call('getMe', { token: identity.token })).statusCode).toBe(404);
  });

  it('moves an existing account to a recreated identity with the same verified email', async () => {
    const first = await registeredCaller(api);
    await testAuth().deleteUser(first.uid);
    const recreated = await createIdentity({ email: first.email });
    const registered = await api.call('register', { token: recreated.token, body: registration });
    expect(registered.statusCode).toBe(201);
    expect(registered.json<AccountInfo>().id).toBe(first.accountId);
    expect((await testAuth().getUser(recreated.uid)).customClaims).toEqual({
      internalId: first.accountId,
    });
    expect((await auditOf(first.accountId)).map((event) => event.action)).toEqual([
      'registered',
      'relinked',
    ]);
  });

  it('makes admins of ADMIN_EMAILS only', async () => {
    const admin = await adminCaller(api);
    const someone = await registeredCaller(api);
    const adminPermissions = await api.call('getPermissions', { token: admin.token });
    expect(adminPermissions.json<Permissions>().isAdmin).toBe(true);
    expect(
      (await api.call('getPermissions', { token: someone.token })).json<Permissions>().isAdmin,
    ).toBe(false);
  });

  it('answers the shortest idle time of the organizations the caller is an active member of', async () => {
    const admin = await adminCaller(api);
    const [strict, lenient, pending] = await Promise.all([
      organizationWithOperator(api, admin),
      organizationWithOperator(api, admin),
      organizationWithOperator(api, admin),
    ]);
    const setIdleMinutes = (organizationId: string, idleSignOutMinutes: number) =>
      api.db
        .update(organizations)
        .set({ idleSignOutMinutes })
        .where(eq(organizations.id, organizationId));
    await setIdleMinutes(strict.organizationId, 10);
    await setIdleMinutes(lenient.organizationId, 60);
    await setIdleMinutes(pending.organizationId, 5);
    const caller = await registeredCaller(api);
    const policyOf = async (token: string) =>
      (await api.call('getSessionPolicy', { token })).json<SessionPolicy>().idleSignOutMinutes;

    // No organization yet (an admin, a new account): the default.
    expect(await policyOf(caller.token)).toBe(defaultOrganizationSettings.idleSignOutMinutes);
    await addMembership(api, lenient.organizationId, caller, 'OPERATOR');
    expect(await policyOf(caller.token)).toBe(60);
    await addMembership(api, strict.organizationId, caller, 'ASSISTANT');
    // An invitation not yet accepted does not bind the caller to that organization's rule.
    await addMembership(api, pending.organizationId, caller, 'OPERATOR', 'PENDING');
    expect(await policyOf(caller.token)).toBe(10);
  });

  it('renames the account and its own person, recording before and after', async () => {
    const caller = await registeredCaller(api);
    const updated = await api.call('updateMe', {
      token: caller.token,
      body: { firstName: 'Zofia', lastName: 'Nowak' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json<AccountInfo>()).toMatchObject({ firstName: 'Zofia', lastName: 'Nowak' });
    const persons = await api.call('listPersons', { token: caller.token });
    expect(persons.json<{ items: Person[] }>().items[0]).toMatchObject({
      firstName: 'Zofia',
      lastName: 'Nowak',
    });

    const [, update] = await auditOf(caller.accountId);
    expect(update).toMatchObject({
      actorAccountId: caller.accountId,
      action: 'updated',
      changes: {
        firstName: { before: 'Test', after: 'Zofia' },
        lastName: { before: 'Caller', after: 'Nowak' },
      },
    });
  });

  it('keeps the form of address the person sets, unchanged when left out, and audits it', async () => {
    const caller = await registeredCaller(api);
    const names = { firstName: 'Zofia', lastName: 'Nowak' };
    const me = await api.call('getMe', { token: caller.token });
    expect(me.json<AccountInfo>().formOfAddress).toBeNull();

    const set = await api.call('updateMe', {
      token: caller.token,
      body: { ...names, formOfAddress: 'PANI' },
    });
    expect(set.json<AccountInfo>().formOfAddress).toBe('PANI');
    const renamed = await api.call('updateMe', { token: caller.token, body: names });
    expect(renamed.json<AccountInfo>().formOfAddress).toBe('PANI');
    const cleared = await api.call('updateMe', {
      token: caller.token,
      body: { ...names, formOfAddress: null },
    });
    expect(cleared.json<AccountInfo>().formOfAddress).toBeNull();

    const bad = await api.call('updateMe', {
      token: caller.token,
      body: { ...names, formOfAddress: 'PANNA' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ errors: { path: string }[] }>().errors.map((error) => error.path)).toEqual([
      'formOfAddress',
    ]);
    const changes = (await auditOf(caller.accountId)).map((event) => event.changes.formOfAddress);
    expect(changes.filter(Boolean)).toEqual([
      { before: null, after: 'PANI' },
      { before: 'PANI', after: null },
    ]);
  });

  it('rejects unknown fields and blank names on update', async () => {
    const caller = await registeredCaller(api);
    const unknown = await api.call('updateMe', {
      token: caller.token,
      body: { firstName: 'A', lastName: 'B', email: 'x@y.z' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      errors: [{ path: 'email', message: 'Unrecognized key' }],
    });
    const blank = await api.call('updateMe', {
      token: caller.token,
      body: { firstName: '  ', lastName: 'B' },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json<{ errors: { path: string }[] }>().errors.map((error) => error.path)).toEqual([
      'firstName',
    ]);
  });

  it('counts only current ACCEPTED memberships in the permissions', async () => {
    const admin = await adminCaller(api);
    const { organizationId, operator, operatorMemberId } = await organizationWithOperator(
      api,
      admin,
    );
    const caller = await registeredCaller(api);
    const beneficiary = await addMembership(api, organizationId, caller, 'BENEFICIARY');
    const ward = await addMembership(api, organizationId, caller, 'BENEFICIARY');
    const assistant = await addMembership(api, organizationId, caller, 'ASSISTANT');
    await addMembership(api, organizationId, caller, 'OPERATOR', 'PENDING');
    await addMembership(api, organizationId, caller, 'OPERATOR', 'DEACTIVATED');
    await addMembership(api, organizationId, caller, 'OPERATOR', 'ACCEPTED', {
      endDate: new Date(Date.now() - 60_000),
    });

    const permissions = (
      await api.call('getPermissions', { token: caller.token })
    ).json<Permissions>();
    expect(permissions).toEqual({
      isAdmin: false,
      operator: {},
      beneficiary: { [organizationId]: { memberIds: expect.arrayContaining([beneficiary, ward]) } },
      assistant: { [organizationId]: { memberId: assistant } },
    });
    expect(permissions.beneficiary[organizationId]?.memberIds).toHaveLength(2);

    const operatorPermissions = (
      await api.call('getPermissions', { token: operator.token })
    ).json<Permissions>();
    expect(operatorPermissions.operator).toEqual({
      [organizationId]: { memberId: operatorMemberId, isSuperOperator: true },
    });
  });
});
