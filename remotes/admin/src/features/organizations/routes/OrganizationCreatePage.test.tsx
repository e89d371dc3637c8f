/// <reference types="@testing-library/jest-dom" />
import { accountEndpoints } from '@care/contracts/account';
import { organizationEndpoints } from '@care/contracts/organization';
import { problemTypes } from '@care/contracts/problem';
import { problem } from '@care/testing';
import { act, screen, waitFor } from '@testing-library/react';
import { adminPath, organizations } from '../testing/fixtures';
import { field, renderAdminApp } from '../testing/render-admin-app';

jest.setTimeout(20_000);

const created = {
  id: '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a',
  name: 'Hospicjum Północ',
  createdAt: '2026-11-24T08:00:00.000Z',
  membersCount: 1,
  ordersCount: 0,
  version: 1,
};
const page = (items = organizations) => ({
  items,
  pagination: { page: 1, limit: 10, isLast: true, total: items.length },
});

async function fillIn(user: Awaited<ReturnType<typeof renderAdminApp>>['user']) {
  await user.type(field('Organization name'), 'Hospicjum Północ');
  await user.type(field('Operator name'), 'Olga');
  await user.type(field('Operator last name'), 'Operatorska');
  await user.type(field('Operator email'), 'olga@hospicjum.test');
}

describe('new organization', () => {
  it('asks before a half-filled organization is left for another page', async () => {
    const { user, router } = await renderAdminApp(adminPath('/organizations/new'));
    await screen.findByRole('heading', { name: 'New organization' });
    await user.type(field('Organization name'), 'Hospicjum Północ');

    // As a sidebar link does.
    await act(() => router.navigate('/'));
    expect(await screen.findByText('Leave without saving?')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(adminPath('/organizations/new'));
  });

  it('creates it with its operator, then refreshes the admin list and the shell’s organizations', async () => {
    const { user, api, router } = await renderAdminApp(adminPath('/organizations/new'), (stub) =>
      stub
        .on(organizationEndpoints.createAdminOrganization, { answer: created })
        .on(organizationEndpoints.listAdminOrganizations, {
          answer: page([created, ...organizations]),
        }),
    );
    await screen.findByRole('heading', { name: 'New organization' });
    const permissionReads = api.requestsTo(accountEndpoints.getPermissions).length;

    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Create organization' }));

    expect(await screen.findByText('Organization created')).toBeInTheDocument();
    expect(screen.getByText('An invitation was sent to olga@hospicjum.test.')).toBeInTheDocument();
    expect(api.requestsTo(organizationEndpoints.createAdminOrganization)[0]!.body).toEqual({
      name: 'Hospicjum Północ',
      operator: { firstName: 'Olga', lastName: 'Operatorska', email: 'olga@hospicjum.test' },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/organizations'));
    expect(await screen.findByRole('rowheader', { name: 'Hospicjum Północ' })).toBeInTheDocument();
    await waitFor(() =>
      expect(api.requestsTo(accountEndpoints.getPermissions).length).toBeGreaterThan(
        permissionReads,
      ),
    );
  });

  it('puts a taken name on its field and keeps everything typed', async () => {
    const { user, api } = await renderAdminApp(adminPath('/organizations/new'), (stub) =>
      stub.on(organizationEndpoints.createAdminOrganization, {
        answer: problem(409, problemTypes.duplicate, { title: 'Conflict' }),
      }),
    );
    await screen.findByRole('heading', { name: 'New organization' });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Create organization' }));

    expect(
      await screen.findByText('An organization with this name already exists'),
    ).toBeInTheDocument();
    expect(field('Operator email')).toHaveValue('olga@hospicjum.test');
    expect(api.requestsTo(organizationEndpoints.listAdminOrganizations)).toHaveLength(0);
  });

  it('checks the fields before sending anything', async () => {
    const { user, api } = await renderAdminApp(adminPath('/organizations/new'));
    await screen.findByRole('heading', { name: 'New organization' });
    await user.type(field('Organization name'), 'AB');
    await user.type(field('Operator email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Create organization' }));

    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getAllByText(/Must be at least 3 characters long/).length).toBeGreaterThan(0);
    expect(api.requestsTo(organizationEndpoints.createAdminOrganization)).toHaveLength(0);
  });

  it('labels its four inputs in Polish, the default language', async () => {
    await renderAdminApp(adminPath('/organizations/new'), undefined, undefined, 'pl');
    await screen.findByRole('heading', { name: 'Nowa organizacja' });
    for (const label of [
      'Nazwa organizacji',
      'Imię operatora',
      'Nazwisko operatora',
      'E-mail operatora',
    ])
      expect(field(label)).toBeInTheDocument();
  });
});
