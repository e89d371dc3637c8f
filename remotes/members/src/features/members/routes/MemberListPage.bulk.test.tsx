/// <reference types="@testing-library/jest-dom" />
import { memberEndpoints } from '@care/contracts/member';
import { screen, waitFor, within } from '@testing-library/react';
import { anna, jan, members, membersPath, pageOf, piotr, storedTags } from '../testing/fixtures';
import { renderMembersApp } from '../testing/render-members-app';

jest.setTimeout(30_000);

const select = (name: string) => screen.getByRole('checkbox', { name: `Select ${name}` });

describe('members bulk actions', () => {
  it('deactivates the selected members after asking, and names the ones refused', async () => {
    const { user, api } = await renderMembersApp(membersPath(), (stub) =>
      stub
        .on(memberEndpoints.listMembers, { answer: pageOf(members) })
        .on(memberEndpoints.bulkUpdateMembers, {
          answer: {
            results: [
              { id: anna.id, status: 200 },
              {
                id: jan.id,
                status: 409,
                problem: {
                  type: 'invalid-transition',
                  title: 'Conflict',
                  status: 409,
                  detail: 'A member in status INACTIVE cannot be deactivated.',
                },
              },
            ],
          },
        }),
    );
    await screen.findByRole('table');
    await user.click(select('Anna Nowak'));
    await user.click(select('Jan Wiśniewski'));
    const bar = screen.getByRole('region', { name: /selected/i });
    expect(within(bar).getByText('Selected: 2')).toBeInTheDocument();

    await user.click(within(bar).getByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Deactivate 2 members?' });
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));

    expect(await screen.findByText('1 of 2 members updated')).toBeInTheDocument();
    expect(
      screen.getByText('Jan Wiśniewski: A member in status INACTIVE cannot be deactivated.'),
    ).toBeInTheDocument();
    expect(api.requestsTo(memberEndpoints.bulkUpdateMembers)[0]!.body).toEqual({
      action: 'deactivate',
      ids: [anna.id, jan.id],
    });
    await waitFor(() => expect(screen.queryByText('Selected: 2')).not.toBeInTheDocument());
  });

  it('adds the chosen tags to every selected member', async () => {
    const { user, api } = await renderMembersApp(membersPath(), (stub) =>
      stub
        .on(memberEndpoints.listMembers, { answer: pageOf(members) })
        .on(memberEndpoints.bulkUpdateMembers, {
          answer: { results: [{ id: piotr.id, status: 200 }] },
        }),
    );
    await screen.findByRole('table');
    await user.click(select('Piotr Kowalski'));
    await user.click(screen.getByRole('button', { name: 'Add tags' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Add tags to the selected members',
    });

    // Nothing chosen yet: nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Fill in required fields')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('combobox', { name: /Tags/ }), 'pain');
    await waitFor(() =>
      expect(
        within(screen.getByRole('listbox', { hidden: true })).getByRole('option', {
          name: 'Pain management',
          hidden: true,
        }),
      ).toHaveAttribute('data-highlighted'),
    );
    await user.keyboard('{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));

    expect(await screen.findByText('1 member updated')).toBeInTheDocument();
    expect(api.requestsTo(memberEndpoints.bulkUpdateMembers)[0]!.body).toEqual({
      action: 'addTags',
      ids: [piotr.id],
      tagIds: [storedTags[1]!.id],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('sends the invitations of the selected members still waiting for one, saying how many first', async () => {
    const { user, api } = await renderMembersApp(membersPath(), (stub) =>
      stub
        .on(memberEndpoints.listMembers, { answer: pageOf(members) })
        .on(memberEndpoints.sendMemberInvitations, {
          answer: { results: [{ id: jan.id, status: 200 }] },
        }),
    );
    await screen.findByRole('table');
    // Anna has accepted and Piotr's invitation has been sent: only Jan's (it failed) goes out.
    await user.click(select('Anna Nowak'));
    const bar = screen.getByRole('region', { name: /selected/i });
    expect(within(bar).getByRole('button', { name: 'Send invitations' })).toBeDisabled();
    await user.click(select('Piotr Kowalski'));
    await user.click(select('Jan Wiśniewski'));

    await user.click(within(bar).getByRole('button', { name: 'Send invitations' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'E-mail an invitation to 1 person?',
    });
    expect(within(dialog).getByText(/Left out: 2/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send invitations' }));

    expect(await screen.findByText('1 invitation sent')).toBeInTheDocument();
    expect(api.requestsTo(memberEndpoints.sendMemberInvitations)).toHaveLength(1);
    expect(api.requestsTo(memberEndpoints.sendMemberInvitations)[0]!.body).toEqual({
      ids: [jan.id],
    });
  });
});
