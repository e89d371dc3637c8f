// The person's contacts on a member: the relatives and carers an operator calls. How they are
// checked, replaced with If-Match, audited, and answered to the organization's operators only.
import { type MemberContact, memberContactLimits, type MemberDetails } from '@care/contracts';
import type { TestApi } from '../../../test/support/api';
import { databaseKinds } from '../../../test/support/database';
import { createMember, memberBody, memberCalls } from '../../../test/support/members';
import { type TestOrganization, withTwoOrganizations } from '../../../test/support/world';

const daughter: MemberContact = {
  name: 'Anna Nowak',
  relation: 'córka',
  phone: '+48601234567',
  isPrimary: true,
};
const neighbour: MemberContact = {
  name: 'Irena Wójcik',
  relation: 'sąsiadka z kluczem',
  phone: '+48126543210',
  isPrimary: false,
};

describe.each(databaseKinds)('the person’s contacts on %s', (kind) => {
  let api: TestApi;
  let home: TestOrganization;
  let other: TestOrganization;

  withTwoOrganizations(kind, (started) => ({ api, home, other } = started));

  const { create, get, patch, auditOf } = memberCalls(
    () => api,
    () => home,
  );

  it('starts with none, and creates a member with contacts trimmed, audited', async () => {
    expect((await createMember(api, home)).contacts).toEqual([]);
    const response = await create(
      memberBody({ contacts: [{ ...daughter, name: '  Anna Nowak ' }, neighbour] }),
    );
    expect(response.statusCode).toBe(201);
    const member = response.json<MemberDetails>();
    expect(member.contacts).toEqual([daughter, neighbour]);
    expect((await get(member.id)).json<MemberDetails>().contacts).toEqual([daughter, neighbour]);
    const [event] = await auditOf(member.id);
    expect(event?.changes).toMatchObject({
      contacts: { before: null, after: [daughter, neighbour] },
    });
  });

  it('replaces them whole with If-Match, audited before and after, and [] removes them', async () => {
    const member = await createMember(api, home, { contacts: [daughter] });
    const moved = [
      { ...daughter, isPrimary: false },
      { ...neighbour, isPrimary: true },
    ];
    const changed = await patch(member.id, { contacts: moved }, '"1"');
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).toBe('"2"');
    expect(changed.json<MemberDetails>().contacts).toEqual(moved);

    // Another field's change leaves them as they are.
    const renamed = await patch(member.id, { firstName: 'Halina' }, '"2"');
    expect(renamed.json<MemberDetails>().contacts).toEqual(moved);

    const cleared = await patch(member.id, { contacts: [] }, '"3"');
    expect(cleared.json<MemberDetails>()).toMatchObject({ contacts: [], version: 4 });

    const changes = (await auditOf(member.id)).slice(1).map((event) => event.changes);
    expect(changes).toEqual([
      { contacts: { before: [daughter], after: moved }, version: { before: 1, after: 2 } },
      { firstName: expect.anything(), version: { before: 2, after: 3 } },
      { contacts: { before: moved, after: [] }, version: { before: 3, after: 4 } },
    ]);
  });

  it('writes nothing when the same contacts come again', async () => {
    const member = await createMember(api, home, { contacts: [daughter, neighbour] });
    const again = await patch(member.id, { contacts: [{ ...daughter }, { ...neighbour }] });
    expect(again.json<MemberDetails>().version).toBe(1);
    expect(await auditOf(member.id)).toHaveLength(1);
  });

  it('refuses a stale If-Match with 412 and keeps the contacts', async () => {
    const member = await createMember(api, home, { contacts: [daughter] });
    expect((await patch(member.id, { formOfAddress: 'PAN' }, '"1"')).statusCode).toBe(200);
    const stale = await patch(member.id, { contacts: [] }, '"1"');
    expect(stale.statusCode).toBe(412);
    expect((await get(member.id)).json<MemberDetails>().contacts).toEqual([daughter]);
  });

  const tooMany = Array.from({ length: memberContactLimits.maxContacts + 1 }, (_, index) => ({
    ...neighbour,
    name: `Sąsiad ${index}`,
  }));
  it.each([
    ['contacts.1.isPrimary', [daughter, { ...neighbour, isPrimary: true }]],
    ['contacts', tooMany],
    ['contacts.0.name', [{ ...daughter, name: '   ' }]],
    ['contacts.0.name', [{ ...daughter, name: 'n'.repeat(memberContactLimits.name + 1) }]],
    ['contacts.1.relation', [daughter, { ...neighbour, relation: '' }]],
    [
      'contacts.0.relation',
      [{ ...daughter, relation: 'r'.repeat(memberContactLimits.relation + 1) }],
    ],
    ['contacts.0.phone', [{ ...daughter, phone: '601 234 567' }]],
    // The E.164 shape, but no number of the Polish plan.
    ['contacts.1.phone', [daughter, { ...neighbour, phone: '+48100000000' }]],
    ['contacts.0.isPrimary', [{ ...daughter, isPrimary: 'yes' }]],
    ['contacts.0.email', [{ ...daughter, email: 'anna@example.test' }]],
    ['contacts', 'Anna Nowak'],
  ])('refuses a bad %s with a 400 naming it, on create and on change', async (path, contacts) => {
    const created = await create({ ...memberBody(), contacts });
    expect(created.statusCode).toBe(400);
    expect(created.json()).toMatchObject({ errors: [expect.objectContaining({ path })] });
    const member = await createMember(api, home, { contacts: [daughter] });
    const changed = await patch(member.id, { contacts });
    expect(changed.statusCode).toBe(400);
    expect(changed.json()).toMatchObject({ errors: [expect.objectContaining({ path })] });
    expect((await get(member.id)).json<MemberDetails>().contacts).toEqual([daughter]);
  });

  it('names every contact whose number does not exist, and the member’s own', async () => {
    const member = await createMember(api, home);
    const response = await patch(member.id, {
      phone: '+48100000001',
      contacts: [
        { ...daughter, phone: '+48100000000' },
        neighbour,
        { ...neighbour, name: 'Jan', phone: '+48100000002' },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(
      response
        .json<{ errors: { path: string }[] }>()
        .errors.map(({ path }) => path)
        .sort(),
    ).toEqual(['contacts.0.phone', 'contacts.2.phone', 'phone']);
  });

  it('takes a member with no primary contact, and ten contacts', async () => {
    const ten = tooMany.slice(0, memberContactLimits.maxContacts);
    const member = await createMember(api, home, { contacts: ten });
    expect(member.contacts).toHaveLength(memberContactLimits.maxContacts);
    expect(member.contacts.some((contact) => contact.isPrimary)).toBe(false);
  });

  it('answers another organization’s member like an unknown one: 404', async () => {
    const member = await createMember(api, home, { contacts: [daughter] });
    expect((await get(member.id, other)).statusCode).toBe(404);
    expect((await patch(member.id, { contacts: [] }, '"1"', other)).statusCode).toBe(404);
    expect((await get(member.id)).json<MemberDetails>().contacts).toEqual([daughter]);
    expect(await auditOf(member.id)).toHaveLength(1);
  });
});
