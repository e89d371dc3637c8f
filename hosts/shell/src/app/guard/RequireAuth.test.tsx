/// <reference types="@testing-library/jest-dom" />
import type { Permissions } from '@care/contracts/account';
import { problemTypes } from '@care/contracts/problem';
import { routes, signedOutState, useAuthStore } from '@care/platform';
import { problem, stubApi, type ApiStub, type StubReply } from '@care/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccessDeniedPage } from '../../features/auth/AccessDeniedPage';
import {
  beneficiaryOf,
  demoOrganization,
  noPermissions,
  operatorInfo,
  operatorOf,
  signInAs,
  stubAccount,
} from '../testing/fixtures';
import { renderRoutes } from '../testing/render';
import { RequireAuth } from './RequireAuth';

let api: ApiStub;

const page = (name: string) => <h1>{name}</h1>;

/** The dashboard behind the panel guard, and every page the guard may send the user to. */
const renderGuarded = () =>
  renderRoutes(
    [
      {
        path: routes.dashboard(),
        element: <RequireAuth policy="panel">{page('Dashboard page')}</RequireAuth>,
      },
      { path: routes.login(), element: page('Login page') },
      { path: routes.emailVerification(), element: page('Email verification page') },
      { path: routes.completeRegistration(), element: page('Complete registration page') },
      { path: routes.invitations(), element: page('Invitations page') },
      { path: routes.accessDenied(), element: <AccessDeniedPage /> },
      { path: routes.mobile(), element: page('Mobile page') },
    ],
    { path: routes.dashboard() },
  );

describe('RequireAuth', () => {
  it('shows a spinner until the identity service answers', async () => {
    api = stubApi();
    useAuthStore.setState({ ...signedOutState, status: 'loading' }, true);
    await renderGuarded();
    expect(screen.getByRole('status')).toHaveTextContent('Checking your session…');
  });

  it('sends a visitor without a session to the login page', async () => {
    api = stubApi();
    useAuthStore.setState(signedOutState, true);
    await renderGuarded();
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
  });

  it('sends an unregistered user to complete the registration without calling the account API', async () => {
    api = stubApi();
    signInAs(operatorInfo, { email_verified: true, internalId: '' });
    await renderGuarded();
    expect(
      await screen.findByRole('heading', { name: 'Complete registration page' }),
    ).toBeInTheDocument();
    expect(api.requests).toEqual([]);
  });

  it('lets an operator in once the account is loaded', async () => {
    api = stubAccount(stubApi(), operatorOf(demoOrganization.id));
    signInAs();
    await renderGuarded();
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
  });

  it('sends an account with no role to the invitations page', async () => {
    api = stubAccount(stubApi(), noPermissions);
    signInAs();
    await renderGuarded();
    expect(await screen.findByRole('heading', { name: 'Invitations page' })).toBeInTheDocument();
  });

  it('tells a mobile-app user the panel is for operators and links to the mobile page', async () => {
    api = stubAccount(stubApi(), beneficiaryOf(demoOrganization.id));
    signInAs();
    await renderGuarded();

    expect(
      await screen.findByText("You don't have permission to access this page."),
    ).toBeInTheDocument();
    expect(screen.getByText(/The panel is for operators/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Get the mobile app' }));
    expect(await screen.findByRole('heading', { name: 'Mobile page' })).toBeInTheDocument();
  });

  it('offers a retry when the account cannot be loaded, and goes on once it can', async () => {
    let permissions: Permissions | StubReply = problem(403, problemTypes.forbidden);
    api = stubAccount(stubApi(), () => permissions);
    signInAs();
    await renderGuarded();

    expect(await screen.findByText('Your account could not be loaded')).toBeInTheDocument();
    permissions = operatorOf(demoOrganization.id);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
  });
});
