import type { MemberDetails, Person } from '@care/contracts';
import { eq, inArray } from 'drizzle-orm';
import { startTestApi, type TestApi } from '../../../test/support/api';
import { databaseKinds } from '../../../test/support/database';
import { testAuth } from '../../../test/support/identities';
import {
  addMembership,
  adminCaller,
  organizationWithOperator,
  type RegisteredCaller,
  registeredCaller,
} from '../../../test/support/world';
import { accounts, auditEvents, members } from '../../db/schema';

describe.each(databaseKinds)('account deletion and wards on %s', (kind) => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi(kind);
  });
  afterAll(() => api.close());

  const deleteMe = (caller: RegisteredCaller) => api.call('deleteMe', { token: caller.token });
  const identityExists = (uid: string) =>
    testAuth()
      .getUser(uid)
      .then(
        () => true,
        () => false,
      );
  const statusesOf = async (ids: string[]) =>
    (await api.db.select().from(members).where(inArray(members.id, ids)))
      .map((member) => [member.id, member.status] as const)
      .sort();

  it('deletes the account and its identity user, ending every membership with an audit event', async () => {
    const { organizationId } = await organizationWithOperator(api, await adminCaller(api));
    const caller = await registeredCaller(api);
    const accepted = await addMembership(api, organizationId, caller, 'BENEFICIARY');
    const pending = await addMembership(api, organizationId, caller, 'ASSISTANT', 'PENDING');

    const response = await deleteMe(caller);
    expect(response.statusCode).toBe(204);

    expect(await identityExists(caller.uid)).toBe(false);
    expect(await api.db.select().from(accounts).where(eq(accounts.id, caller.accountId))).toEqual(
      [],
    );
    expect(await statusesOf([accepted, pending])).toEqual(
      [
        [accepted, 'INACTIVE'],
        [pending, 'INACTIVE'],
      ].sort(),
    );
    const events = await api.db
      .select()
      .from(auditEvents)
      .where(inArray(auditEvents.entityId, [accepted, pending, caller.accountId]));
    expect(events.map((event) => event.action).sort()).toEqual([
      'account-deleted',
      'account-deleted',
      'deleted',
      'registered',
    ]);
    expect(events.find((event) => event.entityId === accepted)?.changes).toMatchObject({
      status: { before: 'ACCEPTED', after: 'INACTIVE' },
    });
    // The deletion's own record keeps no name or e-mail.
    expect(JSON.stringify(events.find((event) => event.action === 'deleted'))).not.toContain(
      caller.email,
    );
    // The deleted user's token opens nothing any more.
    expect((await api.call('getPermissions', { token: caller.token })).statusCode).toBe(401);
  });

  it('refuses the last super operator of an organization with other members, changing nothing', async () => {
    const { organizationId, operator, operatorMemberId, name } = await organizationWithOperator(
      api,
      await adminCaller(api),
    );
    const colleague = await registeredCaller(api);
    await addMembership(api, organizationId, colleague, 'OPERATOR');

    const response = await deleteMe(operator);
    expect(response.statusCode).toBe(409);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(response.json()).toMatchObject({ type: 'last-super-operator' });
    expect(response.json<{ detail: string }>().detail).toContain(name);

    expect(await identityExists(operator.uid)).toBe(true);
    expect(await statusesOf([operatorMemberId])).toEqual([[operatorMemberId, 'ACCEPTED']]);
    expect((await api.call('getMe', { token: operator.token })).statusCode).toBe(200);
  });

  it('lets a super operator go once another super operator is there', async () => {
    const { organizationId, operator, operatorMemberId } = await organizationWithOperator(
      api,
      await adminCaller(api),
    );
    const colleague = await registeredCaller(api);
    const colleagueMember = await addMembership(api, organizationId, colleague, 'OPERATOR');
    await api.db
      .update(members)
      .set({ isSuperOperator: true })
      .where(eq(members.id, colleagueMember));

    expect((await deleteMe(operator)).statusCode).toBe(204);
    expect(await statusesOf([operatorMemberId, colleagueMember])).toEqual(
      [
        [operatorMemberId, 'INACTIVE'],
        [colleagueMember, 'ACCEPTED'],
      ].sort(),
    );
  });

  it('lets the only member of an organization delete the account', async () => {
    const { operator, operatorMemberId } = await organizationWithOperator(
      api,
      await adminCaller(api),
    );
    expect((await deleteMe(operator)).statusCode).toBe(204);
    expect(await statusesOf([operatorMemberId])).toEqual([[operatorMemberId, 'INACTIVE']]);
  });

  it('adds a ward to a guardian account, who then accepts the invitation for the ward', async () => {
    const { organizationId } = await organizationWithOperator(api, await adminCaller(api));
    const guardian = await registeredCaller(api);
    const invitationId = await addMembership(
      api,
      organizationId,
      guardian,
      'BENEFICIARY',
      'PENDING',
    );
    await api.db
      .update(members)
      .set({ accountOwnerType: 'GUARDIAN_ACCOUNT' })
      .where(eq(members.id, invitationId));

    const added = await api.call('addPerson', {
      token: guardian.token,
      body: { firstName: ' Jan ', lastName: 'Nowak' },
    });
    expect(added.statusCode).toBe(201);
    const ward = added.json<Person>();
    expect(ward).toEqual({
      id: expect.any(String),
      firstName: 'Jan',
      lastName: 'Nowak',
      isOwn: false,
    });
    const listed = await api.call('listPersons', { token: guardian.token });
    expect(listed.json<{ items: Person[] }>().items.map((person) => person.id)).toEqual([
      guardian.personId,
      ward.id,
    ]);

    const accepted = await api.call('answerInvitation', {
      token: guardian.token,
      params: { invitationId },
      body: { personId: ward.id, status: 'ACCEPTED' },
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json<MemberDetails>()).toMatchObject({ status: 'ACCEPTED', personId: ward.id });
  });

  it('refuses a ward to an account without a guardian invitation, and blank names', async () => {
    const caller = await registeredCaller(api);
    const refused = await api.call('addPerson', {
      token: caller.token,
      body: { firstName: 'Jan', lastName: 'Nowak' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ type: 'forbidden' });

    const blank = await api.call('addPerson', {
      token: caller.token,
      body: { firstName: ' ', lastName: 'Nowak' },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ errors: [{ path: 'firstName' }] });
    expect(
      (await api.call('listPersons', { token: caller.token })).json<{ items: Person[] }>().items,
    ).toHaveLength(1);
  });
});
