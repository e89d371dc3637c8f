// A guardian and their ward on each other's member pages: a ward's membership (a guardian
// account's) names the account holder and their own membership; that one names the wards.
import type { MemberRelations } from '@care/contracts';
import type { TestApi } from '../../../test/support/api';
import { databaseKinds } from '../../../test/support/database';
import { createMember, memberParams, organizationParams } from '../../../test/support/members';
import {
  registeredCaller,
  type RegisteredCaller,
  type TestOrganization,
  withTwoOrganizations,
} from '../../../test/support/world';

describe.each(databaseKinds)('guardians and wards on %s', (kind) => {
  let api: TestApi;
  let home: TestOrganization;
  let other: TestOrganization;

  withTwoOrganizations(kind, (started) => ({ api, home, other } = started));

  const relations = (memberId: string, organization = home) =>
    api.call('getMemberRelations', {
      token: organization.operator.token,
      params: memberParams(home, memberId),
    });

  /** The guardian's account accepts a ward's invitation with a ward it adds. */
  async function wardOf(guardian: RegisteredCaller, firstName: string) {
    const invited = await createMember(api, home, {
      accountEmail: guardian.email,
      accountOwnerType: 'GUARDIAN_ACCOUNT',
      firstName,
      lastName: 'Nowak',
    });
    const person = await api.call('addPerson', {
      token: guardian.token,
      body: { firstName, lastName: 'Nowak' },
    });
    expect(person.statusCode).toBe(201);
    const answered = await api.call('answerInvitation', {
      token: guardian.token,
      params: { invitationId: invited.id },
      body: { personId: person.json<{ id: string }>().id, status: 'ACCEPTED' },
    });
    expect(answered.statusCode).toBe(200);
    return invited;
  }

  it('links a ward and the guardian’s own membership both ways', async () => {
    const guardian = await registeredCaller(api);
    const own = await createMember(api, home, {
      accountEmail: guardian.email,
      role: 'ASSISTANT',
      firstName: 'Katarzyna',
      lastName: 'Nowak',
    });
    const accepted = await api.call('answerInvitation', {
      token: guardian.token,
      params: { invitationId: own.id },
      body: { personId: guardian.personId, status: 'ACCEPTED' },
    });
    expect(accepted.statusCode).toBe(200);
    const zofia = await wardOf(guardian, 'Zofia');
    const jan = await wardOf(guardian, 'Jan');

    const ofWard = await relations(zofia.id);
    expect(ofWard.statusCode).toBe(200);
    expect(ofWard.json<MemberRelations>()).toEqual({
      guardian: { firstName: 'Katarzyna', lastName: 'Nowak', memberId: own.id },
      wards: [],
    });
    expect((await relations(own.id)).json<MemberRelations>()).toEqual({
      guardian: null,
      wards: [
        { memberId: zofia.id, firstName: 'Zofia', lastName: 'Nowak' },
        { memberId: jan.id, firstName: 'Jan', lastName: 'Nowak' },
      ],
    });
  });

  it('names a guardian with no membership here by their account, without a page', async () => {
    const guardian = await registeredCaller(api);
    const ward = await wardOf(guardian, 'Helena');
    expect((await relations(ward.id)).json<MemberRelations>()).toEqual({
      guardian: { firstName: 'Test', lastName: 'Caller', memberId: null },
      wards: [],
    });
  });

  it('names no guardian of a ward whose data the organization erased, nor of their other wards', async () => {
    const guardian = await registeredCaller(api);
    const erased = await wardOf(guardian, 'Kunegunda');
    const kept = await wardOf(guardian, 'Eleonora');
    const current = await api.call('getMember', {
      token: home.operator.token,
      params: memberParams(home, erased.id),
    });
    const erasure = await api.call('eraseMember', {
      token: home.operator.token,
      params: memberParams(home, erased.id),
      headers: { 'if-match': `"${current.json<{ version: number }>().version}"` },
      body: { confirmName: 'Kunegunda Nowak' },
    });
    expect(erasure.statusCode).toBe(200);

    // The account keeps the guardian's name, which beside the erased ward would say who she was.
    for (const ward of [erased, kept])
      expect((await relations(ward.id)).json<MemberRelations>()).toEqual({
        guardian: null,
        wards: [],
      });
  });

  it('has neither for a member of their own account, or an invitation not yet accepted', async () => {
    const plain = await createMember(api, home);
    expect((await relations(plain.id)).json<MemberRelations>()).toEqual({
      guardian: null,
      wards: [],
    });
    const pending = await createMember(api, home, { accountOwnerType: 'GUARDIAN_ACCOUNT' });
    expect((await relations(pending.id)).json<MemberRelations>()).toEqual({
      guardian: null,
      wards: [],
    });
  });

  it('answers another organization’s member like an unknown one: 404', async () => {
    const member = await createMember(api, home);
    expect((await relations(member.id, other)).statusCode).toBe(404);
    const list = await api.call('listMembers', {
      token: other.operator.token,
      params: organizationParams(other),
    });
    expect(list.body).not.toContain(member.id);
  });
});
