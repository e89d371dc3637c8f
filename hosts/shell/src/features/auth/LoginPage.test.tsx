/// <reference types="@testing-library/jest-dom" />
import { initFirebase, routes, useAuthStore, watchSession } from '@care/platform';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  getIdTokenResult,
  onIdTokenChanged,
  signInWithEmailAndPassword,
  type User,
} from 'firebase/auth';
import { renderRoutes } from '../../app/testing/render';
import { LoginPage } from './LoginPage';

// The identity SDK is the boundary: sign-in answers and the token listener are stubbed.
jest.mock('firebase/auth', () => ({
  getAuth: jest.fn(() => ({})),
  connectAuthEmulator: jest.fn(),
  onIdTokenChanged: jest.fn(),
  getIdTokenResult: jest.fn(),
  signInWithEmailAndPassword: jest.fn(),
}));

const identityError = (code: string) => Object.assign(new Error(code), { code });

let reportUser: (user: User | null) => Promise<void>;
beforeAll(() => {
  initFirebase({ firebase: { apiKey: 'k', authDomain: 'd', projectId: 'demo-care' } });
  jest.mocked(onIdTokenChanged).mockImplementation(((
    _auth: unknown,
    listener: typeof reportUser,
  ) => {
    reportUser = listener;
    return () => undefined;
  }) as unknown as typeof onIdTokenChanged);
  watchSession();
});
beforeEach(() => {
  jest.mocked(signInWithEmailAndPassword).mockReset();
  void reportUser(null);
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

describe('login page', () => {
  it.each(['auth/wrong-password', 'auth/user-not-found', 'auth/invalid-credential'])(
    'says "Invalid email or password." when the identity service answers %s',
    async (code) => {
      jest.mocked(signInWithEmailAndPassword).mockRejectedValue(identityError(code));
      await renderLogin();

      await signInWith('operator@care.test', 'wrong');

      expect(await screen.findByText('Invalid email or password.')).toBeInTheDocument();
      expect(signInWithEmailAndPassword).toHaveBeenCalledWith({}, 'operator@care.test', 'wrong');
      expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    },
  );

  it('says so in Polish', async () => {
    jest.mocked(signInWithEmailAndPassword).mockRejectedValue(identityError('auth/wrong-password'));
    await renderRoutes([{ path: routes.login(), element: <LoginPage /> }], {
      path: routes.login(),
      language: 'pl',
    });

    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/E-mail/), 'operator@care.test');
    await user.type(screen.getByLabelText(/Hasło/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Zaloguj się' }));

    expect(await screen.findByText('Nieprawidłowy e-mail lub hasło.')).toBeInTheDocument();
  });

  it('checks the fields before calling the identity service', async () => {
    await renderLogin();

    await signInWith('not-an-email', 'x');

    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(signInWithEmailAndPassword).not.toHaveBeenCalled();
  });

  it('returns to the page that asked for sign-in once the session starts', async () => {
    jest
      .mocked(getIdTokenResult)
      .mockResolvedValue({ claims: { email_verified: true, internalId: 'a' } } as never);
    jest.mocked(signInWithEmailAndPassword).mockImplementation(async () => {
      await reportUser({ uid: 'u', email: 'operator@care.test', displayName: null } as User);
      return {} as never;
    });
    const from = { pathname: routes.tags({ id: 'org-1' }), search: '', hash: '' };
    await renderLogin(routes.login(), { from });

    await signInWith('operator@care.test', 'demo1234');

    expect(await screen.findByRole('heading', { name: 'Tags page' })).toBeInTheDocument();
    await waitFor(() => expect(useAuthStore.getState().status).toBe('signedIn'));
  });
});
