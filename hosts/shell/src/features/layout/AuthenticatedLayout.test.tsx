/// <reference types="@testing-library/jest-dom" />
import { initFirebase, routes } from '@care/platform';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signOut } from 'firebase/auth';
import { installFakeApi } from '../../app/testing/fake-api';
import {
  accountRoutes,
  demoOrganization,
  operatorOf,
  organizationRoute,
  signInAs,
} from '../../app/testing/fixtures';
import { renderRoutes } from '../../app/testing/render';
import { AuthenticatedLayout } from './AuthenticatedLayout';

// The identity SDK is a boundary we do not own.
jest.mock('firebase/auth', () => ({
  getAuth: jest.fn(() => ({})),
  connectAuthEmulator: jest.fn(),
  signOut: jest.fn(async () => undefined),
}));

let api: ReturnType<typeof installFakeApi>;
beforeAll(() =>
  initFirebase({ firebase: { apiKey: 'k', authDomain: 'd', projectId: 'demo-care' } }),
);
beforeEach(() => {
  signInAs();
  api = installFakeApi({
    ...accountRoutes(operatorOf(demoOrganization.id)),
    ...organizationRoute(demoOrganization),
  });
});
afterEach(() => api.restore());

function setWindowWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true, writable: true });
}

const renderLayout = () =>
  renderRoutes([
    {
      element: <AuthenticatedLayout />,
      children: [{ path: '/', element: <h1>Dashboard page</h1> }],
    },
    { path: routes.login(), element: <h1>Login page</h1> },
  ]);

// While the sidebar lies over the page it is modal: the rest of the page is hidden from assistive tech.
const menuButton = () => screen.getByRole('button', { name: 'Menu', hidden: true });
const sidebar = () => screen.queryByRole('navigation', { name: 'Main menu' });

describe('panel frame', () => {
  it('on a narrow window opens the sidebar over the page and closes it on an outside click', async () => {
    setWindowWidth(991);
    const user = userEvent.setup();
    await renderLayout();

    expect(sidebar()).not.toBeInTheDocument();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');

    await user.click(menuButton());
    expect(await screen.findByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('link', { name: 'Tags' })).toBeInTheDocument();

    // The modal leaves only the sidebar clickable: a click beside it lands on the page root.
    await user.click(document.documentElement);
    await waitFor(() => expect(sidebar()).not.toBeInTheDocument());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('on a wide window shows the sidebar beside the page; the menu button hides and shows it', async () => {
    setWindowWidth(992);
    const user = userEvent.setup();
    await renderLayout();

    expect(await screen.findByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');

    await user.click(menuButton());
    expect(sidebar()).not.toBeInTheDocument();
    await user.click(menuButton());
    expect(sidebar()).toBeInTheDocument();
  });

  it('shows the user card and signs out to the login page', async () => {
    setWindowWidth(1200);
    const user = userEvent.setup();
    await renderLayout();

    const card = await screen.findByRole('button', { name: 'Account menu: Olga Operator' });
    await waitFor(() => expect(within(card).getByText('OO')).toBeInTheDocument());
    expect(within(card).getByText('operator@care.test')).toBeInTheDocument();

    // By keyboard: open the menu, go to its last item, choose it.
    card.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: 'Profile' })).toHaveAttribute(
      'href',
      routes.profile(),
    );
    await user.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'Sign out' })).toHaveAttribute('data-highlighted');
    await user.keyboard('{Enter}');

    await waitFor(() => expect(signOut).toHaveBeenCalledTimes(1));
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
  });
});
