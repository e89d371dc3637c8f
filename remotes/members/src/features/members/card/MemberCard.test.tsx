/// <reference types="@testing-library/jest-dom" />
import type { AuditEvent } from '@care/contracts/audit';
import { memberEndpoints, type MemberDetails } from '@care/contracts/member';
import { problemTypes } from '@care/contracts/problem';
import { problem } from '@care/testing';
import { screen, within } from '@testing-library/react';
import { account, anna, memberPath, ORGANIZATION_ID } from '../testing/fixtures';
import { field, renderMemberPage } from '../testing/render-members-app';

// Whole pages typed into key by key: a CI run beside other builds measured 21–23 s for the
// longest of them, which take about 8 s on a quiet machine.
jest.setTimeout(40_000);

const zofia: MemberDetails = {
  ...anna,
  formOfAddress: 'PANI',
  address: {
    street: 'ul. Długa',
    building: '12',
    apartment: '4',
    postalCode: '31-147',
    city: 'Kraków',
    accessNotes: 'Kod do bramy 1357.\nW ogrodzie pies.',
  },
  careNotes: 'Leki wydaje córka.',
};

const openMember = (
  member: MemberDetails,
  api?: Parameters<typeof renderMemberPage>[1],
  language: 'pl' | 'en' = 'en',
  history: AuditEvent[] = [],
) => renderMemberPage(member, api, { language, history });

