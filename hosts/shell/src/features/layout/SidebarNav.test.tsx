/// <reference types="@testing-library/jest-dom" />
import { organizationEndpoints } from '@care/contracts/organization';
import { problemTypes } from '@care/contracts/problem';
import { routes } from '@care/platform';
import { problem, stubApi, type ApiStub } from '@care/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import {
  demoOrganization,
  operatorOf,
  signInAs,
  southOrganization,
  noPermissions,
  stubAccount,
  stubOrganization,
} from '../../app/testing/fixtures';
import { renderPage } from '../../app/testing/render';
import { registerRemotesFromConfig } from '../../federation/remote-registry';
import { SidebarNav } from './SidebarNav';

// The federation runtime fetches remotes over the network: the boundary replaced here.
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(() => new Promise(() => undefined)),
  registerRemotes: jest.fn(),
}));

let api: ApiStub;

const groupNamed = async (name: string) =>
  within(
    (await screen.findByRole('heading', { level: 2, name })).closest('section') as HTMLElement,
  );

describe('sidebar', () => {
  beforeEach(() => signInAs());

  it('shows Home, then one group per operated organization named by the API, each with its five areas and its settings', async () => {
    api = stubAccount(stubApi(), operatorOf(demoOrganization.id, southOrganization.id));
    stubOrganization(api, demoOrganization);
    stubOrganization(api, southOrganization);

    await renderPage(<SidebarNav />, { path: routes.tags({ id: demoOrganization.id }) });

    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    await waitFor(() =>
      expect(
        within(nav)
          .getAllByRole('heading', { level: 2 })
          .map((heading) => heading.textContent),
      ).toEqual(['Home', 'Hospicjum Demo', 'Hospicjum Południe']),
    );
    expect((await groupNamed('Home')).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/',
    );

    for (const organization of [demoOrganization, southOrganization]) {
      const id = organization.id;
      const group = await groupNamed(organization.name);
      expect(
        group.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]),
      ).toEqual([
        ['Members', routes.organization({ id })],
        ['Orders', routes.orders({ id })],
        ['Tags', routes.tags({ id })],
        ['Documents', routes.documents({ id })],
        ['Outposts', routes.outposts({ id })],
        ['Settings', routes.organizationSettings({ id })],
      ]);
    }
    expect(screen.queryByRole('heading', { name: 'Administration' })).not.toBeInTheDocument();
  });

  it('highlights the entry of the current page only, in its own organization', async () => {
    api = stubAccount(stubApi(), operatorOf(demoOrganization.id, southOrganization.id));
    stubOrganization(api, demoOrganization);
    stubOrganization(api, southOrganization);

    await renderPage(<SidebarNav />, {
      path: routes.organizationMemberDetails({
        id: southOrganization.id,
        memberId: demoOrganization.id,
      }),
    });

    const current = await screen.findAllByRole('link', { current: 'page' });
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveAttribute('href', routes.organization({ id: southOrganization.id }));
  });

  it('keeps the areas of an organization whose name cannot be loaded', async () => {
    api = stubAccount(stubApi(), operatorOf(demoOrganization.id)).on(
      organizationEndpoints.getOrganization,
      {
        params: { organizationId: demoOrganization.id },
        answer: problem(404, problemTypes.notFound),
      },
    );

    await renderPage(<SidebarNav />);

    const group = await groupNamed('Organization unavailable');
    expect(group.getByRole('link', { name: 'Orders' })).toHaveAttribute(
      'href',
      routes.orders({ id: demoOrganization.id }),
    );
  });

  it('offers the organizations and the records of processing of the admin area to admins only', async () => {
    api = stubAccount(stubApi(), { ...noPermissions, isAdmin: true });

    await renderPage(<SidebarNav />);

    const admin = await groupNamed('Administration');
    expect(admin.getByRole('link', { name: 'Organizations' })).toHaveAttribute(
      'href',
      routes.adminOrganizations(),
    );
    expect(admin.getByRole('link', { name: 'Records of processing' })).toHaveAttribute(
      'href',
      routes.adminProcessingRecords(),
    );
    expect(api.requestsTo(organizationEndpoints.getOrganization)).toEqual([]);
  });

  it('starts fetching an area when its entry is pointed at or focused, before the click', async () => {
    registerRemotesFromConfig({
      tags: 'http://tags.test/mf-manifest.json',
      orders: 'http://orders.test/mf-manifest.json',
    });
    api = stubAccount(stubApi(), operatorOf(demoOrganization.id));
    stubOrganization(api, demoOrganization);
    await renderPage(<SidebarNav />);
    const group = await groupNamed(demoOrganization.name);
    const loaded = () => jest.mocked(loadRemote).mock.calls.map(([id]) => id);
    expect(loaded()).toEqual([]);

    fireEvent.pointerEnter(group.getByRole('link', { name: 'Tags' }));
    fireEvent.focus(group.getByRole('link', { name: 'Orders' }));
    fireEvent.pointerEnter(group.getByRole('link', { name: 'Tags' }));

    // Each area's code once, however often it is pointed at; its prefetch with it.
    await waitFor(() =>
      expect(loaded().filter((id) => id.endsWith('/App'))).toEqual(['tags/App', 'orders/App']),
    );
    expect(new Set(loaded().filter((id) => id.endsWith('/prefetch')))).toEqual(
      new Set(['tags/prefetch', 'orders/prefetch']),
    );
  });

  it('has a remote fetch the first page of the organization pointed at, into the page’s query client', async () => {
    registerRemotesFromConfig({
      members: 'http://members.test/mf-manifest.json',
      documents: 'http://documents.test/mf-manifest.json',
    });
    const prefetch = jest.fn(() => Promise.resolve());
    jest
      .mocked(loadRemote)
      .mockImplementation((id: string) =>
        id === 'members/prefetch'
          ? Promise.resolve({ default: prefetch })
          : id === 'documents/prefetch'
            ? Promise.reject(new Error('Module "./prefetch" does not exist in container.'))
            : new Promise(() => undefined),
      );
    api = stubAccount(stubApi(), operatorOf(demoOrganization.id, southOrganization.id));
    stubOrganization(api, demoOrganization);
    stubOrganization(api, southOrganization);
    const { queryClient } = await renderPage(<SidebarNav />);
    const south = await groupNamed(southOrganization.name);

    fireEvent.pointerEnter(south.getByRole('link', { name: 'Members' }));
    // A remote without a prefetch is only loaded, quietly.
    fireEvent.pointerEnter(south.getByRole('link', { name: 'Documents' }));

    await waitFor(() =>
      expect(prefetch).toHaveBeenCalledWith(queryClient, { organizationId: southOrganization.id }),
    );
    expect(jest.mocked(loadRemote)).toHaveBeenCalledWith('documents/prefetch');
    jest.mocked(loadRemote).mockImplementation(() => new Promise(() => undefined));
  });
});
