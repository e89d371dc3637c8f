// The person's card on a member: the home address, the form of address and the operators' care
// notes: how they are checked, changed with If-Match, audited, and kept from everybody else.
import {
  careNotesMaxLength,
  type MemberAddress,
  memberAddressLimits,
  type MemberDetails,
} from '@care/contracts';
import type { TestApi } from '../../../test/support/api';
import { databaseKinds } from '../../../test/support/database';
import {
  createMember,
  memberBody,
  memberCalls,
  organizationParams,
} from '../../../test/support/members';
import {
  addMembership,
  registeredCaller,
  type TestOrganization,
  withTwoOrganizations,
} from '../../../test/support/world';

const address: MemberAddress = {
  street: 'ul. Długa',
  building: '12',
  apartment: '4',
  postalCode: '31-147',
  city: 'Kraków',
  accessNotes: 'Domofon 4, drugie piętro.\nW ogrodzie pies.',
};
const careNotes = 'Woli wizyty przed południem.\nLeki wydaje córka.';

describe.each(databaseKinds)('the person’s card on %s', (kind) => {
  let api: TestApi;
  let home: TestOrganization;
  let other: TestOrganization;

  withTwoOrganizations(kind, (started) => ({ api, home, other } = started));

  const { create, get, patch, auditOf } = memberCalls(
    () => api,
    () => home,
  );

  it('starts empty, and creates a member with the card trimmed', async () => {
    expect(await createMember(api, home)).toMatchObject({
      address: null,
      formOfAddress: null,
      careNotes: null,
    });
    const response = await create(
      memberBody({
        address: { ...address, street: '  ul. Długa ', city: 'Kraków  ' },
        formOfAddress: 'PANI',
        careNotes: `  ${careNotes}  `,
      }),
    );
    expect(response.statusCode).toBe(201);
    const member = response.json<MemberDetails>();
    expect(member).toMatchObject({ address, formOfAddress: 'PANI', careNotes });
    expect((await get(member.id)).json<MemberDetails>()).toMatchObject({
      address,
      formOfAddress: 'PANI',
      careNotes,
    });
    const [event] = await auditOf(member.id);
    expect(event?.changes).toMatchObject({
      address: { before: null, after: address },
      formOfAddress: { before: null, after: 'PANI' },
      careNotes: { before: null, after: careNotes },
    });
  });

  it('changes each part with If-Match, audited field by field, and null removes it', async () => {
    const member = await createMember(api, home);
    const changed = await patch(member.id, { address, formOfAddress: 'PAN', careNotes }, '"1"');
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).toBe('"2"');
    expect(changed.json<MemberDetails>()).toMatchObject({
      address,
      formOfAddress: 'PAN',
      careNotes,
      version: 2,
    });

    const moved = {
      street: 'ul. Karmelicka',
      building: '45',
      postalCode: '31-128',
      city: 'Kraków',
    };
    expect((await patch(member.id, { address: moved }, '"2"')).statusCode).toBe(200);
    expect((await patch(member.id, { formOfAddress: 'PANI' }, '"3"')).statusCode).toBe(200);
    // Blank notes are none.
    expect((await patch(member.id, { careNotes: '   ' }, '"4"')).statusCode).toBe(200);
    const cleared = await patch(member.id, { address: null, formOfAddress: null }, '"5"');
    expect(cleared.json<MemberDetails>()).toMatchObject({
      address: null,
      formOfAddress: null,
      careNotes: null,
      version: 6,
    });

    const changes = (await auditOf(member.id)).slice(1).map((event) => event.changes);
    expect(changes).toEqual([
      {
        address: { before: null, after: address },
        formOfAddress: { before: null, after: 'PAN' },
        careNotes: { before: null, after: careNotes },
        version: { before: 1, after: 2 },
      },
      { address: { before: address, after: moved }, version: { before: 2, after: 3 } },
      { formOfAddress: { before: 'PAN', after: 'PANI' }, version: { before: 3, after: 4 } },
      { careNotes: { before: careNotes, after: null }, version: { before: 4, after: 5 } },
      {
        address: { before: moved, after: null },
        formOfAddress: { before: 'PANI', after: null },
        version: { before: 5, after: 6 },
      },
    ]);
  });

  it('writes nothing when the same address comes again', async () => {
    const member = await createMember(api, home, { address });
    const again = await patch(member.id, { address: { ...address } });
    expect(again.json<MemberDetails>().version).toBe(1);
    expect(await auditOf(member.id)).toHaveLength(1);
  });

  it('refuses a stale If-Match with 412 and keeps the card', async () => {
    const member = await createMember(api, home, { careNotes });
    expect((await patch(member.id, { formOfAddress: 'PAN' }, '"1"')).statusCode).toBe(200);
    const stale = await patch(member.id, { careNotes: 'Nadpisane', address }, '"1"');
    expect(stale.statusCode).toBe(412);
    expect((await get(member.id)).json<MemberDetails>()).toMatchObject({
      careNotes,
      address: null,
      version: 2,
    });
  });

  it.each([
    [
      'address.street',
      { address: { ...address, street: 'x'.repeat(memberAddressLimits.street + 1) } },
    ],
    ['address.street', { address: { ...address, street: '   ' } }],
    ['address.building', { address: { ...address, building: '1'.repeat(17) } }],
    ['address.apartment', { address: { ...address, apartment: '1'.repeat(17) } }],
    ['address.postalCode', { address: { ...address, postalCode: '31_147' } }],
    ['address.postalCode', { address: { ...address, postalCode: 'A'.repeat(17) } }],
    ['address.city', { address: { ...address, city: 'K'.repeat(memberAddressLimits.city + 1) } }],
    ['address.city', { address: { street: 'ul. Długa', building: '1', postalCode: '31-147' } }],
    ['address.accessNotes', { address: { ...address, accessNotes: 'a'.repeat(501) } }],
    ['address.accessNotes', { address: { ...address, accessNotes: 'kod\u0000' } }],
    ['address.floor', { address: { ...address, floor: '2' } }],
    ['formOfAddress', { formOfAddress: 'PANNA' }],
    ['careNotes', { careNotes: 'n'.repeat(careNotesMaxLength + 1) }],
    ['careNotes', { careNotes: 'bell\u0007' }],
  ])('refuses a bad %s with a 400 naming it, on create and on change', async (path, card) => {
    const created = await create({ ...memberBody(), ...card });
    expect(created.statusCode).toBe(400);
    expect(created.json()).toMatchObject({ errors: [expect.objectContaining({ path })] });
    const member = await createMember(api, home);
    const changed = await patch(member.id, card);
    expect(changed.statusCode).toBe(400);
    expect(changed.json()).toMatchObject({ errors: [expect.objectContaining({ path })] });
  });

  it.each(['00-950', '31-147', 'SW1A 1AA', '10115', 'D02-X285'])(
    'takes the postal code %p',
    async (postalCode) => {
      const member = await createMember(api, home);
      const changed = await patch(member.id, { address: { ...address, postalCode } });
      expect(changed.statusCode).toBe(200);
      expect(changed.json<MemberDetails>().address?.postalCode).toBe(postalCode);
    },
  );

  it('answers another organization’s member like an unknown one: 404', async () => {
    const member = await createMember(api, home, { careNotes });
    expect((await get(member.id, other)).statusCode).toBe(404);
    expect((await patch(member.id, { careNotes: 'Obce' }, '"1"', other)).statusCode).toBe(404);
    expect((await get(member.id)).json<MemberDetails>().careNotes).toBe(careNotes);
  });

  const contacts = [
    { name: 'Halina Zielińska', relation: 'żona', phone: '+48601234567', isPrimary: true },
  ];

  it('never answers the care notes or contacts to the person: not to the invitee, nor in their own orders', async () => {
    const invitee = await registeredCaller(api);
    const invited = await createMember(api, home, {
      accountEmail: invitee.email,
      address,
      formOfAddress: 'PANI',
      careNotes,
      contacts,
    });
    const answered = await api.call('answerInvitation', {
      token: invitee.token,
      params: { invitationId: invited.id },
      body: { personId: invitee.personId, status: 'ACCEPTED' },
    });
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toMatchObject({ id: invited.id, address, formOfAddress: 'PANI' });
    expect(answered.json()).not.toHaveProperty('careNotes');
    expect(answered.json()).not.toHaveProperty('contacts');

    const beneficiary = await registeredCaller(api);
    const memberId = await addMembership(api, home.organizationId, beneficiary, 'BENEFICIARY');
    expect((await patch(memberId, { careNotes, contacts })).statusCode).toBe(200);
    const order = await api.call('createBeneficiaryOrder', {
      token: beneficiary.token,
      params: organizationParams(home),
      body: { type: 'OTHER', description: 'Proszę o wizytę' },
    });
    expect(order.statusCode).toBe(201);
    const answers = [
      answered,
      order,
      await api.call('listBeneficiaryOrders', {
        token: beneficiary.token,
        params: organizationParams(home),
      }),
      await api.call('getMe', { token: invitee.token }),
      await api.call('listPersons', { token: invitee.token }),
      await api.call('getPermissions', { token: beneficiary.token }),
    ];
    for (const response of answers) {
      expect(response.statusCode).toBe(200 + (response === order ? 1 : 0));
      expect(response.body).not.toContain('careNotes');
      expect(response.body).not.toContain('Leki wydaje córka');
      expect(response.body).not.toContain('contacts');
      expect(response.body).not.toContain('Halina Zielińska');
    }
  });
});
