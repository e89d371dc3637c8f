/// <reference types="@testing-library/jest-dom" />
import { auditEndpoints, type AuditEvent } from '@care/contracts/audit';
import { memberEndpoints, type MemberDetails } from '@care/contracts/member';
import { problemTypes } from '@care/contracts/problem';
import { problem } from '@care/testing';
import { screen, within } from '@testing-library/react';
import { account, anna, memberPath, ORGANIZATION_ID, pageOf } from '../testing/fixtures';
import { field, renderMembersApp } from '../testing/render-members-app';

jest.setTimeout(20_000);

const noHistory = { items: [], pagination: { page: 1, limit: 20, isLast: true, total: 0 } };

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
  api?: Parameters<typeof renderMembersApp>[1],
  language: 'pl' | 'en' = 'en',
  history: AuditEvent[] = [],
) =>
  renderMembersApp(
    memberPath(member.id),
    (stub) => {
      stub
        .on(memberEndpoints.getMember, { params: { memberId: member.id }, answer: member })
        .on(auditEndpoints.listAuditEvents, {
          answer: {
            ...noHistory,
            items: history,
            pagination: { ...noHistory.pagination, total: history.length },
          },
        })
        .on(memberEndpoints.listMembers, { answer: pageOf([member]) });
      api?.(stub);
    },
    { language },
  );

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
      },
      organizationId: ORGANIZATION_ID,
      entity: 'member',
      entityId: zofia.id,
      action: 'updated',
      before: { address: null, formOfAddress: null, version: 1 },
      after: { address: zofia.address, formOfAddress: 'PANI', version: 2 },
    };
    await openMember(zofia, undefined, 'pl', [changed]);
    const history = await screen.findByRole('region', { name: 'Historia' });
    expect(await within(history).findByText('Forma zwracania się')).toBeInTheDocument();
    expect(within(history).getByText('Pani')).toBeInTheDocument();
    expect(
      within(history).getByText(/^ul\. Długa 12\/4, 31-147 Kraków \(Kod do bramy 1357\./),
    ).toBeInTheDocument();
  });
});
