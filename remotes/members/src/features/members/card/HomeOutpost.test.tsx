/// <reference types="@testing-library/jest-dom" />
import type { AuditEvent } from '@care/contracts/audit';
import { memberEndpoints, type MemberDetails } from '@care/contracts/member';
import { problemTypes } from '@care/contracts/problem';
import { problem } from '@care/testing';
import { screen, within } from '@testing-library/react';
import { account, anna, ORGANIZATION_ID, storedOutposts } from '../testing/fixtures';
import { field, renderMemberPage } from '../testing/render-members-app';

// Whole pages, as the card's other tests: a loaded CI machine takes far longer than a quiet one.
jest.setTimeout(40_000);

const [inpatient, homeCare] = storedOutposts as [
  (typeof storedOutposts)[number],
  (typeof storedOutposts)[number],
];
const lookedAfter: MemberDetails = { ...anna, homeOutpostId: homeCare.id };

describe('the person’s home outpost', () => {
  it('names the outpost that looks after the person on the card and picks it in the form', async () => {
    renderMemberPage(lookedAfter);
    const card = await screen.findByRole('region', { name: 'Person’s card' });
    expect(await within(card).findByText('Zespół opieki domowej')).toBeInTheDocument();
    const select = await screen.findByLabelText(/^Home outpost/);
    expect(select).toHaveValue(homeCare.id);
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['None', 'Hospicjum stacjonarne', 'Zespół opieki domowej']);
  });

  it('says in Polish that nobody looks after the person yet', async () => {
    renderMemberPage(anna, undefined, { language: 'pl' });
    const card = await screen.findByRole('region', { name: 'Karta osoby' });
    const part = within(card).getByText('Placówka macierzysta').closest('div');
    expect(await within(part as HTMLElement).findByText('Brak')).toBeInTheDocument();
    expect(await screen.findByLabelText(/^Placówka macierzysta/)).toHaveValue('');
  });

  it('saves another outpost, only that, with the version it was read at', async () => {
    const { user, api } = await renderMemberPage(lookedAfter, (stub) =>
      stub.on(memberEndpoints.updateMember, {
        answer: { ...lookedAfter, homeOutpostId: inpatient.id, version: 2 },
      }),
    );
    await user.selectOptions(await screen.findByLabelText(/^Home outpost/), inpatient.id);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Member saved')).toBeInTheDocument();
    const [request] = api.requestsTo(memberEndpoints.updateMember, { memberId: anna.id });
    expect(request!.body).toEqual({ homeOutpostId: inpatient.id });
    expect(request!.headers.get('If-Match')).toBe('"1"');
    const card = screen.getByRole('region', { name: 'Person’s card' });
    expect(await within(card).findByText('Hospicjum stacjonarne')).toBeInTheDocument();
  });

  it('sends null when "none" is chosen', async () => {
    const { user, api } = await renderMemberPage(lookedAfter, (stub) =>
      stub.on(memberEndpoints.updateMember, {
        answer: { ...lookedAfter, homeOutpostId: null, version: 2 },
      }),
    );
    await user.selectOptions(await screen.findByLabelText(/^Home outpost/), 'None');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Member saved')).toBeInTheDocument();
    const [request] = api.requestsTo(memberEndpoints.updateMember, { memberId: anna.id });
    expect(request!.body).toEqual({ homeOutpostId: null });
  });

  it('puts the API’s refusal of the outpost on the field', async () => {
    const { user } = await renderMemberPage(anna, (stub) =>
      stub.on(memberEndpoints.updateMember, {
        answer: problem(400, problemTypes.validation, {
          errors: [{ path: 'homeOutpostId', message: 'Not an outpost of this organization' }],
        }),
      }),
    );
    await user.selectOptions(await screen.findByLabelText(/^Home outpost/), homeCare.id);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Not an outpost of this organization')).toBeInTheDocument();
    expect(field('Home outpost')).toHaveAccessibleDescription(
      expect.stringContaining('Not an outpost of this organization'),
    );
  });

  it('tells in the history which outpost looked after the person, and that none does now', async () => {
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
      entityId: anna.id,
      action: 'updated',
      before: { homeOutpost: 'Zespół opieki domowej', version: 1 },
      after: { homeOutpost: null, version: 2 },
      recordExists: true,
    };
    renderMemberPage(anna, undefined, { language: 'pl', history: [changed] });
    const history = await screen.findByRole('region', { name: 'Historia' });
    expect(await within(history).findByText('Placówka macierzysta')).toBeInTheDocument();
    expect(within(history).getByText('Brak')).toBeInTheDocument();
    expect(within(history).getByText('Zespół opieki domowej')).toBeInTheDocument();
  });
});
