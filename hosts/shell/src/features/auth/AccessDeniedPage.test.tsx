/// <reference types="@testing-library/jest-dom" />
import { routes, signedOutState, useAuthStore } from '@care/platform';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubApi } from '@care/testing';
import { demoOrganization, operatorOf, signInAs, stubAccount } from '../../app/testing/fixtures';
import { renderRoutes } from '../../app/testing/render';
import { AccessDeniedPage } from './AccessDeniedPage';

const renderPage = (language: 'en' | 'pl' = 'en') =>
  renderRoutes(
    [
      { path: routes.accessDenied(), element: <AccessDeniedPage /> },
      { path: routes.login(), element: <h1>Login page</h1> },
      { path: routes.dashboard(), element: <h1>Dashboard page</h1> },
    ],
    { path: routes.accessDenied(), language },
  );

describe('access denied page', () => {
  it('tells a signed-out visitor they may not see the page and leads to sign in', async () => {
    useAuthStore.setState(signedOutState, true);
    await renderPage();

    expect(screen.getByText("You don't have permission to access this page.")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
  });

  it('leads an operator back to the dashboard, in Polish', async () => {
    stubAccount(stubApi(), operatorOf(demoOrganization.id));
    signInAs();
    await renderPage('pl');

    expect(screen.getByText('Nie masz uprawnień do tej strony.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Przejdź do pulpitu' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
  });
});
