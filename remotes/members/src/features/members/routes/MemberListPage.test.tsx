/// <reference types="@testing-library/jest-dom" />
import { memberEndpoints } from '@care/contracts/member';
import { problemTypes } from '@care/contracts/problem';
import { tagEndpoints } from '@care/contracts/tag';
import { pickRowAction, problem, captureDownloads } from '@care/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  anna,
  ewa,
  jan,
  me,
  members,
  membersPath,
  otherOperator,
  pageOf,
  piotr,
  storedTags,
} from '../testing/fixtures';
import { renderMembersApp } from '../testing/render-members-app';

jest.setTimeout(20_000);

const rowOf = (name: string) =>
  screen.getByRole('rowheader', { name }).closest('tr') as HTMLElement;
const names = () =>
  within(screen.getByRole('table'))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);
const lastQuery = (api: {
  requestsTo: (e: typeof memberEndpoints.listMembers) => { query: URLSearchParams }[];
}) => Object.fromEntries(api.requestsTo(memberEndpoints.listMembers).at(-1)!.query);

describe('members list', () => {
  it('shows each member with role, status, invitation, tags and when they were added', async () => {
    await renderMembersApp(membersPath(), (stub) =>
      stub.on(memberEndpoints.listMembers, { answer: pageOf(members) }),
    );

    expect(await screen.findByRole('heading', { name: 'Members', level: 1 })).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Members of the organization' });
    expect(names()).toEqual(members.map((member) => `${member.firstName} ${member.lastName}`));
    const annaRow = within(rowOf('Anna Nowak'));
    expect(annaRow.getByText('anna.nowak@example.org')).toBeInTheDocument();
    expect(annaRow.getByText('Beneficiary')).toBeInTheDocument();
    // The membership is active; its invitation was accepted.
    expect(annaRow.getByText('Active')).toBeInTheDocument();
    expect(annaRow.getByText('Accepted')).toBeInTheDocument();
    expect(annaRow.getByTitle('Home care')).toHaveTextContent('HOME');
    expect(within(rowOf('Piotr Kowalski')).getAllByText('Pending')).toHaveLength(2);
    expect(within(rowOf('Jan Wiśniewski')).getByText('Undelivered')).toBeInTheDocument();
    expect(within(rowOf('Marta Lewandowska')).getAllByText('Rejected')).toHaveLength(2);
    expect(within(rowOf('Olga Operator')).getByText('Super operator')).toBeInTheDocument();
    expect(within(rowOf('Anna Nowak')).getByRole('link', { name: 'Anna Nowak' })).toHaveAttribute(
      'href',
      `${membersPath()}/members/${anna.id}`,
    );
  });

  it('names statuses in Polish as the dashboard does: the membership, then its invitation', async () => {
    await renderMembersApp(
      membersPath(),
      (stub) => stub.on(memberEndpoints.listMembers, { answer: pageOf(members) }),
      { language: 'pl' },
    );
    await screen.findByRole('table', { name: 'Członkowie organizacji' });
    expect(within(rowOf('Anna Nowak')).getByText('Aktywne')).toBeInTheDocument();
    expect(within(rowOf('Anna Nowak')).getByText('Przyjęte')).toBeInTheDocument();
    expect(within(rowOf('Piotr Kowalski')).getAllByText('Oczekujące')).toHaveLength(2);
    expect(within(rowOf('Jan Wiśniewski')).getByText('Niedoręczone')).toBeInTheDocument();
  });

  it('sends the search, filters, sort and page to the API and keeps them in the URL', async () => {
    const { user, router, api } = await renderMembersApp(membersPath(), (stub) =>
      stub
        .on(memberEndpoints.listMembers, { answer: pageOf(members, { total: 27 }) })
        .on(memberEndpoints.listMembers, {
          query: { page: 2 },
          answer: pageOf([ewa], { page: 2, total: 27 }),
        }),
    );
    const search = () => router.state.location.search;
    await screen.findByRole('table');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'BENEFICIARY');
    expect(search()).toBe('?role=BENEFICIARY');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'PENDING');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tag' }), 'Home care');
    expect(search()).toBe(`?role=BENEFICIARY&status=PENDING&tagId=${storedTags[0]!.id}`);
    await user.type(screen.getByRole('searchbox', { name: 'Search members' }), 'Żółk');
    await waitFor(() => expect(search()).toContain('search='));
    await user.click(
      within(screen.getByRole('columnheader', { name: /E-mail/ })).getByRole('button'),
    );
    await waitFor(() =>
      expect(lastQuery(api)).toEqual({
        page: '1',
        limit: '10',
        sort: 'accountEmail',
        search: 'Żółk',
        role: 'BENEFICIARY',
        status: 'PENDING',
        tagId: storedTags[0]!.id,
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(lastQuery(api).page).toBe('2'));
    expect(search()).toBe(
      `?page=2&sort=accountEmail&search=%C5%BB%C3%B3%C5%82k&role=BENEFICIARY&status=PENDING&tagId=${storedTags[0]!.id}`,
    );
  });

  it('opens narrowed to the members added from an instant, as the dashboard links it, and drops it on a click', async () => {
    const from = '2026-12-01T23:00:00.000Z';
    const { user, router, api } = await renderMembersApp(
      `${membersPath()}?createdFrom=${encodeURIComponent(from)}`,
      (stub) => stub.on(memberEndpoints.listMembers, { answer: pageOf([ewa], { total: 1 }) }),
    );
    await screen.findByRole('table');
    expect(lastQuery(api)).toMatchObject({ createdFrom: from });
    const chip = screen.getByRole('button', { name: /^Remove the filter: added since / });
    expect(chip).toHaveTextContent(/Added since 12\/02\/26|Added since 12\/01\/26/);

    await user.click(chip);
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(lastQuery(api).createdFrom).toBeUndefined());
  });

  it('goes Back through the list as it was: filters and search come back', async () => {
    const { user, router } = await renderMembersApp(membersPath(), (stub) =>
      stub.on(memberEndpoints.listMembers, { answer: pageOf(members) }),
    );
    const back = () => act(() => router.navigate(-1));
    await screen.findByRole('table');
    const role = () => screen.getByRole('combobox', { name: 'Role' });

    await user.selectOptions(role(), 'ASSISTANT');
    await user.type(screen.getByRole('searchbox', { name: 'Search members' }), 'kowal');
    await waitFor(() => expect(router.state.location.search).toBe('?search=kowal&role=ASSISTANT'));

    await back();
    expect(router.state.location.search).toBe('?role=ASSISTANT');
    await waitFor(() =>
      expect(screen.getByRole('searchbox', { name: 'Search members' })).toHaveValue(''),
    );
    expect(role()).toHaveValue('ASSISTANT');

    await back();
    expect(router.state.location.search).toBe('');
    expect(role()).toHaveValue('');
  });

  it('opens a shared link with its filters, and says when nothing matches', async () => {
    const { user, router, api } = await renderMembersApp(
      membersPath('?status=INACTIVE&search=nobody'),
      (stub) =>
        stub
          .on(memberEndpoints.listMembers, { query: { search: 'nobody' }, answer: pageOf([]) })
          .on(memberEndpoints.listMembers, { answer: pageOf(members) }),
    );

    expect(await screen.findByText('No results')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('INACTIVE');
    expect(lastQuery(api)).toMatchObject({ status: 'INACTIVE', search: 'nobody' });
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('offers to add the first member when there are none, and Retry when loading fails', async () => {
    const { user } = await renderMembersApp(membersPath(), (stub) =>
      stub
        .on(memberEndpoints.listMembers, {
          answer: problem(503, problemTypes.internal, { detail: 'Database restarting' }),
        })
        .on(memberEndpoints.listMembers, { answer: pageOf([]) }),
    );

    expect(await screen.findByText('Unable to load members')).toBeInTheDocument();
    expect(screen.getByText('Database restarting')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No members yet')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Add member' })).toHaveLength(1);
  });

  it('shows not available for an organization the caller may not see', async () => {
    await renderMembersApp(membersPath(), (stub) =>
      stub
        .on(memberEndpoints.listMembers, { answer: problem(404, problemTypes.notFound) })
        .on(tagEndpoints.listTags, { answer: problem(404, problemTypes.notFound) }),
    );
    expect(await screen.findByText('Requested resource is not available.')).toBeInTheDocument();
  });

  it('exports the members of the current filter, on every page, as a CSV file', async () => {
    const { saved, restore } = captureDownloads();
    const csv = 'firstName,lastName\r\nAnna,Nowak\r\n';
    const { user, api } = await renderMembersApp(
      membersPath('?page=2&sort=-createdAt&role=BENEFICIARY'),
      (stub) =>
        stub
          .on(memberEndpoints.listMembers, { answer: pageOf([anna], { page: 2, total: 11 }) })
          .on(memberEndpoints.exportMembers, { answer: csv }),
    );
    await screen.findByRole('table');

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(Object.fromEntries(api.requestsTo(memberEndpoints.exportMembers)[0]!.query)).toEqual({
      sort: '-createdAt',
      role: 'BENEFICIARY',
    });
    expect(saved[0]!.name).toMatch(/^members-\d{4}-\d{2}-\d{2}\.csv$/);
    expect((await saved[0]!.blob.text()).replace(/^\uFEFF/, '')).toBe(csv);
    restore();
  });

  it('exports the filter just chosen, even before the list has rendered it', async () => {
    URL.createObjectURL = jest.fn(() => 'blob:members');
    URL.revokeObjectURL = jest.fn();
    const click = jest
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    const { api } = await renderMembersApp(membersPath(), (stub) =>
      stub
        .on(memberEndpoints.listMembers, { answer: pageOf(members) })
        .on(memberEndpoints.exportMembers, { answer: 'firstName\r\n' }),
    );
    await screen.findByRole('table');

    // The router renders a new address in a transition: a click that lands before that render
    // still meets the page as it was, with the address already changed.
    act(() => {
      fireEvent.change(screen.getByRole('combobox', { name: 'Role' }), {
        target: { value: 'ASSISTANT' },
      });
      fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    });

    await waitFor(() => expect(api.requestsTo(memberEndpoints.exportMembers)).toHaveLength(1));
    expect(Object.fromEntries(api.requestsTo(memberEndpoints.exportMembers)[0]!.query)).toEqual({
      sort: 'lastName',
      role: 'ASSISTANT',
    });
    await waitFor(() => expect(click).toHaveBeenCalled());
    click.mockRestore();
  });

  it('resends an invitation, deactivates after asking, and reactivates, each with its version', async () => {
    const { user, api } = await renderMembersApp(membersPath(), (stub) =>
      stub
        .on(memberEndpoints.listMembers, { answer: pageOf(members) })
        .on(memberEndpoints.resendMemberInvitation, {})
        .on(memberEndpoints.deactivateMember, {
          answer: { ...anna, status: 'DEACTIVATED', version: 2 },
        })
        .on(memberEndpoints.reactivateMember, {
          answer: { ...ewa, status: 'ACCEPTED', version: 2 },
        }),
    );
    await screen.findByRole('table');

    await pickRowAction(user, 'Piotr Kowalski', 'Resend invitation');
    expect(await screen.findByText('The invitation was sent again.')).toBeInTheDocument();
    expect(
      api.requestsTo(memberEndpoints.resendMemberInvitation, { memberId: piotr.id }),
    ).toHaveLength(1);

    await pickRowAction(user, 'Anna Nowak', 'Deactivate');
    const dialog = await screen.findByRole('alertdialog', { name: 'Deactivate this member?' });
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Member deactivated')).toBeInTheDocument();
    const [deactivation] = api.requestsTo(memberEndpoints.deactivateMember, { memberId: anna.id });
    expect(deactivation!.headers.get('If-Match')).toBe('"1"');

    await pickRowAction(user, 'Ewa Zielińska', 'Reactivate');
    expect(await screen.findByText('Member reactivated')).toBeInTheDocument();
    // The list is read again after each change.
    await waitFor(() =>
      expect(api.requestsTo(memberEndpoints.listMembers).length).toBeGreaterThan(3),
    );
  });

  it('says a resend failed, with the reason the API gave', async () => {
    const { user } = await renderMembersApp(membersPath(), (stub) =>
      stub
        .on(memberEndpoints.listMembers, { answer: pageOf(members) })
        .on(memberEndpoints.resendMemberInvitation, {
          answer: problem(409, problemTypes.invalidTransition, { detail: 'Already accepted.' }),
        }),
    );
    await screen.findByRole('table');
    await pickRowAction(user, 'Marta Lewandowska', 'Resend invitation');
    expect(
      await screen.findByText('The invitation could not be sent again. Try again.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Already accepted.')).toBeInTheDocument();
  });

  it('deletes a member after the delete-member confirmation', async () => {
    const { user, api } = await renderMembersApp(membersPath(), (stub) =>
      stub
        .on(memberEndpoints.listMembers, { answer: pageOf(members) })
        .on(memberEndpoints.deleteMember, {}),
    );
    await screen.findByRole('table');

    await pickRowAction(user, 'Jan Wiśniewski', 'Delete');
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this member?' });
    expect(within(dialog).getByText(/Jan Wiśniewski will be removed/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Deleted.')).toBeInTheDocument();
    expect(api.requestsTo(memberEndpoints.deleteMember, { memberId: jan.id })).toHaveLength(1);
  });

  it('never asks the API to delete oneself: it says why and where the account can be deleted', async () => {
    const { user, api } = await renderMembersApp(membersPath(), (stub) =>
      stub.on(memberEndpoints.listMembers, { answer: pageOf(members) }),
    );
    await screen.findByRole('table');

    await pickRowAction(user, `${me.firstName} ${me.lastName}`, 'Delete');

    expect(
      await screen.findByText(
        'You cannot remove yourself from the organization. You can delete your account in the settings.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.requestsTo(memberEndpoints.deleteMember)).toHaveLength(0);
  });

  it('lets a plain operator open an operator but not act on one', async () => {
    const { user } = await renderMembersApp(
      membersPath(),
      (stub) => stub.on(memberEndpoints.listMembers, { answer: pageOf(members) }),
      { isSuperOperator: false },
    );
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Actions for Oskar Operatorski' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Details']);
    expect(otherOperator.role).toBe('OPERATOR');
  });
});
