/// <reference types="@testing-library/jest-dom" />
import { accountEndpoints } from '@care/contracts/account';
import { organizationEndpoints } from '@care/contracts/organization';
import { problemTypes } from '@care/contracts/problem';
import { pickRowAction, problem } from '@care/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { adminPath, organizations } from '../testing/fixtures';
import { field, renderAdminApp } from '../testing/render-admin-app';

jest.setTimeout(20_000);

const [demo, south] = organizations as [(typeof organizations)[0], (typeof organizations)[0]];
const page = (items = organizations, total = items.length) => ({
  items,
  pagination: { page: 1, limit: 10, isLast: true, total },
});
const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('admin organizations list', () => {
  it('shows each organization with its members count and created date, newest first', async () => {
    const { api } = await renderAdminApp(adminPath('/organizations'), (stub) =>
      stub.on(organizationEndpoints.listAdminOrganizations, { answer: page() }),
    );

    const table = await screen.findByRole('table', { name: 'Organizations' });
    const rows = bodyRows();
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('Hospicjum Demo');
    expect(rows[0]).toHaveTextContent('42');
    expect(within(rows[0]!).getByText(/ago/).closest('time')).toHaveAttribute(
      'dateTime',
      demo.createdAt,
    );
    expect(within(table).getByRole('columnheader', { name: /Created/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    const [request] = api.requestsTo(organizationEndpoints.listAdminOrganizations);
    expect(request!.query.get('sort')).toBe('-createdAt');
    expect(request!.query.get('page')).toBe('1');
  });

  it('asks the API for the page, sort and search in the URL and keeps them there', async () => {
    const { api, user, router } = await renderAdminApp(
      adminPath('/organizations?sort=-membersCount&search=demo&page=2'),
      (stub) => stub.on(organizationEndpoints.listAdminOrganizations, { answer: page([demo], 11) }),
    );

    expect(await screen.findByRole('rowheader', { name: 'Hospicjum Demo' })).toBeInTheDocument();
    const [first] = api.requestsTo(organizationEndpoints.listAdminOrganizations);
    expect(Object.fromEntries(first!.query)).toMatchObject({
      sort: '-membersCount',
      search: 'demo',
      page: '2',
    });

    await user.click(screen.getByRole('button', { name: /^Name/ }));
    await waitFor(() => expect(router.state.location.search).toContain('sort=name'));
    await waitFor(() =>
      expect(
        api.requestsTo(organizationEndpoints.listAdminOrganizations).at(-1)!.query.get('sort'),
      ).toBe('name'),
    );
  });

  it('invites to create the first organization when there is none', async () => {
    await renderAdminApp(adminPath('/organizations'), (stub) =>
      stub.on(organizationEndpoints.listAdminOrganizations, { answer: page([]) }),
    );
    expect(await screen.findByText('No organizations yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create organization' })).toHaveAttribute(
      'href',
      '/admin/organizations/new',
    );
  });

  it('deletes an organization only after confirming, with the version the admin saw', async () => {
    const { user, api } = await renderAdminApp(adminPath('/organizations'), (stub) =>
      stub
        .on(organizationEndpoints.listAdminOrganizations, { answer: page() })
        .on(organizationEndpoints.deleteAdminOrganization, { params: { organizationId: demo.id } })
        .on(organizationEndpoints.listAdminOrganizations, { answer: page([south]) }),
    );

    await pickRowAction(user, 'Hospicjum Demo', 'Delete');
    let dialog = await screen.findByRole('alertdialog', { name: 'Delete this organization?' });
    // It says what goes with it, and asks for the name before it can be confirmed.
    expect(dialog).toHaveTextContent('42 members, who will become inactive');
    expect(dialog).toHaveTextContent('130 orders, which will no longer be available');
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    expect(confirm).toBeDisabled();
    const typed = within(dialog).getByRole('textbox', {
      name: 'To confirm, type the organization’s name',
    });
    await user.type(typed, 'Hospicjum');
    expect(confirm).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.requestsTo(organizationEndpoints.deleteAdminOrganization)).toHaveLength(0);

    await pickRowAction(user, 'Hospicjum Demo', 'Delete');
    dialog = await screen.findByRole('alertdialog', { name: 'Delete this organization?' });
    // Opened again, it asks for the whole name again.
    const name = within(dialog).getByRole('textbox', {
      name: 'To confirm, type the organization’s name',
    });
    expect(name).toHaveValue('');
    await user.type(name, 'Hospicjum Demo');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Organization deleted')).toBeInTheDocument();
    const [request] = api.requestsTo(organizationEndpoints.deleteAdminOrganization);
    expect(request!.headers.get('If-Match')).toBe(`"${demo.version}"`);
    await waitFor(() => expect(screen.queryByText('Hospicjum Demo')).not.toBeInTheDocument());
    // Its operators' sidebar reads the account bundle: it is refetched too.
    expect(api.requestsTo(accountEndpoints.getPermissions).length).toBeGreaterThanOrEqual(2);
  });

  it('in Polish counts what goes with the organization in its grammar', async () => {
    const { user } = await renderAdminApp(
      adminPath('/organizations'),
      (stub) => stub.on(organizationEndpoints.listAdminOrganizations, { answer: page() }),
      undefined,
      'pl',
    );
    await pickRowAction(user, 'Hospicjum Południe', 'Usuń');
    const dialog = await screen.findByRole('alertdialog', { name: 'Usunąć tę organizację?' });
    expect(dialog).toHaveTextContent('7 członków, którzy staną się nieaktywni');
    expect(dialog).toHaveTextContent('1 zlecenie, które przestanie być dostępne');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Aby potwierdzić, wpisz nazwę organizacji' }),
      'Hospicjum Południe',
    );
    expect(within(dialog).getByRole('button', { name: 'Usuń' })).toBeEnabled();
  });

  it('renames an organization, a taken name shown on the field', async () => {
    const renamed = { ...demo, name: 'Hospicjum Centrum', version: demo.version + 1 };
    const { user, api } = await renderAdminApp(adminPath('/organizations'), (stub) =>
      stub
        .on(organizationEndpoints.listAdminOrganizations, { answer: page() })
        .on(organizationEndpoints.updateAdminOrganization, {
          answer: problem(409, problemTypes.duplicate, { title: 'Conflict' }),
        })
        .on(organizationEndpoints.updateAdminOrganization, { answer: renamed })
        .on(organizationEndpoints.listAdminOrganizations, { answer: page([renamed, south]) }),
    );

    await pickRowAction(user, 'Hospicjum Demo', 'Rename');
    const dialog = await screen.findByRole('dialog', { name: 'Rename organization' });
    const name = field('Organization name');
    expect(name).toHaveValue('Hospicjum Demo');
    await user.clear(name);
    await user.type(name, 'Hospicjum Południe');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('An organization with this name already exists'),
    ).toBeInTheDocument();

    await user.clear(field('Organization name'));
    await user.type(field('Organization name'), 'Hospicjum Centrum');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Organization renamed')).toBeInTheDocument();
    const requests = api.requestsTo(organizationEndpoints.updateAdminOrganization);
    expect(requests.at(-1)!.body).toEqual({ name: 'Hospicjum Centrum' });
    expect(requests.at(-1)!.headers.get('If-Match')).toBe(`"${demo.version}"`);
    expect(await screen.findByRole('rowheader', { name: 'Hospicjum Centrum' })).toBeInTheDocument();
  });

  it('explains a failed load and loads again on Retry', async () => {
    const { user } = await renderAdminApp(adminPath('/organizations'), (stub) =>
      stub
        .on(organizationEndpoints.listAdminOrganizations, {
          answer: problem(503, problemTypes.internal, {
            title: 'Service unavailable',
            detail: 'The database is restarting.',
          }),
        })
        .on(organizationEndpoints.listAdminOrganizations, { answer: page() }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Unable to load organizations');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('asks before a changed name in the rename dialog is left for another page', async () => {
    const { user, router } = await renderAdminApp(adminPath('/organizations'), (stub) =>
      stub.on(organizationEndpoints.listAdminOrganizations, { answer: page() }),
    );
    await pickRowAction(user, 'Hospicjum Demo', 'Rename');
    await screen.findByRole('dialog', { name: 'Rename organization' });
    await user.type(field('Organization name'), ' Centrum');

    // The browser's Back, the one way out while the dialog covers the page.
    await act(() => router.navigate('/'));
    expect(await screen.findByText('Leave without saving?')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(adminPath('/organizations'));
  });
});
