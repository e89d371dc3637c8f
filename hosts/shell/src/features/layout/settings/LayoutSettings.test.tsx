/// <reference types="@testing-library/jest-dom" />
import { LOCALE_STORAGE_KEY } from '@care/i18n';
import {
  defaultLayoutSettings,
  initFirebase,
  LAYOUT_SETTINGS_STORAGE_KEY,
  routes,
  useLayoutSettings,
} from '@care/platform';
import { COLOR_MODE_STORAGE_KEY, setColorModePreference } from '@care/ui';
import { screen, waitFor, within } from '@testing-library/react';
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
} from '../../../app/testing/fixtures';
import { renderRoutes } from '../../../app/testing/render';
import { AuthenticatedLayout } from '../AuthenticatedLayout';

// The identity SDK is a boundary we do not own.
jest.mock('firebase/auth', () => ({
  initializeAuth: jest.fn(() => ({})),
  connectAuthEmulator: jest.fn(),
  signOut: jest.fn(async () => undefined),
}));

const widthMatchMedia = window.matchMedia;
beforeAll(() => {
  initFirebase({ firebase: { apiKey: 'k', authDomain: 'd', projectId: 'demo-care' } });
  // The operating system here prefers a light theme.
  window.matchMedia = (query) =>
    query === '(prefers-color-scheme: dark)'
      ? { ...widthMatchMedia(query), matches: false }
      : widthMatchMedia(query);
});
afterAll(() => {
  window.matchMedia = widthMatchMedia;
});
beforeEach(() => {
  localStorage.clear();
  setColorModePreference('system');
  useLayoutSettings.setState(defaultLayoutSettings);
  Object.defineProperty(window, 'innerWidth', { value: 1280, configurable: true, writable: true });
  signInAs();
  const api = stubAccount(stubApi(), operatorOf(demoOrganization.id));
  stubOrganization(stubCounts(api), demoOrganization);
});

const renderLayout = () =>
  renderRoutes([
    {
      element: <AuthenticatedLayout />,
      children: [
        { path: '/', element: <input aria-label="Search" /> },
        { path: routes.profile(), element: <h1>Profile page</h1> },
      ],
    },
    { path: routes.login(), element: <h1>Login page</h1> },
  ]);

const html = () => document.documentElement;
const storedSettings = () =>
  JSON.parse(localStorage.getItem(LAYOUT_SETTINGS_STORAGE_KEY) ?? '{}').state;

async function openConfigurator(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Layout settings' }));
  return within(await screen.findByRole('dialog', { name: 'Layout settings' }));
}

describe('layout configurator', () => {
  it('applies the theme, scale, input style and ripple at once and keeps them in this browser', async () => {
    const user = userEvent.setup();
    await renderLayout();
    // The defaults: 14 px, outlined inputs, ripple on, the system's theme (light here).
    expect(html().style.fontSize).toBe('14px');
    expect(html()).toHaveAttribute('data-input-style', 'outlined');
    expect(html()).toHaveAttribute('data-ripple');
    expect(html()).toHaveClass('light');

    const drawer = await openConfigurator(user);
    await user.click(drawer.getByRole('radio', { name: 'Dark' }));
    await user.click(drawer.getByRole('radio', { name: 'Largest' }));
    await user.click(drawer.getByRole('radio', { name: 'Shaded' }));
    await user.click(drawer.getByRole('switch', { name: 'Click animation' }));

    expect(html()).toHaveClass('dark');
    expect(html().style.fontSize).toBe('16px');
    expect(html()).toHaveAttribute('data-input-style', 'filled');
    expect(html()).not.toHaveAttribute('data-ripple');
    expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe('dark');
    expect(storedSettings()).toEqual({
      menuMode: 'static',
      ripple: false,
      scale: 16,
      inputStyle: 'filled',
    });
  });

  it('switches the menu mode: the sidebar beside the page becomes one laid over it', async () => {
    const user = userEvent.setup();
    await renderLayout();
    expect(await screen.findByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();

    const drawer = await openConfigurator(user);
    await user.click(drawer.getByRole('radio', { name: 'Slides over the page' }));
    await user.keyboard('{Escape}');

    await waitFor(() =>
      expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument(),
    );
    expect(storedSettings().menuMode).toBe('overlay');
  });

  it('switches the language without a reload: text, <html lang> and the stored locale follow', async () => {
    const user = userEvent.setup();
    await renderLayout();
    const drawer = await openConfigurator(user);

    await user.click(drawer.getByRole('radio', { name: 'Polski' }));

    expect(await screen.findByRole('dialog', { name: 'Ustawienia wyglądu' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: /^Menu konta: OO Olga Operator/, hidden: true }),
    ).toBeInTheDocument();
    expect(html()).toHaveAttribute('lang', 'pl');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('pl-PL');
    // Each language keeps its own name, marked with its language for screen readers.
    expect(drawer.getByText('English')).toHaveAttribute('lang', 'en');

    await user.click(drawer.getByRole('radio', { name: 'English' }));
    expect(await screen.findByRole('dialog', { name: 'Layout settings' })).toBeInTheDocument();
    expect(html()).toHaveAttribute('lang', 'en');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('en-US');
  });

  it('gives back the default look when the signed-in layout leaves', async () => {
    useLayoutSettings.setState({ scale: 12, inputStyle: 'filled', ripple: false });
    const { unmount } = await renderLayout();
    expect(html().style.fontSize).toBe('12px');

    unmount();
    expect(html().style.fontSize).toBe('');
    expect(html()).not.toHaveAttribute('data-input-style');
  });
});

describe('user drawer', () => {
  it('shows who is signed in, leads to the profile and signs out', async () => {
    Object.defineProperty(window, 'innerWidth', { value: 600 });
    const user = userEvent.setup();
    const { router } = await renderLayout();

    await user.click(await screen.findByRole('button', { name: 'User panel: OO Operator' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Your account' }));
    await waitFor(() => expect(drawer.getByText('Olga Operator')).toBeInTheDocument());
    expect(drawer.getByText('operator@care.test')).toBeInTheDocument();

    await user.click(drawer.getByRole('link', { name: 'Profile' }));
    expect(await screen.findByRole('heading', { name: 'Profile page' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Your account' })).not.toBeInTheDocument(),
    );

    await user.click(screen.getByRole('button', { name: 'User panel: OO Operator' }));
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(signOut).toHaveBeenCalledTimes(1));
    expect(router.state.location.pathname).toBe(routes.login());
  });
});
