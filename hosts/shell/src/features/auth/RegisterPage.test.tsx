/// <reference types="@testing-library/jest-dom" />
import { routes } from '@care/platform';
import { lastVerificationEmail } from '@care/platform/identity';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '../../app/testing/render';
import { RegisterPage } from './RegisterPage';
import {
  fakeUser,
  identityError,
  reportSession,
  watchFakeSession,
  type FakeIdentitySdk,
} from '@care/testing/identity';

jest.mock('firebase/auth', () =>
  jest.requireActual('@care/testing/identity').createFakeIdentitySdk(),
);
const sdk = jest.requireMock<FakeIdentitySdk>('firebase/auth');

beforeAll(() => watchFakeSession(sdk));
beforeEach(async () => {
  sessionStorage.clear();
  sdk.createUserWithEmailAndPassword.mockReset();
  sdk.sendEmailVerification.mockReset();
  await reportSession(sdk, null);
});

const renderRegister = (language: 'en' | 'pl' = 'en', path = routes.register()) =>
  renderRoutes(
    [
      { path: routes.register(), element: <RegisterPage /> },
      { path: routes.emailVerification(), element: <h1>Verification page</h1> },
      { path: routes.dashboard(), element: <h1>Dashboard page</h1> },
    ],
    { path, language },
  );

async function fillIn(email: string, password: string, confirmation: string) {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: 'Email' }), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.type(screen.getByLabelText('Confirm password'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}

/** The SDK signs the new user in as it creates them. */
const signUpSucceeds = () =>
  sdk.createUserWithEmailAndPassword.mockImplementation(async (_auth, email: string) => {
    await reportSession(sdk, fakeUser(email), { email_verified: false });
    return {};
  });

describe('sign-up page', () => {
  it('fills in the address an invitation e-mail links with', async () => {
    await renderRegister(
      'en',
      `${routes.register()}?email=${encodeURIComponent('zofia+hospicjum@example.org')}`,
    );
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue(
      'zofia+hospicjum@example.org',
    );
  });

  it('says "Passwords do not match" under the confirmation and sends nothing', async () => {
    await renderRegister();

    await fillIn('new@care.test', 'secret1', 'secret2');

    const confirmation = screen.getByLabelText('Confirm password');
    await waitFor(() => expect(confirmation).toHaveAccessibleDescription('Passwords do not match'));
    expect(confirmation).toHaveFocus();
    expect(sdk.createUserWithEmailAndPassword).not.toHaveBeenCalled();
  });

  it('asks for a password of at least 6 characters', async () => {
    await renderRegister();

    await fillIn('new@care.test', 'abc12', 'abc12');

    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      expect.stringContaining('Must be at least 6 characters long'),
    );
    expect(sdk.createUserWithEmailAndPassword).not.toHaveBeenCalled();
  });

  it('says the passwords differ in Polish too', async () => {
    await renderRegister('pl');
    const user = userEvent.setup();

    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'nowy@care.test');
    await user.type(screen.getByLabelText('Hasło'), 'secret1');
    await user.type(screen.getByLabelText('Powtórz hasło'), 'secret2');
    await user.click(screen.getByRole('button', { name: 'Załóż konto' }));

    expect(await screen.findByText('Hasła nie są zgodne')).toBeInTheDocument();
  });

  it('creates the account, sends the verification e-mail and goes on to verify it', async () => {
    signUpSucceeds();
    await renderRegister();

    await fillIn('new@care.test', 'secret1', 'secret1');

    expect(await screen.findByRole('heading', { name: 'Verification page' })).toBeInTheDocument();
    expect(sdk.createUserWithEmailAndPassword).toHaveBeenCalledWith(
      sdk.auth,
      'new@care.test',
      'secret1',
    );
    expect(sdk.sendEmailVerification).toHaveBeenCalledWith(sdk.auth.currentUser, {
      url: 'http://localhost/account/email-verification',
    });
    expect(lastVerificationEmail('uid-new@care.test')).toEqual({ at: expect.any(Number) });
  });

  it('goes on to verify even when the e-mail could not be sent, which the next page tells', async () => {
    signUpSucceeds();
    sdk.sendEmailVerification.mockRejectedValue(identityError('auth/too-many-requests'));
    await renderRegister();

    await fillIn('new@care.test', 'secret1', 'secret1');

    expect(await screen.findByRole('heading', { name: 'Verification page' })).toBeInTheDocument();
    expect(lastVerificationEmail('uid-new@care.test')).toEqual({
      at: expect.any(Number),
      failure: 'auth/too-many-requests',
    });
  });

  it('explains a taken address and stays', async () => {
    sdk.createUserWithEmailAndPassword.mockRejectedValue(
      identityError('auth/email-already-in-use'),
    );
    await renderRegister();

    await fillIn('operator@care.test', 'secret1', 'secret1');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'An account with this email address already exists. Sign in instead.',
    );
    expect(alert).toHaveFocus();
    expect(sdk.sendEmailVerification).not.toHaveBeenCalled();
  });

  it('sends a signed-in visitor on to the panel', async () => {
    await reportSession(sdk, fakeUser('operator@care.test'), {
      email_verified: true,
      internalId: 'a',
    });
    await renderRegister();

    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
  });
});