describe('the person’s card', () => {
  it('shows the address with how to get in, a map search, the form of address and the care notes', async () => {
    await openMember(zofia);
    const card = await screen.findByRole('region', { name: 'Person’s card' });
    expect(within(card).getByText(/ul\. Długa 12\/4/)).toHaveTextContent(
      'ul. Długa 12/431-147 Kraków',
    );
    expect(within(card).getByText(/Kod do bramy 1357/)).toHaveTextContent(
      'Kod do bramy 1357. W ogrodzie pies.',
    );
    expect(within(card).getByText('Leki wydaje córka.')).toBeInTheDocument();
    const map = within(card).getByRole('link', { name: 'Show on OpenStreetMap' });
    expect(map).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/search?query=ul.%20D%C5%82uga%2012%2C%2031-147%20Krak%C3%B3w',
    );
    expect(map).toHaveAttribute('target', '_blank');
    expect(map).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(screen.getAllByText('Ms').length).toBeGreaterThan(0);
    // The form waits for the organization's tags.
    expect(await screen.findByLabelText(/^Postal code/)).toHaveValue('31-147');
    expect(field('Care notes')).toHaveValue('Leki wydaje córka.');
  });

  it('says in Polish that there is no address, no access notes and no notes', async () => {
    await openMember(anna, undefined, 'pl');
    const card = await screen.findByRole('region', { name: 'Karta osoby' });
    expect(within(card).getByText('Nie podano adresu')).toBeInTheDocument();
    expect(within(card).getByText('Brak wskazówek')).toBeInTheDocument();
    expect(within(card).getByText('Brak notatek')).toBeInTheDocument();
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
  });

  it('saves a new address, the form of address and the notes, only what changed', async () => {
    const saved = { ...zofia, version: 2 };
    const { user, api } = await openMember(anna, (stub) =>
      stub.on(memberEndpoints.updateMember, { answer: saved }),
    );
    await user.selectOptions(await screen.findByLabelText(/^Form of address/), 'PANI');
    await user.type(field('Street'), 'ul. Długa');
    await user.type(field('Building'), '12');
    await user.type(field('Postal code'), '31-147');
    await user.type(field('City'), ' Kraków ');
    await user.type(field('Access notes'), 'Kod do bramy 1357.');
    await user.type(field('Care notes'), 'Leki wydaje córka.');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Member saved')).toBeInTheDocument();
    const [request] = api.requestsTo(memberEndpoints.updateMember, { memberId: anna.id });
    expect(request!.body).toEqual({
      formOfAddress: 'PANI',
      address: {
        street: 'ul. Długa',
        building: '12',
        postalCode: '31-147',
        city: 'Kraków',
        accessNotes: 'Kod do bramy 1357.',
      },
      careNotes: 'Leki wydaje córka.',
    });
    expect(request!.headers.get('If-Match')).toBe('"1"');
  });

  it('removes the address when every part is emptied', async () => {
    const { user, api } = await openMember(zofia, (stub) =>
      stub.on(memberEndpoints.updateMember, { answer: { ...zofia, address: null, version: 2 } }),
    );
    for (const label of ['Street', 'Building', 'Apartment', 'Postal code', 'City', 'Access notes'])
      await user.clear(await screen.findByLabelText(new RegExp(`^${label}`)));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Member saved')).toBeInTheDocument();
    const [request] = api.requestsTo(memberEndpoints.updateMember, { memberId: zofia.id });
    expect(request!.body).toEqual({ address: null });
  });

  it('asks for what an address lacks and for a real postal code, sending nothing', async () => {
    const { user, api } = await openMember(anna, undefined, 'pl');
    await user.type(await screen.findByLabelText(/^Ulica/), 'ul. Długa');
    await user.type(field('Kod pocztowy'), '31_147');
    await user.click(screen.getByRole('button', { name: 'Zapisz zmiany' }));

    expect(field('Kod pocztowy')).toHaveAccessibleDescription(
      expect.stringContaining('Wpisz kod pocztowy, np. 31-147'),
    );
    expect(field('Miejscowość')).toHaveAccessibleDescription(
      expect.stringContaining('Uzupełnij, aby zapisać adres'),
    );
    expect(field('Numer domu')).toHaveAccessibleDescription(
      expect.stringContaining('Uzupełnij, aby zapisać adres'),
    );
    expect(api.requestsTo(memberEndpoints.updateMember, { memberId: anna.id })).toHaveLength(0);
  });

  it('puts a part of the address the API refuses on its field', async () => {
    const { user } = await openMember(zofia, (stub) =>
      stub.on(memberEndpoints.updateMember, {
        answer: problem(400, problemTypes.validation, {
          errors: [{ path: 'address.postalCode', message: 'Must be a postal code such as 00-950' }],
        }),
      }),
    );
    await user.clear(await screen.findByLabelText(/^Postal code/));
    await user.type(field('Postal code'), '31-148');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Must be a postal code such as 00-950')).toBeInTheDocument();
    expect(field('Postal code')).toHaveAccessibleDescription(
      expect.stringContaining('Must be a postal code such as 00-950'),
    );
  });

  it('tells in the history how the address and the form of address changed', async () => {
    const changed: AuditEvent = {
      id: 'e0000000-0000-4000-8000-000000000002',
      at: '2026-03-02T09:15:00.000Z',
      actor: {
        accountId: account.id,
        firstName: 'Olga',
        lastName: 'Operator',
        email: account.email,
        formOfAddress: null,
      },
      organizationId: ORGANIZATION_ID,
      entity: 'member',
      entityId: zofia.id,
      action: 'updated',
      before: { address: null, formOfAddress: null, version: 1 },
      after: { address: zofia.address, formOfAddress: 'PANI', version: 2 },
      recordExists: true,
    };
    await openMember(zofia, undefined, 'pl', [changed]);
    const history = await screen.findByRole('region', { name: 'Historia' });
    expect(await within(history).findByText('Forma grzecznościowa')).toBeInTheDocument();
    expect(within(history).getByText('Pani')).toBeInTheDocument();
    expect(
      within(history).getByText(/^ul\. Długa 12\/4, 31-147 Kraków \(Kod do bramy 1357\./),
    ).toBeInTheDocument();
  });
});

