// A member's home outpost: the organization's outpost that looks after the person. Only one of
// the organization's own, changed with If-Match, audited by name, in the history and the export,
// cleared when the outpost goes, and kept from the person themselves as the care notes are.
import type { AuditEvent, MemberDetails, Outpost } from '@care/contracts';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import type { TestApi } from '../../../test/support/api';
import { databaseKinds } from '../../../test/support/database';
import {
  createMember,
  memberBody,
  memberCalls,
  organizationParams,
} from '../../../test/support/members';
import {
  registeredCaller,
  type TestOrganization,
  withTwoOrganizations,
} from '../../../test/support/world';
import { members } from '../../db/schema';

const unknownId = '7d4c0f5e-2b1a-4c3d-8e9f-0a1b2c3d4e5f';

describe.each(databaseKinds)('a member’s home outpost on %s', (kind) => {
  let api: TestApi;
  let home: TestOrganization;
  let other: TestOrganization;
  let north: Outpost;
  let south: Outpost;
  let foreign: Outpost;

  async function createOutpost(organization: TestOrganization, name: string) {
    const response = await api.call('createOutpost', {
      token: organization.operator.token,
      params: organizationParams(organization),
      body: {
        name,
        type: 'HOSPICE_HOME',
        address: { street: 'ul. Lipowa 12', city: 'Kraków', postalCode: '30-702', country: 'PL' },
        website: null,
        phone: '+48126543210',
        email: 'zespol@example.org',
        openingHours: null,
      },
    });
    if (response.statusCode !== 201)
      throw new Error(`create outpost: ${response.statusCode} ${response.body}`);
    return response.json<Outpost>();
  }

  withTwoOrganizations(kind, async (started) => {
    ({ api, home, other } = started);
    north = await createOutpost(home, 'Zespół Północ');
    south = await createOutpost(home, 'Zespół Południe');
    foreign = await createOutpost(other, 'Obcy zespół');
  });

  const { create, get, patch, auditOf } = memberCalls(
    () => api,
    () => home,
  );
  const history = async (memberId: string) => {
    const response = await api.call('listAuditEvents', {
      token: home.operator.token,
      params: organizationParams(home),
      query: { entity: 'member', entityId: memberId },
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ items: AuditEvent[] }>().items;
  };

  it('starts without one, and a member may be created with one of the organization’s', async () => {
    expect((await createMember(api, home)).homeOutpostId).toBeNull();
    const response = await create(memberBody({ homeOutpostId: north.id }));
    expect(response.statusCode).toBe(201);
    const member = response.json<MemberDetails>();
    expect(member.homeOutpostId).toBe(north.id);
    expect((await get(member.id)).json<MemberDetails>().homeOutpostId).toBe(north.id);
    const [event] = await auditOf(member.id);
    expect(event?.changes).toMatchObject({
      homeOutpost: { before: null, after: 'Zespół Północ' },
    });
  });

  it('changes with If-Match, audited by the outposts’ names, in the member’s history, and null clears it', async () => {
    const member = await createMember(api, home);
    const set = await patch(member.id, { homeOutpostId: north.id }, '"1"');
    expect(set.statusCode).toBe(200);
    expect(set.headers.etag).toBe('"2"');
    expect(set.json<MemberDetails>()).toMatchObject({ homeOutpostId: north.id, version: 2 });
    const moved = await patch(member.id, { homeOutpostId: south.id }, '"2"');
    expect(moved.json<MemberDetails>()).toMatchObject({ homeOutpostId: south.id, version: 3 });
    // The same one again writes nothing.
    const again = await patch(member.id, { homeOutpostId: south.id }, '"3"');
    expect(again.json<MemberDetails>().version).toBe(3);
    const cleared = await patch(member.id, { homeOutpostId: null }, '"3"');
    expect(cleared.json<MemberDetails>()).toMatchObject({ homeOutpostId: null, version: 4 });

    const changes = (await auditOf(member.id)).slice(1).map((event) => event.changes);
    expect(changes).toEqual([
      {
        homeOutpost: { before: null, after: 'Zespół Północ' },
        version: { before: 1, after: 2 },
      },
      {
        homeOutpost: { before: 'Zespół Północ', after: 'Zespół Południe' },
        version: { before: 2, after: 3 },
      },
      {
        homeOutpost: { before: 'Zespół Południe', after: null },
        version: { before: 3, after: 4 },
      },
    ]);
    const [latest] = await history(member.id);
    expect(latest).toMatchObject({
      action: 'updated',
      before: { homeOutpost: 'Zespół Południe' },
      after: { homeOutpost: null },
    });
  });

  it('refuses a stale If-Match with 412 and keeps the outpost', async () => {
    const member = await createMember(api, home, { homeOutpostId: north.id });
    expect((await patch(member.id, { firstName: 'Zofia Maria' }, '"1"')).statusCode).toBe(200);
    const stale = await patch(member.id, { homeOutpostId: south.id }, '"1"');
    expect(stale.statusCode).toBe(412);
    expect((await get(member.id)).json<MemberDetails>()).toMatchObject({
      homeOutpostId: north.id,
      version: 2,
    });
  });

  it.each([
    ['another organization’s outpost', () => foreign.id],
    ['an outpost that does not exist', () => unknownId],
  ])(
    'refuses %s with a 400 naming the field, on create and on change, writing nothing',
    async (_, id) => {
      const created = await create(memberBody({ homeOutpostId: id() }));
      expect(created.statusCode).toBe(400);
      expect(created.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(created.json()).toMatchObject({
        errors: [{ path: 'homeOutpostId', message: 'Not an outpost of this organization' }],
      });

      const member = await createMember(api, home, { homeOutpostId: north.id });
      const changed = await patch(member.id, { homeOutpostId: id(), firstName: 'Inna' }, '"1"');
      expect(changed.statusCode).toBe(400);
      expect(changed.json()).toMatchObject({ errors: [{ path: 'homeOutpostId' }] });
      expect((await get(member.id)).json<MemberDetails>()).toMatchObject({
        homeOutpostId: north.id,
        firstName: 'Zofia',
        version: 1,
      });
      expect(await auditOf(member.id)).toHaveLength(1);
    },
  );

  it('refuses an id that is no id with a 400 naming the field', async () => {
    const member = await createMember(api, home);
    const response = await patch(member.id, { homeOutpostId: 'północ' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errors: [expect.objectContaining({ path: 'homeOutpostId' })],
    });
  });

  it('answers another organization’s member like an unknown one: 404, whatever the outpost', async () => {
    const member = await createMember(api, home);
    const foreignPatch = await patch(member.id, { homeOutpostId: foreign.id }, '"1"', other);
    const unknownPatch = await patch(unknownId, { homeOutpostId: foreign.id }, '"1"', other);
    expect(foreignPatch.statusCode).toBe(404);
    expect(foreignPatch.json()).toEqual(unknownPatch.json());
    expect((await get(member.id)).json<MemberDetails>().homeOutpostId).toBeNull();
  });

  it('leaves the people an outpost looked after without one when it is deleted, in their history', async () => {
    const closing = await createOutpost(home, 'Zespół zamykany');
    const member = await createMember(api, home, { homeOutpostId: closing.id });
    const elsewhere = await createMember(api, home, { homeOutpostId: north.id });
    const deleted = await api.call('deleteOutpost', {
      token: home.operator.token,
      params: { ...organizationParams(home), outpostId: closing.id },
      headers: { 'if-match': `"${closing.version}"` },
    });
    expect(deleted.statusCode).toBe(204);
    // A new version, so a form opened before says 412 rather than bring the outpost back.
    expect((await get(member.id)).json<MemberDetails>()).toMatchObject({
      homeOutpostId: null,
      version: 2,
    });
    const [latest] = await history(member.id);
    expect(latest).toMatchObject({
      action: 'updated',
      actor: expect.objectContaining({ accountId: expect.any(String) }),
      before: { homeOutpost: 'Zespół zamykany' },
      after: { homeOutpost: null },
    });
    expect((await patch(member.id, { homeOutpostId: north.id }, '"1"')).statusCode).toBe(412);
    expect((await get(elsewhere.id)).json<MemberDetails>()).toMatchObject({
      homeOutpostId: north.id,
      version: 1,
    });
  });

  it('exports the home outpost by name', async () => {
    const member = await createMember(api, home, {
      homeOutpostId: south.id,
      accountEmail: 'eksport.placowki@example.org',
    });
    const response = await api.call('exportMembers', {
      token: home.operator.token,
      params: organizationParams(home),
      query: { format: 'machine', search: 'eksport.placowki' },
    });
    expect(response.statusCode).toBe(200);
    const rows = parse(response.body, { bom: true, columns: true }) as Record<string, string>[];
    expect(rows).toEqual([
      expect.objectContaining({
        accountEmail: member.accountEmail,
        homeOutpost: 'Zespół Południe',
      }),
    ]);
  });

  it('is never answered to the person: not to the invitee who accepts', async () => {
    const invitee = await registeredCaller(api);
    const invited = await createMember(api, home, {
      accountEmail: invitee.email,
      homeOutpostId: north.id,
    });
    const answered = await api.call('answerInvitation', {
      token: invitee.token,
      params: { invitationId: invited.id },
      body: { personId: invitee.personId, status: 'ACCEPTED' },
    });
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toMatchObject({ id: invited.id });
    expect(answered.body).not.toContain('homeOutpost');
    expect(answered.body).not.toContain(north.id);
    const [row] = await api.db
      .select({ homeOutpostId: members.homeOutpostId })
      .from(members)
      .where(eq(members.id, invited.id));
    expect(row?.homeOutpostId).toBe(north.id);
  });
});
