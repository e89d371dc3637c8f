/// <reference types="@testing-library/jest-dom" />
import { routes, useAuthStore } from '@care/platform';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '../../app/testing/render';
import { LoginPage } from './LoginPage';
import {
  fakeUser,
  identityError,
  reportSession,
  watchFakeSession,
  type FakeIdentitySdk,
} from '@care/testing/identity';

// The identity SDK is the boundary: its answers and the token listener are stubbed.
jest.mock('firebase/auth', () =>
  jest.requireActual('@care/testing/identity').createFakeIdentitySdk(),
);
const sdk = jest.requireMock<FakeIdentitySdk>('firebase/auth');

beforeAll(() => watchFakeSession(sdk));
beforeEach(async () => {
  sdk.signInWithEmailAndPassword.mockReset();
  sdk.signInWithPopup.mockReset();
  await reportSession(sdk, null);
});

const renderLogin = (path: string = routes.login(), state?: unknown) =>
  renderRoutes(
    [
      { path: routes.login(), element: <LoginPage /> },
      { path: routes.dashboard(), element: <h1>Dashboard page</h1> },
      { path: routes.tags({ id: 'org-1' }), element: <h1>Tags page</h1> },
    ],
    { path, ...(state ? { state } : {}) },
  );

async function signInWith(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/Email/), email);
  await user.type(screen.getByLabelText(/Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

/** The popup answers with this user, the way the SDK signs them in. */
const popupSignsIn = (email: string) =>
  sdk.signInWithPopup.mockImplementation(async () => {
    await reportSession(sdk, fakeUser(email), { email_verified: true });
    return {};
  });

describe('login page', () => {
  it.each(['auth/wrong-password', 'auth/user-not-found', 'auth/invalid-credential'])(
    'says "Invalid email or password." when the identity service answers %s',
    async (code) => {
      sdk.signInWithEmailAndPassword.mockRejectedValue(identityError(code));
      await renderLogin();

      await signInWith('operator@care.test', 'wrong');

      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Invalid email or password.');
      expect(alert).toHaveFocus();
      expect(sdk.signInWithEmailAndPassword).toHaveBeenCalledWith(
        sdk.auth,
        'operator@care.test',
        'wrong',
      );
      expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    },
  );

  it('says so in Polish', async () => {
    sdk.signInWithEmailAndPassword.mockRejectedValue(identityError('auth/wrong-password'));
    await renderRoutes([{ path: routes.login(), element: <LoginPage /> }], {
      path: routes.login(),
      language: 'pl',
    });

    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/E-mail/), 'operator@care.test');
    await user.type(screen.getByLabelText(/Hasło/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Zaloguj się' }));

    expect(await screen.findByText('Nieprawidłowy e-mail lub hasło.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kontynuuj z Google' })).toBeInTheDocument();
  });

  it('checks the fields before calling the identity service', async () => {
    await renderLogin();

    await signInWith('not-an-email', 'x');

    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(sdk.signInWithEmailAndPassword).not.toHaveBeenCalled();
  });

  it('returns to the page that asked for sign-in once the session starts', async () => {
    sdk.signInWithEmailAndPassword.mockImplementation(async () => {
      await reportSession(sdk, fakeUser('operator@care.test'), {
        email_verified: true,
        internalId: 'a',
      });
      return {};
    });
    const from = { pathname: routes.tags({ id: 'org-1' }), search: '', hash: '' };
    await renderLogin(routes.login(), { from });

    await signInWith('operator@care.test', 'demo1234');

    expect(await screen.findByRole('heading', { name: 'Tags page' })).toBeInTheDocument();
    await waitFor(() => expect(useAuthStore.getState().status).toBe('signedIn'));
  });
});

describe('Google and Apple sign-in', () => {
  it('signs in with Google through the popup and moves on', async () => {
    popupSignsIn('new.person@gmail.test');
    await renderLogin();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Continue with Google' }));

    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
    const [[auth, provider]] = sdk.signInWithPopup.mock.calls as [
      [unknown, { providerId: string }],
    ];
    expect(auth).toBe(sdk.auth);
    expect(provider.providerId).toBe('google.com');
  });

  it('asks Apple for the account when its button is pressed', async () => {
    popupSignsIn('someone@icloud.test');
    await renderLogin();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Continue with Apple' }));

    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
    const [[, provider]] = sdk.signInWithPopup.mock.calls as [[unknown, { providerId: string }]];
    expect(provider.providerId).toBe('apple.com');
  });

  it('says nothing when the user closes the popup, and lets them try again', async () => {
    let closePopup: (error: Error) => void = () => undefined;
    sdk.signInWithPopup.mockImplementation(
      () => new Promise((_resolve, reject) => (closePopup = reject)),
    );
    await renderLogin();
    const google = screen.getByRole('button', { name: 'Continue with Google' });

    await userEvent.setup().click(google);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled());
    await act(async () => closePopup(identityError('auth/popup-closed-by-user')));

    await waitFor(() => expect(google).toBeEnabled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    ['Continue with Google', 'auth/popup-blocked', 'Your browser blocked the sign-in window.'],
    ['Continue with Apple', 'auth/some-new-failure', 'Signing in with Apple failed. Try again.'],
    ['Continue with Google', 'auth/network-request-failed', 'cannot be reached'],
  ])('%s failing with %s says "%s"', async (button, code, message) => {
    sdk.signInWithPopup.mockRejectedValue(identityError(code));
    await renderLogin();

    await userEvent.setup().click(screen.getByRole('button', { name: button }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });
});
