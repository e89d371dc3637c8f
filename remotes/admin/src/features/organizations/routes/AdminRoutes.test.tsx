/// <reference types="@testing-library/jest-dom" />
import { organizationEndpoints } from '@care/contracts/organization';
import { screen, waitFor } from '@testing-library/react';
import { adminPath, operatorPermissions, organizations } from '../testing/fixtures';
import { renderAdminApp } from '../testing/render-admin-app';

jest.setTimeout(20_000);

const listed = { items: organizations, pagination: { page: 1, limit: 10, isLast: true, total: 2 } };

describe('admin area routes', () => {
  it('opens the organizations list at /admin', async () => {
    const { router } = await renderAdminApp(adminPath(), (stub) =>
      stub.on(organizationEndpoints.listAdminOrganizations, { answer: listed }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/organizations'));
    expect(await screen.findByRole('heading', { name: 'Organizations' })).toBeInTheDocument();
  });

  it('shows not available for an unknown admin page', async () => {
    await renderAdminApp(adminPath('/no/such/page'));
    expect(await screen.findByText('Requested resource is not available.')).toBeInTheDocument();
  });

  it('tells a non-admin the page is not for them and asks the API for no organizations', async () => {
    const { api } = await renderAdminApp(
      adminPath('/organizations'),
      undefined,
      operatorPermissions,
    );
    expect(
      await screen.findByText("You don't have permission to access this page."),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/');
    expect(api.requestsTo(organizationEndpoints.listAdminOrganizations)).toHaveLength(0);
  });
});
