/// <reference types="@testing-library/jest-dom" />
import { memberEndpoints } from '@care/contracts/member';
import { problemTypes } from '@care/contracts/problem';
import { problem } from '@care/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { account, anna, me, membersPath, ORGANIZATION_ID, pageOf } from '../testing/fixtures';
import { renderMemberPage, renderMembersApp } from '../testing/render-members-app';

// The first test also compiles the page's lazy chunks, which on a busy machine takes a while.
jest.setTimeout(60_000);

const erased = {
  ...anna,
  firstName: '***',
  lastName: '***',
  accountEmail: `erased-${anna.id}@erased.invalid`,
  phone: null,
  address: null,
  careNotes: null,
  contacts: [],
  erasedAt: '2026-12-03T10:00:00.000Z',
  version: 2,
};

async function openDialog(user: { click: (element: Element) => Promise<void> }) {
  const zone = await screen.findByRole('region', { name: 'Danger zone' });
  await user.click(await within(zone).findByRole('button', { name: 'Erase personal data' }));
  return screen.findByRole('alertdialog', { name: 'Erase the personal data of Anna Nowak?' });
}

describe('erasing a member’s personal data', () => {
  it('says what goes and what stays, confirms only with the name as shown, and erases', async () => {
    let stored = anna;
    const { user, api } = await renderMemberPage(anna, (stub) =>
      stub
        .on(memberEndpoints.getMember, { params: { memberId: anna.id }, answer: () => stored })
        .on(memberEndpoints.eraseMember, { answer: () => (stored = erased) }),
    );
    const dialog = await openDialog(user);
    expect(within(dialog).getByText('What is erased')).toBeInTheDocument();
    expect(within(dialog).getByText('What stays')).toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: 'Erase personal data' });
    const name = within(dialog).getByLabelText('Type the full name to confirm: Anna Nowak');

    await user.type(name, 'Anna Nowa');
    expect(confirm).toBeDisabled();
    await user.type(name, 'k');
    expect(confirm).toBeEnabled();
    await user.click(confirm);

    expect(await screen.findByText('Personal data erased')).toBeInTheDocument();
    const [request] = api.requestsTo(memberEndpoints.eraseMember, { memberId: anna.id });
    expect(request!.body).toEqual({ confirmName: 'Anna Nowak' });
    expect(request!.headers.get('If-Match')).toBe('"1"');
    expect(
      await screen.findByRole('heading', { name: 'Data erased', level: 1 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('region', { name: 'Danger zone' })).not.toBeInTheDocument();
  });

  it('tells why when an order of the person is still open, and keeps the dialog', async () => {
    const { user } = await renderMemberPage(anna, (stub) =>
      stub.on(memberEndpoints.eraseMember, {
        answer: problem(409, problemTypes.conflict, {
          detail: 'An order of this person is still open.',
        }),
      }),
    );
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText(/^Type the full name/), 'Anna Nowak');
    await user.click(within(dialog).getByRole('button', { name: 'Erase personal data' }));

    expect(
      await within(dialog).findByText(/This person still has an open order/),
    ).toBeInTheDocument();
    expect(screen.queryByText('Personal data erased')).not.toBeInTheDocument();
  });

  it('is offered in Polish', async () => {
    const { user } = await renderMemberPage(anna, undefined, { language: 'pl' });
    const zone = await screen.findByRole('region', { name: 'Strefa zagrożenia' });
    await user.click(await within(zone).findByRole('button', { name: 'Usuń dane osobowe' }));
    expect(
      await screen.findByRole('alertdialog', { name: 'Usunąć dane osobowe: Anna Nowak?' }),
    ).toBeInTheDocument();
  });

  it('shows an erased member as “Data erased”, with nothing more to erase', async () => {
    await renderMemberPage(erased, undefined, {
      history: [
        {
          id: 'e0000000-0000-4000-8000-000000000009',
          at: erased.erasedAt,
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
          action: 'erased',
          before: { erasedAt: null, version: 1 },
          after: { erasedAt: erased.erasedAt, version: 2 },
          recordExists: true,
        },
      ],
    });
    const history = await screen.findByRole('region', { name: 'History' });
    expect(await within(history).findByText(/erased the personal data/)).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Data erased', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Danger zone' })).not.toBeInTheDocument();
    // Nothing to edit, and the page says why rather than that only super operators may.
    const edit = screen.getByRole('region', { name: 'Edit' });
    expect(
      within(edit).getByText(
        'This person’s personal data was erased, so it can no longer be changed.',
      ),
    ).toBeInTheDocument();
    expect(within(edit).queryByRole('button')).not.toBeInTheDocument();
  });

  it('names an erased member “Data erased” in the members list, without the e-mail', async () => {
    await renderMembersApp(membersPath(), (stub) =>
      stub.on(memberEndpoints.listMembers, { answer: pageOf([erased]) }),
    );
    const table = await screen.findByRole('table', { name: 'Members of the organization' });
    expect(within(table).getByRole('rowheader', { name: 'Data erased' })).toBeInTheDocument();
    expect(within(table).queryByText(erased.accountEmail)).not.toBeInTheDocument();
    expect(within(table).queryByText('*** ***')).not.toBeInTheDocument();
  });

  it('is not offered to an operator who is not a super operator', async () => {
    await renderMemberPage(anna, undefined, { isSuperOperator: false });
    expect(await screen.findByRole('region', { name: 'History' })).toBeInTheDocument();
    // The section is drawn with the page, before its lazy content: absent means not offered.
    expect(screen.queryByRole('region', { name: 'Danger zone' })).not.toBeInTheDocument();
  });

  it('is not offered on the super operator’s own page', async () => {
    await renderMemberPage(me);
    expect(await screen.findByRole('region', { name: 'History' })).toBeInTheDocument();
    // The section is drawn with the page, before its lazy content: absent means not offered.
    expect(screen.queryByRole('region', { name: 'Danger zone' })).not.toBeInTheDocument();
  });
});
