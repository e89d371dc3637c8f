/// <reference types="@testing-library/jest-dom" />
import { defaultLayoutSettings, initFirebase, routes, useLayoutSettings } from '@care/platform';
import { act, screen, waitFor, within } from '@testing-library/react';
import { useEffect, useState } from 'react';
import userEvent from '@testing-library/user-event';
import { signOut } from 'firebase/auth';
import { stubApi } from '@care/testing';
import {
  demoOrganization,
  operatorOf,
  signInAs,
  stubAccount,
  stubCounts,
  stubOrganization,
} from '../../app/testing/fixtures';
import { renderRoutes } from '../../app/testing/render';
import { AuthenticatedLayout } from './AuthenticatedLayout';

// The identity SDK is a boundary we do not own.
jest.mock('firebase/auth', () => ({
  initializeAuth: jest.fn(() => ({})),
  connectAuthEmulator: jest.fn(),
  signOut: jest.fn(async () => undefined),
}));

beforeAll(() =>
  initFirebase({ firebase: { apiKey: 'k', authDomain: 'd', projectId: 'demo-care' } }),
);
beforeEach(() => {
  useLayoutSettings.setState(defaultLayoutSettings);
  signInAs();
  const api = stubAccount(stubApi(), operatorOf(demoOrganization.id));
  stubOrganization(stubCounts(api), demoOrganization);
});

function setWindowWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true, writable: true });
}

const renderLayout = () =>
  renderRoutes([
    {
      element: <AuthenticatedLayout />,
      children: [
        { path: '/', element: <h1>Dashboard page</h1> },
        { path: '/organization/:id/*', element: <h1>Organization page</h1> },
      ],
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
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    // The column slides out before it leaves the page.
    await waitFor(() => expect(sidebar()).not.toBeInTheDocument());
    await user.click(menuButton());
    expect(sidebar()).toBeInTheDocument();
  });

  it('closes the sidebar over the page with Escape, and when one of its links is followed', async () => {
    setWindowWidth(800);
    const user = userEvent.setup();
    await renderLayout();

    await user.click(menuButton());
    await screen.findByRole('navigation', { name: 'Main menu' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(sidebar()).not.toBeInTheDocument());
    expect(menuButton()).toHaveFocus();

    await user.click(menuButton());
    await user.click(await screen.findByRole('link', { name: 'Tags' }));
    expect(await screen.findByRole('heading', { name: 'Organization page' })).toBeInTheDocument();
    await waitFor(() => expect(sidebar()).not.toBeInTheDocument());
  });

  it('in overlay mode lays the sidebar over the page on a wide window too, and closes it on an outside click', async () => {
    setWindowWidth(1280);
    useLayoutSettings.setState({ menuMode: 'overlay' });
    const user = userEvent.setup();
    await renderLayout();

    await screen.findByRole('heading', { name: 'Dashboard page' });
    expect(sidebar()).not.toBeInTheDocument();
    await user.click(menuButton());
    expect(await screen.findByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    // Lying over the page, it is a modal: the page behind is hidden from assistive tech.
    expect(screen.queryByRole('heading', { name: 'Dashboard page' })).not.toBeInTheDocument();
    // Its organization section has loaded: the drawer is open, not still opening.
    expect(await screen.findByRole('link', { name: 'Tags' })).toBeInTheDocument();

    await user.click(document.documentElement);
    await waitFor(() => expect(sidebar()).not.toBeInTheDocument());
  });

  it('shows the user card and signs out to the login page', async () => {
    setWindowWidth(1200);
    const user = userEvent.setup();
    await renderLayout();

    const card = await screen.findByRole('button', {
      name: 'Account menu: OO Olga Operator operator@care.test',
    });
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

  it('after a sidebar link puts the focus on the heading of the page that opened, not on the first load', async () => {
    setWindowWidth(1200);
    const user = userEvent.setup();
    const { router } = await renderLayout();

    await screen.findByRole('heading', { name: 'Dashboard page' });
    expect(document.body).toHaveFocus();

    await user.click(await screen.findByRole('link', { name: 'Tags' }));
    const heading = await screen.findByRole('heading', { name: 'Organization page' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAttribute('tabindex', '-1');

    // A change of the query string only (a table's filter) leaves the focus where it is.
    const search = screen.getByRole('button', { name: 'Menu' });
    search.focus();
    await act(() => router.navigate(`${router.state.location.pathname}?q=a`));
    expect(search).toHaveFocus();
  });

  it('waits for the heading of a page that shows it later', async () => {
    setWindowWidth(1200);
    const user = userEvent.setup();
    await renderRoutes([
      {
        element: <AuthenticatedLayout />,
        children: [
          { path: '/', element: <h1>Dashboard page</h1> },
          { path: '/organization/:id/*', element: <LateHeading /> },
        ],
      },
    ]);

    await user.click(await screen.findByRole('link', { name: 'Tags' }));
    expect(await screen.findByRole('heading', { name: 'Tags, loaded' })).toHaveFocus();
  });
});

/** A page that loads before it shows its heading, as a remote's page does. */
function LateHeading() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLoaded(true), 50);
    return () => clearTimeout(timer);
  }, []);
  return loaded ? <h1>Tags, loaded</h1> : <p>Loading…</p>;
}
