// The members API of an organization's operators: creation, details, changes with If-Match,
// deletion, resending invitations, bulk actions, and the rules of who may change whom.
import type { MemberBulkResult, MemberDetails, StoredTag } from '@care/contracts';
import { and, asc, eq } from 'drizzle-orm';
import fc from 'fast-check';
import type { TestApi } from '../../../test/support/api';
import { databaseKinds } from '../../../test/support/database';
import {
  createMember,
  createTag,
  memberBody,
  memberParams,
  organizationParams,
  plainOperator,
} from '../../../test/support/members';
import {
  adminCaller,
  organizationWithOperator,
  type RegisteredCaller,
  type TestOrganization,
  withTwoOrganizations,
} from '../../../test/support/world';
import { auditEvents, members } from '../../db/schema';

describe.each(databaseKinds)('members on %s', (kind) => {
  let api: TestApi;
  let home: TestOrganization;
  let other: TestOrganization;
  let plain: RegisteredCaller & { memberId: string };
  let volunteer: StoredTag;
  let driver: StoredTag;
  let foreignTag: StoredTag;

  withTwoOrganizations(kind, async (started) => {
    ({ api, home, other } = started);
    plain = await plainOperator(api, home);
    [volunteer, driver, foreignTag] = await Promise.all([
      createTag(api, home, 'Wolontariusz'),
      createTag(api, home, 'Kierowca'),
      createTag(api, other, 'Obcy'),
    ]);
  });

  const create = (body: unknown, token = home.operator.token) =>
    api.call('createMember', { token, params: organizationParams(home), body });
  const get = (memberId: string, token = home.operator.token, organization = home) =>
    api.call('getMember', { token, params: memberParams(organization, memberId) });
  const patch = (memberId: string, body: unknown, ifMatch?: string, token = home.operator.token) =>
    api.call('updateMember', {
      token,
      params: memberParams(home, memberId),
      body,
      ...(ifMatch ? { headers: { 'if-match': ifMatch } } : {}),
    });
  const remove = (memberId: string, token = home.operator.token, headers = {}) =>
    api.call('deleteMember', { token, params: memberParams(home, memberId), headers });
  const auditOf = (entityId: string) =>
    api.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityId, entityId))
      .orderBy(asc(auditEvents.occurredAt));

  describe('create', () => {
    it('invites a member: PENDING, its e-mail waiting, tags as objects, version 1 as the ETag, audited', async () => {
      const body = memberBody({
        accountEmail: 'Nowa.Osoba@Example.COM',
        tags: [volunteer.id, driver.id, volunteer.id],
      });
      const response = await create(body);
      expect(response.statusCode).toBe(201);
      expect(response.headers.etag).toBe('"1"');
      const member = response.json<MemberDetails>();
      expect(member).toEqual({
        id: expect.any(String),
        organizationId: home.organizationId,
        personId: null,
        accountOwnerType: 'OWN_ACCOUNT',
        status: 'PENDING',
        accountEmail: 'nowa.osoba@example.com',
        firstName: 'Zofia',
        lastName: 'Kowalska',
        createdAt: expect.any(String),
        role: 'BENEFICIARY',
        isSuperOperator: false,
        startDate: expect.any(String),
        tags: [
          expect.objectContaining({ id: driver.id, name: 'Kierowca' }),
          expect.objectContaining({ id: volunteer.id, name: 'Wolontariusz' }),
        ],
        version: 1,
        invitationDelivery: 'WAITING',
        phone: null,
        address: null,
        formOfAddress: null,
        careNotes: null,
        contacts: [],
        homeOutpostId: null,
      });
      const [event] = await auditOf(member.id);
      expect(event).toMatchObject({
        actorAccountId: home.operator.accountId,
        organizationId: home.organizationId,
        entity: 'member',
        action: 'invited',
        changes: {
          status: { before: null, after: 'PENDING' },
          accountEmail: { before: null, after: 'nowa.osoba@example.com' },
          tags: { before: [], after: ['Kierowca', 'Wolontariusz'] },
        },
      });
      expect((await get(member.id)).json<MemberDetails>()).toEqual(member);
    });

    it('takes the payload strictly: names 3–255, a valid e-mail, every field, no other key', async () => {
      const invalid = [
        { ...memberBody(), firstName: 'Jo' },
        { ...memberBody(), lastName: 'x'.repeat(256) },
        { ...memberBody(), accountEmail: 'not-an-email' },
        { ...memberBody(), status: 'ACCEPTED' },
        { ...memberBody(), phone: '+48600100200' },
        { ...memberBody(), role: 'ADMIN' },
        (({ tags: _tags, ...rest }) => rest)(memberBody()),
      ];
      for (const body of invalid) {
        const response = await create(body);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ type: 'validation-error' });
      }
      expect(
        (await create(memberBody({ firstName: 'Ola', lastName: 'x'.repeat(255) }))).statusCode,
      ).toBe(201);
    });

    it('answers a NUL or another control character in a name with 400, not 500', async () => {
      for (const firstName of ['Zo\u0000fia', 'Zofia\u0007', 'Zo\nfia']) {
        const response = await create(memberBody({ firstName }));
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ errors: [{ path: 'firstName' }] });
      }
    });

    it('refuses another organization’s tag with a 400 on its field, and creates nothing', async () => {
      const email = memberBody().accountEmail;
      const response = await create(
        memberBody({ accountEmail: email, tags: [volunteer.id, foreignTag.id] }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        errors: [{ path: 'tags.1', message: 'Not a tag of this organization' }],
      });
      expect(await api.db.select().from(members).where(eq(members.accountEmail, email))).toEqual(
        [],
      );
    });

    it('makes only operators super operators', async () => {
      const response = await create(memberBody({ role: 'ASSISTANT', isSuperOperator: true }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ errors: [{ path: 'isSuperOperator' }] });
    });

    it('refuses a second own-account membership of one e-mail and role (409), but not a guardian’s or another role', async () => {
      const first = await createMember(api, home, { role: 'ASSISTANT' });
      const again = await create(
        memberBody({ accountEmail: first.accountEmail.toUpperCase(), role: 'ASSISTANT' }),
      );
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ type: 'duplicate' });
      expect(
        (await create(memberBody({ accountEmail: first.accountEmail, role: 'BENEFICIARY' })))
          .statusCode,
      ).toBe(201);
      const guardian = memberBody({ accountOwnerType: 'GUARDIAN_ACCOUNT' });
      expect((await create(guardian)).statusCode).toBe(201);
      expect((await create({ ...guardian, firstName: 'Drugi' })).statusCode).toBe(201);
      // The same e-mail in another organization is another membership.
      const elsewhere = await api.call('createMember', {
        token: other.operator.token,
        params: organizationParams(other),
        body: memberBody({ accountEmail: first.accountEmail, role: 'ASSISTANT' }),
      });
      expect(elsewhere.statusCode).toBe(201);
    });

    it('lets exactly one of two concurrent identical invitations through', async () => {
      const body = memberBody();
      const answers = await Promise.all([create(body), create(body), create(body)]);
      expect(answers.map((response) => response.statusCode).sort()).toEqual([201, 409, 409]);
    });
  });

  describe('who may change whom', () => {
    it('lets only super operators invite operators or super operators', async () => {
      for (const body of [
        memberBody({ role: 'OPERATOR' }),
        memberBody({ role: 'OPERATOR', isSuperOperator: true }),
      ]) {
        const refused = await create(body, plain.token);
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toMatchObject({ type: 'forbidden' });
        expect((await create(body)).statusCode).toBe(201);
      }
      expect((await create(memberBody({ role: 'ASSISTANT' }), plain.token)).statusCode).toBe(201);
    });

    it('lets only super operators change, deactivate, invite again or delete an operator', async () => {
      const operator = await createMember(api, home, { role: 'OPERATOR' });
      const asPlain = { token: plain.token, params: memberParams(home, operator.id) };
      const refusals = await Promise.all([
        patch(operator.id, { firstName: 'Zmieniona' }, undefined, plain.token),
        api.call('deactivateMember', asPlain),
        api.call('resendMemberInvitation', asPlain),
        remove(operator.id, plain.token),
      ]);
      for (const response of refusals) expect(response.statusCode).toBe(403);
      expect((await get(operator.id)).json<MemberDetails>().version).toBe(1);

      const beneficiary = await createMember(api, home);
      expect(
        (await patch(beneficiary.id, { role: 'OPERATOR' }, undefined, plain.token)).statusCode,
      ).toBe(403);
      expect(
        (await patch(beneficiary.id, { isSuperOperator: true }, undefined, plain.token)).statusCode,
      ).toBe(400);
      expect(
        (await patch(beneficiary.id, { firstName: 'Zmieniona' }, undefined, plain.token))
          .statusCode,
      ).toBe(200);
      expect((await remove(beneficiary.id, plain.token)).statusCode).toBe(204);

      const promoted = await patch(operator.id, { isSuperOperator: true });
      expect(promoted.json<MemberDetails>()).toMatchObject({ isSuperOperator: true, version: 2 });
    });

    it('answers another organization’s member like an unknown one: 404 everywhere', async () => {
      const foreign = await createMember(api, other, {}, other.operator.token);
      const params = memberParams(home, foreign.id);
      const token = home.operator.token;
      const answers = await Promise.all([
        get(foreign.id),
        patch(foreign.id, { firstName: 'Przejęta' }),
        api.call('deactivateMember', { token, params }),
        api.call('reactivateMember', { token, params }),
        api.call('resendMemberInvitation', { token, params }),
        remove(foreign.id),
        get('0b8f3a4e-4f6c-4d1e-9a57-2f1f0a6c9e11'),
      ]);
      for (const response of answers) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ type: 'not-found' });
      }
      expect((await get(foreign.id, other.operator.token, other)).json<MemberDetails>()).toEqual(
        foreign,
      );
    });
  });

  describe('details and changes', () => {
    it('answers a member with its version as the ETag, which follows every change', async () => {
      const member = await createMember(api, home);
      const first = await get(member.id);
      expect(first.statusCode).toBe(200);
      expect(first.headers.etag).toBe('"1"');
      const changed = await patch(member.id, { lastName: 'Nowak' }, first.headers.etag);
      expect(changed.headers.etag).toBe('"2"');
      expect((await get(member.id)).headers.etag).toBe('"2"');
    });

    it('changes role, tags, end date, names and phone, audited field by field', async () => {
      const member = await createMember(api, home, { tags: [volunteer.id] });
      const endDate = new Date(Date.now() + 30 * 86_400_000).toISOString();
      const response = await patch(
        member.id,
        {
          role: 'ASSISTANT',
          tags: [driver.id],
          endDate,
          firstName: 'Zuzanna',
          lastName: 'Żółkiewska',
          phone: '+48601234567',
        },
        '"1"',
      );
      expect(response.statusCode).toBe(200);
      expect(response.json<MemberDetails>()).toMatchObject({
        role: 'ASSISTANT',
        tags: [expect.objectContaining({ id: driver.id })],
        endDate,
        firstName: 'Zuzanna',
        lastName: 'Żółkiewska',
        phone: '+48601234567',
        status: 'PENDING',
        version: 2,
      });
      const [, event] = await auditOf(member.id);
      expect(event).toMatchObject({
        action: 'updated',
        changes: {
          role: { before: 'BENEFICIARY', after: 'ASSISTANT' },
          phone: { before: null, after: '+48601234567' },
          tags: { before: ['Wolontariusz'], after: ['Kierowca'] },
          endDate: { before: null, after: endDate },
          version: { before: 1, after: 2 },
        },
      });
      expect(Object.keys(event?.changes ?? {}).sort()).toEqual(
        ['endDate', 'firstName', 'lastName', 'phone', 'role', 'tags', 'version'].sort(),
      );

      const cleared = await patch(member.id, { phone: null, endDate: null, tags: [] });
      expect(cleared.json<MemberDetails>()).toMatchObject({ phone: null, tags: [], version: 3 });
      expect('endDate' in cleared.json<MemberDetails>()).toBe(false);
    });

    it('writes nothing for a change that changes nothing', async () => {
      const member = await createMember(api, home, { tags: [volunteer.id] });
      const response = await patch(member.id, {
        firstName: member.firstName,
        tags: [volunteer.id],
      });
      expect(response.statusCode).toBe(200);
      expect(response.json<MemberDetails>().version).toBe(1);
      expect(await auditOf(member.id)).toHaveLength(1);
    });

    it.each([
      ['+48123', 'too short for the E.164 shape'],
      ['48601234567', 'without the plus'],
      ['+48 601 234 567', 'with spaces'],
      ['+48100000000', 'not a number of the Polish plan'],
      ['+4860123456a', 'with a letter'],
    ])('refuses the phone %p (%s) with a 400 on phone', async (phone) => {
      const member = await createMember(api, home);
      const response = await patch(member.id, { phone });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ errors: [{ path: 'phone' }] });
    });

    it('refuses a stale If-Match with 412 and changes nothing', async () => {
      const member = await createMember(api, home);
      expect((await patch(member.id, { lastName: 'Pierwsza' }, '"1"')).statusCode).toBe(200);
      const stale = await patch(member.id, { lastName: 'Druga' }, '"1"');
      expect(stale.statusCode).toBe(412);
      expect(stale.json()).toMatchObject({ type: 'precondition-failed' });
      expect((await get(member.id)).json<MemberDetails>()).toMatchObject({
        lastName: 'Pierwsza',
        version: 2,
      });
    });

    it('lets exactly one of concurrent PATCHes of one version win; the rest get 412', async () => {
      const member = await createMember(api, home);
      const answers = await Promise.all(
        ['Alfa', 'Beta', 'Gamma', 'Delta', 'Epsilon'].map((lastName) =>
          patch(member.id, { lastName }, '"1"'),
        ),
      );
      expect(answers.map((response) => response.statusCode).sort()).toEqual([
        200, 412, 412, 412, 412,
      ]);
      const winner = answers.find((response) => response.statusCode === 200);
      expect((await get(member.id)).json<MemberDetails>()).toEqual(winner?.json());
      expect(await auditOf(member.id)).toHaveLength(2);
    });

    it('ends a membership at once when its new end date has passed', async () => {
      const member = await createMember(api, home);
      const past = new Date(Date.now() - 60_000).toISOString();
      const ended = await patch(member.id, { endDate: past });
      expect(ended.json<MemberDetails>()).toMatchObject({ status: 'INACTIVE', endDate: past });
      const [stored] = await api.db.select().from(members).where(eq(members.id, member.id));
      expect(stored?.status).toBe('INACTIVE');
      // INACTIVE is where a membership ends: its end date no longer moves.
      const revived = await patch(member.id, { endDate: null });
      expect(revived.statusCode).toBe(409);
      expect(revived.json()).toMatchObject({
        type: 'invalid-transition',
        detail: expect.stringContaining('INACTIVE'),
      });
    });

    it('keeps the end date of a deactivated member, which records when', async () => {
      const member = await createMember(api, home);
      await api.call('deactivateMember', {
        token: home.operator.token,
        params: memberParams(home, member.id),
      });
      const response = await patch(member.id, { endDate: null });
      expect(response.statusCode).toBe(409);
      expect(response.json<{ detail: string }>().detail).toContain('DEACTIVATED');
      expect((await patch(member.id, { firstName: 'Nadal' })).statusCode).toBe(200);
    });

    it('takes a role away from OPERATOR together with super operator, and refuses an own duplicate', async () => {
      const operator = await createMember(api, home, { role: 'OPERATOR', isSuperOperator: true });
      const demoted = await patch(operator.id, { role: 'ASSISTANT' });
      expect(demoted.json<MemberDetails>()).toMatchObject({
        role: 'ASSISTANT',
        isSuperOperator: false,
      });
      const assistant = await createMember(api, home, {
        role: 'BENEFICIARY',
        accountEmail: operator.accountEmail,
      });
      expect((await patch(assistant.id, { role: 'ASSISTANT' })).statusCode).toBe(409);
    });

    it('refuses another organization’s tag in a change', async () => {
      const member = await createMember(api, home);
      const response = await patch(member.id, { tags: [foreignTag.id] });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ errors: [{ path: 'tags.0' }] });
    });
  });

  describe('delete', () => {
    it('deletes a member and its tags, audited with what it was', async () => {
      const member = await createMember(api, home, { tags: [volunteer.id] });
      const stale = await remove(member.id, home.operator.token, { 'if-match': '"9"' });
      expect(stale.statusCode).toBe(412);
      const response = await remove(member.id);
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      expect((await get(member.id)).statusCode).toBe(404);
      const events = await auditOf(member.id);
      expect(events.at(-1)).toMatchObject({
        action: 'deleted',
        changes: {
          status: { before: 'PENDING', after: null },
          tags: { before: ['Wolontariusz'], after: [] },
        },
      });
    });

    it('refuses to remove the caller’s own membership, saying so in the caller’s language', async () => {
      const polish = await remove(home.operatorMemberId);
      expect(polish.statusCode).toBe(409);
      expect(polish.json()).toEqual({
        type: 'cannot-remove-self',
        title: 'Conflict',
        status: 409,
        detail: 'Nie możesz usunąć siebie z organizacji. Swoje konto możesz usunąć w ustawieniach.',
      });
      const english = await remove(home.operatorMemberId, home.operator.token, {
        'accept-language': 'en-GB,en;q=0.9',
      });
      expect(english.json<{ detail: string }>().detail).toBe(
        'You cannot remove yourself from the organization. You can delete your account in Settings.',
      );
      expect((await remove(plain.memberId, plain.token)).json()).toMatchObject({
        type: 'cannot-remove-self',
      });
      expect((await get(home.operatorMemberId)).statusCode).toBe(200);
    });
  });

  describe('the last super operator', () => {
    let organization: TestOrganization;
    beforeAll(async () => {
      organization = await organizationWithOperator(api, await adminCaller(api));
    });
    const as = (caller = organization.operator) => ({
      token: caller.token,
      params: memberParams(organization, organization.operatorMemberId),
    });

    it('cannot be demoted, deactivated or given an end date (409); another one, even PENDING, lets it go', async () => {
      const refusals = await Promise.all([
        api.call('updateMember', { ...as(), body: { isSuperOperator: false } }),
        api.call('updateMember', { ...as(), body: { role: 'ASSISTANT' } }),
        api.call('updateMember', {
          ...as(),
          body: { endDate: new Date(Date.now() + 86_400_000).toISOString() },
        }),
        api.call('deactivateMember', as()),
      ]);
      for (const response of refusals) {
        expect(response.statusCode).toBe(409);
        expect(response.json()).toMatchObject({ type: 'last-super-operator' });
      }

      const pending = await createMember(api, organization, {
        role: 'OPERATOR',
        isSuperOperator: true,
      });
      const demoted = await api.call('updateMember', { ...as(), body: { isSuperOperator: false } });
      expect(demoted.statusCode).toBe(200);
      expect(demoted.json<MemberDetails>().isSuperOperator).toBe(false);
      // Now the invited one is the last; a plain operator cannot touch it anyway.
      expect(
        (
          await api.call('deactivateMember', {
            token: organization.operator.token,
            params: memberParams(organization, pending.id),
          })
        ).statusCode,
      ).toBe(403);
    });

    it('survives two super operators demoting themselves at once: exactly one succeeds', async () => {
      const fresh = await organizationWithOperator(api, await adminCaller(api));
      const second = await plainOperator(api, fresh);
      await api.db
        .update(members)
        .set({ isSuperOperator: true })
        .where(eq(members.id, second.memberId));
      const demote = (caller: RegisteredCaller, memberId: string) =>
        api.call('updateMember', {
          token: caller.token,
          params: memberParams(fresh, memberId),
          body: { isSuperOperator: false },
        });
      const answers = await Promise.all([
        demote(fresh.operator, fresh.operatorMemberId),
        demote(second, second.memberId),
      ]);
      expect(answers.map((response) => response.statusCode).sort()).toEqual([200, 409]);
      const supers = await api.db
        .select()
        .from(members)
        .where(
          and(eq(members.organizationId, fresh.organizationId), eq(members.isSuperOperator, true)),
        );
      expect(supers).toHaveLength(1);
    });
  });

  describe('bulk', () => {
    const bulk = (body: unknown, token = home.operator.token) =>
      api.call('bulkUpdateMembers', { token, params: organizationParams(home), body });

    it('deactivates each selected member on its own, answering a result per id', async () => {
      const [a, b] = await Promise.all([createMember(api, home), createMember(api, home)]);
      const foreign = await createMember(api, other, {}, other.operator.token);
      await bulk({ action: 'deactivate', ids: [b.id] });
      const response = await bulk({ action: 'deactivate', ids: [a.id, b.id, foreign.id] });
      expect(response.statusCode).toBe(200);
      expect(response.json<MemberBulkResult>().results).toEqual([
        { id: a.id, status: 200, version: 2 },
        {
          id: b.id,
          status: 409,
          problem: expect.objectContaining({
            type: 'invalid-transition',
            detail: expect.stringContaining('DEACTIVATED'),
          }),
        },
        { id: foreign.id, status: 404, problem: expect.objectContaining({ type: 'not-found' }) },
      ]);
      expect((await get(a.id)).json<MemberDetails>().status).toBe('DEACTIVATED');
    });

    it('adds and removes tags, refusing operators to a plain operator, and writes only real changes', async () => {
      const tagged = await createMember(api, home, { tags: [volunteer.id] });
      const untagged = await createMember(api, home);
      const operator = await createMember(api, home, { role: 'OPERATOR' });
      const added = await bulk(
        { action: 'addTags', ids: [tagged.id, untagged.id, operator.id], tagIds: [volunteer.id] },
        plain.token,
      );
      expect(added.json<MemberBulkResult>().results.map((result) => result.status)).toEqual([
        200, 200, 403,
      ]);
      expect((await get(tagged.id)).json<MemberDetails>().version).toBe(1);
      expect((await get(untagged.id)).json<MemberDetails>()).toMatchObject({
        version: 2,
        tags: [expect.objectContaining({ id: volunteer.id })],
      });
      const removed = await bulk({
        action: 'removeTags',
        ids: [tagged.id, untagged.id],
        tagIds: [volunteer.id, driver.id],
      });
      expect(removed.json<MemberBulkResult>().results.map((result) => result.status)).toEqual([
        200, 200,
      ]);
      expect((await get(tagged.id)).json<MemberDetails>().tags).toEqual([]);
      expect((await auditOf(untagged.id)).at(-1)).toMatchObject({
        changes: { tags: { before: ['Wolontariusz'], after: [] } },
      });
    });

    it('undoes a bulk deactivation with the versions it answered, refusing a member changed since with 412', async () => {
      const [a, b] = await Promise.all([createMember(api, home), createMember(api, home)]);
      const deactivated = (
        await bulk({ action: 'deactivate', ids: [a.id, b.id] })
      ).json<MemberBulkResult>().results;
      expect(deactivated.map(({ version }) => version)).toEqual([2, 2]);
      // Someone else changes b before the undo.
      expect((await patch(b.id, { firstName: 'Zmieniona' }, '"2"')).statusCode).toBe(200);

      const versions = Object.fromEntries(deactivated.map(({ id, version }) => [id, version]));
      const undone = await bulk({ action: 'reactivate', ids: [a.id, b.id], versions });
      expect(undone.json<MemberBulkResult>().results).toEqual([
        { id: a.id, status: 200, version: 3 },
        {
          id: b.id,
          status: 412,
          problem: expect.objectContaining({ type: 'precondition-failed' }),
        },
      ]);
      expect((await get(a.id)).json<MemberDetails>().status).toBe('PENDING');
      expect((await get(b.id)).json<MemberDetails>().status).toBe('DEACTIVATED');
      // Both the action and its undo are on the record.
      expect((await auditOf(a.id)).map(({ action }) => action)).toEqual([
        'invited',
        'deactivated',
        'reactivated',
      ]);
    });

    it('refuses a member left out of the versions it was given, and changes nothing of it', async () => {
      const [a, b] = await Promise.all([createMember(api, home), createMember(api, home)]);
      const results = (
        await bulk({ action: 'deactivate', ids: [a.id, b.id], versions: { [a.id]: 1 } })
      ).json<MemberBulkResult>().results;
      expect(results.map(({ status }) => status)).toEqual([200, 412]);
      expect((await get(b.id)).json<MemberDetails>()).toMatchObject({
        status: 'PENDING',
        version: 1,
      });
    });

    it('answers the tags each member lost, so an undo gives back exactly those', async () => {
      const both = await createMember(api, home, { tags: [volunteer.id, driver.id] });
      const one = await createMember(api, home, { tags: [volunteer.id] });
      const none = await createMember(api, home);
      const removed = (
        await bulk({
          action: 'removeTags',
          ids: [both.id, one.id, none.id],
          tagIds: [volunteer.id, driver.id],
        })
      ).json<MemberBulkResult>().results;
      expect(removed).toEqual([
        {
          id: both.id,
          status: 200,
          version: 2,
          tagIds: expect.arrayContaining([volunteer.id, driver.id]),
        },
        { id: one.id, status: 200, version: 2, tagIds: [volunteer.id] },
        { id: none.id, status: 200, version: 1, tagIds: [] },
      ]);

      for (const { id, version, tagIds } of removed.filter((result) => result.tagIds?.length)) {
        const back = await bulk({
          action: 'addTags',
          ids: [id],
          tagIds: tagIds ?? [],
          versions: { [id]: version ?? 0 },
        });
        expect(back.json<MemberBulkResult>().results).toEqual([
          { id, status: 200, version: 3, tagIds: expect.arrayContaining(tagIds ?? []) },
        ]);
      }
      const tagsOf = async (id: string) =>
        (await get(id))
          .json<MemberDetails>()
          .tags.map(({ name }) => name)
          .sort();
      expect(await tagsOf(both.id)).toEqual(['Kierowca', 'Wolontariusz']);
      expect(await tagsOf(one.id)).toEqual(['Wolontariusz']);
      expect(await tagsOf(none.id)).toEqual([]);
      expect((await auditOf(one.id)).slice(1).map(({ changes }) => changes.tags)).toEqual([
        { before: ['Wolontariusz'], after: [] },
        { before: [], after: ['Wolontariusz'] },
      ]);
    });

    it('refuses a foreign tag, a missing tagIds and an empty selection with 400', async () => {
      const member = await createMember(api, home);
      for (const body of [
        { action: 'addTags', ids: [member.id], tagIds: [foreignTag.id] },
        { action: 'addTags', ids: [member.id] },
        { action: 'deactivate', ids: [] },
        { action: 'archive', ids: [member.id] },
      ])
        expect((await bulk(body)).statusCode).toBe(400);
      expect((await get(member.id)).json<MemberDetails>().version).toBe(1);
    });
  });

  it('never answers generated names, e-mails and phones with a 5xx', async () => {
    const member = await createMember(api, home);
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          firstName: fc.string({ unit: 'binary', maxLength: 300 }),
          lastName: fc.string({ unit: 'grapheme', maxLength: 20 }),
          accountEmail: fc.oneof(fc.emailAddress(), fc.string()),
          phone: fc.oneof(fc.string(), fc.stringMatching(/^\+[1-9]\d{6,14}$/)),
        }),
        async ({ firstName, lastName, accountEmail, phone }) => {
          const created = await create(memberBody({ firstName, lastName, accountEmail }));
          expect(created.statusCode).toBeLessThan(500);
          const changed = await patch(member.id, { firstName, lastName, phone });
          expect(changed.statusCode).toBeLessThan(500);
        },
      ),
      { numRuns: 40 },
    );
  });
});