describe('the person’s contacts', () => {
  const daughter = {
    name: 'Anna Nowak',
    relation: 'córka',
    phone: '+48601234567',
    isPrimary: true,
  };
  const neighbour = {
    name: 'Jan Kos',
    relation: 'sąsiad z kluczem',
    phone: '+48126543210',
    isPrimary: false,
  };
  const withContacts: MemberDetails = { ...zofia, contacts: [neighbour, daughter] };
  const contactRow = (number: number) => screen.getByRole('group', { name: `Contact ${number}` });

  it('lists whom to call, the primary one first and marked, each number a tel: link', async () => {
    await openMember(withContacts);
    const card = await screen.findByRole('region', { name: 'Person’s card' });
    const items = within(card).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Anna NowakcórkaPrimary+48601234567',
      'Jan Kossąsiad z kluczem+48126543210',
    ]);
    expect(
      within(card).getByRole('link', { name: 'Call Anna Nowak, +48601234567' }),
    ).toHaveAttribute('href', 'tel:+48601234567');
    expect(within(card).getByRole('link', { name: /Jan Kos/ })).toHaveAttribute(
      'href',
      'tel:+48126543210',
    );
  });

  it('says in Polish that there is nobody to call', async () => {
    await openMember(anna, undefined, 'pl');
    const card = await screen.findByRole('region', { name: 'Karta osoby' });
    expect(within(card).getByText('Brak osób do kontaktu')).toBeInTheDocument();
  });

  it('adds contacts, the first one primary, moves the mark to another, and saves them', async () => {
    const { user, api } = await openMember(anna, (stub) =>
      stub.on(memberEndpoints.updateMember, { answer: { ...anna, version: 2 } }),
    );
    await user.click(await screen.findByRole('button', { name: 'Add a contact' }));
    await user.type(within(contactRow(1)).getByLabelText(/^Name/), 'Anna Nowak');
    await user.type(within(contactRow(1)).getByLabelText(/^Relation/), 'córka');
    await user.type(within(contactRow(1)).getByLabelText(/^Phone/), '+48 601 234 567');
    const firstPrimary = within(contactRow(1)).getByRole('checkbox', { name: /Call first/ });
    expect(firstPrimary).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Add a contact' }));
    await user.type(within(contactRow(2)).getByLabelText(/^Name/), 'Jan Kos');
    await user.type(within(contactRow(2)).getByLabelText(/^Relation/), 'sąsiad');
    await user.type(within(contactRow(2)).getByLabelText(/^Phone/), '+48 12 654-32-10');
    const secondPrimary = within(contactRow(2)).getByRole('checkbox', { name: /Call first/ });
    expect(secondPrimary).not.toBeChecked();
    await user.click(secondPrimary);
    expect(within(contactRow(2)).getByRole('checkbox', { name: /Call first/ })).toBeChecked();
    expect(within(contactRow(1)).getByRole('checkbox', { name: /Call first/ })).not.toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Member saved')).toBeInTheDocument();
    const [request] = api.requestsTo(memberEndpoints.updateMember, { memberId: anna.id });
    expect(request!.body).toEqual({
      contacts: [
        { name: 'Anna Nowak', relation: 'córka', phone: '+48601234567', isPrimary: false },
        { name: 'Jan Kos', relation: 'sąsiad', phone: '+48126543210', isPrimary: true },
      ],
    });
  });

  it('removes a contact and saves the others', async () => {
    const { user, api } = await openMember(withContacts, (stub) =>
      stub.on(memberEndpoints.updateMember, {
        answer: { ...withContacts, contacts: [daughter], version: 2 },
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Remove contact 1' }));
    expect(screen.queryByRole('group', { name: 'Contact 2' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Member saved')).toBeInTheDocument();
    const [request] = api.requestsTo(memberEndpoints.updateMember, { memberId: zofia.id });
    expect(request!.body).toEqual({ contacts: [daughter] });
  });

  it('asks for each part of a contact and a number in international form, sending nothing', async () => {
    const { user, api } = await openMember(anna);
    await user.click(await screen.findByRole('button', { name: 'Add a contact' }));
    await user.type(within(contactRow(1)).getByLabelText(/^Phone/), '601234567');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const row = contactRow(1);
    for (const label of [/^Name/, /^Relation/, /^Phone/])
      expect(within(row).getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    expect(api.requestsTo(memberEndpoints.updateMember, { memberId: anna.id })).toHaveLength(0);
  });

  it('stops adding at the limit', async () => {
    const ten = Array.from({ length: 10 }, (_, index) => ({
      ...neighbour,
      name: `Sąsiad ${index}`,
    }));
    await openMember({ ...anna, contacts: ten });
    expect(await screen.findByRole('button', { name: 'Add a contact' })).toBeDisabled();
    expect(screen.getByText('A person can have up to 10 contacts.')).toBeInTheDocument();
  });

  it('puts the API’s refusal of a contact’s number on its row', async () => {
    const { user } = await openMember(withContacts, (stub) =>
      stub.on(memberEndpoints.updateMember, {
        answer: problem(400, problemTypes.validation, {
          errors: [{ path: 'contacts.0.phone', message: 'Not a valid phone number' }],
        }),
      }),
    );
    const phone = within(await screen.findByRole('group', { name: 'Contact 1' })).getByLabelText(
      /^Phone/,
    );
    await user.clear(phone);
    await user.type(phone, '+48100000000');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Not a valid phone number')).toBeInTheDocument();
    expect(within(contactRow(1)).getByLabelText(/^Phone/)).toHaveAccessibleDescription(
      expect.stringContaining('Not a valid phone number'),
    );
  });

  it('tells in the history how the contacts changed, in Polish', async () => {
    const changed: AuditEvent = {
      id: 'e0000000-0000-4000-8000-000000000003',
      at: '2026-03-02T09:15:00.000Z',
      actor: {
        accountId: account.id,
        firstName: 'Olga',
        lastName: 'Operator',
        email: account.email,
        formOfAddress: null,
      },
      organizationId: ORGANIZATION_ID,
      entity: 'member',
      entityId: zofia.id,
      action: 'updated',
      before: { contacts: [], version: 1 },
      after: { contacts: [neighbour, daughter], version: 2 },
      recordExists: true,
    };
    await openMember(withContacts, undefined, 'pl', [changed]);
    const history = await screen.findByRole('region', { name: 'Historia' });
    expect(await within(history).findByText('Osoby do kontaktu')).toBeInTheDocument();
    expect(
      within(history).getByText(
        'Anna Nowak (córka) +48601234567, główny kontakt; Jan Kos (sąsiad z kluczem) +48126543210',
      ),
    ).toBeInTheDocument();
  });
});

describe('the guardian and the wards', () => {
  const guardianMember: MemberDetails = {
    ...anna,
    id: 'a0000000-0000-4000-8000-0000000000c1',
    firstName: 'Katarzyna',
    lastName: 'Nowak',
    role: 'ASSISTANT',
  };
  const ward: MemberDetails = {
    ...anna,
    id: 'a0000000-0000-4000-8000-0000000000c2',
    firstName: 'Zofia',
    lastName: 'Nowak',
    accountOwnerType: 'GUARDIAN_ACCOUNT',
  };

  it('links a ward’s card to the guardian’s member page', async () => {
    await openMember(ward, (stub) =>
      stub.on(memberEndpoints.getMemberRelations, {
        params: { memberId: ward.id },
        answer: {
          guardian: { firstName: 'Katarzyna', lastName: 'Nowak', memberId: guardianMember.id },
          wards: [],
        },
      }),
    );
    const card = await screen.findByRole('region', { name: 'Person’s card' });
    expect(await within(card).findByText('Guardian')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Katarzyna Nowak' })).toHaveAttribute(
      'href',
      memberPath(guardianMember.id),
    );
  });

  it('links a guardian’s card to each ward’s page, in Polish', async () => {
    await openMember(
      guardianMember,
      (stub) =>
        stub.on(memberEndpoints.getMemberRelations, {
          params: { memberId: guardianMember.id },
          answer: {
            guardian: null,
            wards: [{ memberId: ward.id, firstName: 'Zofia', lastName: 'Nowak' }],
          },
        }),
      'pl',
    );
    const card = await screen.findByRole('region', { name: 'Karta osoby' });
    expect(await within(card).findByText('Pod opieką tej osoby')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Zofia Nowak' })).toHaveAttribute(
      'href',
      memberPath(ward.id),
    );
  });

  it('names a guardian with no membership here without a link', async () => {
    await openMember(ward, (stub) =>
      stub.on(memberEndpoints.getMemberRelations, {
        params: { memberId: ward.id },
        answer: { guardian: { firstName: 'Tomasz', lastName: 'Nowak', memberId: null }, wards: [] },
      }),
    );
    const card = await screen.findByRole('region', { name: 'Person’s card' });
    expect(
      await within(card).findByText('Tomasz Nowak (no membership of their own here)'),
    ).toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: /Tomasz/ })).not.toBeInTheDocument();
  });

  it('shows neither for a member linked to nobody', async () => {
    await openMember(anna);
    const card = await screen.findByRole('region', { name: 'Person’s card' });
    expect(within(card).queryByText('Guardian')).not.toBeInTheDocument();
    expect(within(card).queryByText('Acts as guardian for')).not.toBeInTheDocument();
  });

  it('says when the guardian cannot be loaded', async () => {
    await openMember(ward, (stub) =>
      stub.on(memberEndpoints.getMemberRelations, {
        params: { memberId: ward.id },
        answer: problem(500, problemTypes.internal),
      }),
    );
    expect(
      await screen.findByText('Unable to load the guardian and wards', undefined, {
        timeout: 8000,
      }),
    ).toBeInTheDocument();
  });
});
