import type { Invitation, MemberDetails, Permissions } from '@care/contracts';
import { eq } from 'drizzle-orm';
import { startTestApi, type TestApi } from '../../../test/support/api';
import { databaseKinds } from '../../../test/support/database';
import {
  addMembership,
  adminCaller,
  organizationWithOperator,
  type RegisteredCaller,
  registeredCaller,
  type TestOrganization,
} from '../../../test/support/world';
import { auditEvents, persons } from '../../db/schema';
import { createMember } from '../../../test/support/members';

describe.each(databaseKinds)('membership invitations on %s', (kind) => {
  let api: TestApi;
  let organization: TestOrganization;

  beforeAll(async () => {
    api = await startTestApi(kind);
    organization = await organizationWithOperator(api, await adminCaller(api));
  });
  afterAll(() => api.close());

  async function invitedCaller(): Promise<{ caller: RegisteredCaller; invitationId: string }> {
    const caller = await registeredCaller(api);
    const invitationId = await addMembership(
      api,
      organization.organizationId,
      caller,
      'BENEFICIARY',
      'PENDING',
    );
    return { caller, invitationId };
  }

  const answer = (
    caller: RegisteredCaller,
    invitationId: string,
    status: 'ACCEPTED' | 'REJECTED',
    personId = caller.personId,
  ) =>
    api.call('answerInvitation', {
      token: caller.token,
      params: { invitationId },
      body: { personId, status },
    });

  it('says who invited: the operator who added it, or the administrator who created the organization', async () => {
    const invitee = await registeredCaller(api);
    await api.call('updateMe', {
      token: organization.operator.token,
      body: { firstName: 'Olga', lastName: 'Operatorska' },
    });
    const added = await createMember(api, organization, { accountEmail: invitee.email });
    const created = await api.call('createAdminOrganization', {
      token: (await adminCaller(api)).token,
      body: {
        name: `Hospicjum ${invitee.accountId.slice(0, 8)}`,
        operator: { firstName: 'Iza', lastName: 'Nowa', email: invitee.email },
      },
    });
    expect(created.statusCode).toBe(201);
    const founded = created.json<{ id: string }>().id;

    const listed = await api.call('listInvitations', { token: invitee.token });
    const byOrganization = new Map(
      listed.json<{ items: Invitation[] }>().items.map((item) => [item.organization.id, item]),
    );
    expect(byOrganization.get(organization.organizationId)).toMatchObject({
      id: added.id,
      invitedBy: { firstName: 'Olga', lastName: 'Operatorska', isAdministrator: false },
    });
    expect(byOrganization.get(founded)?.invitedBy).toMatchObject({ isAdministrator: true });
  });

  it('lists and counts the invitations addressed to the caller, by status', async () => {
    const { caller, invitationId } = await invitedCaller();
    const rejected = await addMembership(
      api,
      organization.organizationId,
      caller,
      'ASSISTANT',
      'REJECTED',
    );

    const pending = await api.call('listInvitations', {
      token: caller.token,
      query: { status: 'PENDING' },
    });
    expect(pending.json<{ items: Invitation[] }>().items).toEqual([
      {
        id: invitationId,
        organization: { id: organization.organizationId, name: organization.name },
        role: 'BENEFICIARY',
        accountOwnerType: 'OWN_ACCOUNT',
        status: 'PENDING',
        firstName: 'Member',
        lastName: 'Fixture',
        createdAt: expect.any(String),
        // Written straight into the table: no audit trail names anyone.
        invitedBy: null,
      },
    ]);
    const all = await api.call('listInvitations', { token: caller.token });
    expect(
      all
        .json<{ items: Invitation[] }>()
        .items.map((item) => item.id)
        .sort(),
    ).toEqual([invitationId, rejected].sort());
    expect(
      (
        await api.call('countInvitations', { token: caller.token, query: { status: 'PENDING' } })
      ).json(),
    ).toEqual({ count: 1 });
    expect((await api.call('countInvitations', { token: caller.token })).json()).toEqual({
      count: 2,
    });

    const stranger = await registeredCaller(api);
    expect((await api.call('countInvitations', { token: stranger.token })).json()).toEqual({
      count: 0,
    });
  });

  it('rejects an unknown status filter', async () => {
    const caller = await registeredCaller(api);
    const response = await api.call('listInvitations', {
      token: caller.token,
      query: { status: 'DEACTIVATED' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      detail: 'The query string is invalid.',
      errors: [{ path: 'status' }],
    });
  });

  it('accepts an invitation: the member links the person and the permissions show it, audited', async () => {
    const { caller, invitationId } = await invitedCaller();
    const response = await answer(caller, invitationId, 'ACCEPTED');
    expect(response.statusCode).toBe(200);
    expect(response.json<MemberDetails>()).toMatchObject({
      id: invitationId,
      organizationId: organization.organizationId,
      status: 'ACCEPTED',
      personId: caller.personId,
      version: 2,
      tags: [],
    });
    const permissions = (
      await api.call('getPermissions', { token: caller.token })
    ).json<Permissions>();
    expect(permissions.beneficiary).toEqual({
      [organization.organizationId]: { memberIds: [invitationId] },
    });

    const [event] = await api.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityId, invitationId));
    expect(event).toMatchObject({
      actorAccountId: caller.accountId,
      organizationId: organization.organizationId,
      entity: 'member',
      action: 'invitation-accepted',
      changes: {
        status: { before: 'PENDING', after: 'ACCEPTED' },
        personId: { before: null, after: caller.personId },
      },
    });
  });

  it('rejects an invitation and then refuses any further answer with 409', async () => {
    const { caller, invitationId } = await invitedCaller();
    const rejected = await answer(caller, invitationId, 'REJECTED');
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json<MemberDetails>()).toMatchObject({ status: 'REJECTED', personId: null });

    const again = await answer(caller, invitationId, 'ACCEPTED');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ type: 'invalid-transition' });
    expect(
      (await api.call('getPermissions', { token: caller.token })).json<Permissions>().beneficiary,
    ).toEqual({});
  });

  it('hides an invitation from anyone but its invitee', async () => {
    const { invitationId } = await invitedCaller();
    const stranger = await registeredCaller(api);
    const response = await answer(stranger, invitationId, 'ACCEPTED');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ type: 'not-found' });
  });

  it('accepts only with one of the caller’s own persons', async () => {
    const { caller, invitationId } = await invitedCaller();
    const stranger = await registeredCaller(api);
    const foreign = await answer(caller, invitationId, 'ACCEPTED', stranger.personId);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({
      errors: [{ path: 'personId', message: 'Not one of your persons' }],
    });

    const [ward] = await api.db
      .insert(persons)
      .values({ accountId: caller.accountId, firstName: 'Ward', lastName: 'Person', isOwn: false })
      .returning();
    const wardForOwnAccount = await answer(caller, invitationId, 'ACCEPTED', ward?.id);
    expect(wardForOwnAccount.statusCode).toBe(400);
    expect((await answer(caller, invitationId, 'ACCEPTED')).statusCode).toBe(200);
  });

  it('lets exactly one of several concurrent accepts win', async () => {
    const { caller, invitationId } = await invitedCaller();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => answer(caller, invitationId, 'ACCEPTED')),
    );
    expect(answers.map((response) => response.statusCode).sort()).toEqual([
      200, 409, 409, 409, 409,
    ]);
    const events = await api.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityId, invitationId));
    expect(events).toHaveLength(1);
  });
});
