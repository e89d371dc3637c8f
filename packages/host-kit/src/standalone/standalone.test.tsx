/// <reference types="@testing-library/jest-dom" />
import { accountEndpoints, type Permissions } from '@care/contracts/account';
import { organizationEndpoints } from '@care/contracts/organization';
import { initI18n, setLanguage } from '@care/i18n';
import { createQueryClient, routePatterns } from '@care/platform';
import { createMemoryRouter, RouterProvider, useParams } from '@care/platform/router';
import { stubApi } from '@care/testing';
import {
  fakeUser,
  identityError,
  reportSession,
  watchFakeSession,
  type FakeIdentitySdk,
} from '@care/testing/identity';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerHostKitResources } from '../i18n/host-kit-i18n';
import { PanelProviders } from '../providers/PanelProviders';
import { registerStandaloneResources } from './i18n';
import { createStandaloneRoutes, type StandaloneOptions } from './standalone-routes';

// The identity SDK is the boundary: its answers and the token listener are stubbed.
jest.mock('firebase/auth', () =>
  jest.requireActual('@care/testing/identity').createFakeIdentitySdk(),
);
const sdk = jest.requireMock<FakeIdentitySdk>('firebase/auth');

const organization = { id: '0b7f3c8e-6a43-4f1e-9d8e-2f4b0e2d9a11', name: 'Hospicjum Demo' };
const account = {
  id: '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d',
  firstName: 'Olga',
  lastName: 'Operator',
  email: 'operator@care.test',
  isPolicyAccepted: true,
  formOfAddress: null,
  policiesToAccept: [],
  policyVersions: { privacy: '2026-12-01', terms: '2026-12-01' },
  policiesAcceptedAt: '2025-01-01T10:00:00.000Z',
  createdAt: '2025-01-01T10:00:00.000Z',
};
const operatorOfDemo: Permissions = {
  isAdmin: false,
  operator: { [organization.id]: { memberId: account.id, isSuperOperator: true } },
  beneficiary: {},
  assistant: {},
};

/** A remote's App: it says where it is mounted and for which organization. */
function AreaApp() {
  const { id } = useParams();
  return <h1>{id ? `Area of ${id}` : 'Area'}</h1>;
}

beforeAll(async () => {
  initI18n();
  registerHostKitResources();
  registerStandaloneResources();
  await setLanguage('en');
  await watchFakeSession(sdk);
});
beforeEach(() => sdk.signOut.mockReset());

async function renderStandalone(options: StandaloneOptions, url = '/') {
  const router = createMemoryRouter(createStandaloneRoutes(options), { initialEntries: [url] });
  await act(async () =>
    render(
      <PanelProviders queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </PanelProviders>,
    ),
  );
  return { router, user: userEvent.setup() };
}

const signedIn = (claims = { email_verified: true, internalId: account.id }) =>
  act(() => reportSession(sdk, fakeUser(account.email), claims));

describe('standalone host', () => {
  it('signed out, signs in with the panel’s form and words a refusal as the panel does', async () => {
    await act(() => reportSession(sdk, null));
    sdk.signInWithEmailAndPassword.mockRejectedValue(identityError('auth/wrong-password'));
    const { user } = await renderStandalone({ App: AreaApp, mountPath: routePatterns.tags });

    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Email/), 'operator@care.test');
    await user.type(screen.getByLabelText(/Password/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
    expect(sdk.signInWithEmailAndPassword).toHaveBeenCalledWith(
      sdk.auth,
      'operator@care.test',
      'wrong',
    );
  });

  it('offers the organizations the user operates and opens the remote at its mount path', async () => {
    stubApi()
      .on(accountEndpoints.getMe, { answer: account })
      .on(accountEndpoints.getPermissions, { answer: operatorOfDemo })
      .on(accountEndpoints.listPersons, { answer: { items: [] } })
      .on(organizationEndpoints.getOrganization, { answer: organization });
    await signedIn();
    const { user, router } = await renderStandalone({
      App: AreaApp,
      mountPath: routePatterns.tags,
    });

    expect(screen.getByText('Signed in as operator@care.test')).toBeInTheDocument();
    await user.click(await screen.findByRole('link', { name: 'Hospicjum Demo' }));

    expect(
      await screen.findByRole('heading', { name: `Area of ${organization.id}` }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/organization/${organization.id}/tags`);
  });

  it('opens a remote not under an organization at its path, and signs out back to the form', async () => {
    await signedIn();
    sdk.signOut.mockImplementation(() => reportSession(sdk, null));
    const { user, router } = await renderStandalone({
      App: AreaApp,
      mountPath: [routePatterns.invitations, routePatterns.profile],
    });

    expect(await screen.findByRole('heading', { name: 'Area' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(routePatterns.invitations);

    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(sdk.signOut).toHaveBeenCalledTimes(1);
  });
});
