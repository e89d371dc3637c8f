/// <reference types="@testing-library/jest-dom" />
import { routes } from '@care/platform';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '../../app/testing/render';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { identityError, watchFakeSession, type FakeIdentitySdk } from '@care/testing/identity';

jest.mock('firebase/auth', () =>
  jest.requireActual('@care/testing/identity').createFakeIdentitySdk(),
);
const sdk = jest.requireMock<FakeIdentitySdk>('firebase/auth');

beforeAll(() => watchFakeSession(sdk));
beforeEach(() => sdk.sendPasswordResetEmail.mockReset());

const renderPage = (language: 'en' | 'pl' = 'en') =>
  renderRoutes(
    [
      { path: routes.forgotPassword(), element: <ForgotPasswordPage /> },
      { path: routes.login(), element: <h1>Login page</h1> },
    ],
    { path: routes.forgotPassword(), language },
  );

async function requestResetFor(email: string) {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: 'Email' }), email);
  await user.click(screen.getByRole('button', { name: 'Send reset link' }));
}

const sentMessage = (email: string) =>
  `If an account exists for ${email}, we have sent it a link to reset the password. Check your inbox.`;

describe('forgot password page', () => {
  it('sends the reset link and says so without telling whether the account exists', async () => {
    await renderPage();

    await requestResetFor('operator@care.test');

    expect(await screen.findByRole('status')).toHaveTextContent(sentMessage('operator@care.test'));
    expect(sdk.sendPasswordResetEmail).toHaveBeenCalledWith(sdk.auth, 'operator@care.test', {
      url: 'http://localhost/auth/login',
    });
    expect(screen.queryByRole('textbox', { name: 'Email' })).not.toBeInTheDocument();
  });

  it('answers an unknown address exactly as a known one', async () => {
    sdk.sendPasswordResetEmail.mockRejectedValue(identityError('auth/user-not-found'));
    await renderPage();

    await requestResetFor('nobody@care.test');

    expect(await screen.findByRole('status')).toHaveTextContent(sentMessage('nobody@care.test'));
  });

  it('explains a failure and keeps the form', async () => {
    sdk.sendPasswordResetEmail.mockRejectedValue(identityError('auth/too-many-requests'));
    await renderPage();

    await requestResetFor('operator@care.test');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Wait a few minutes and try again.',
    );
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('operator@care.test');
  });

  it('leads back to sign in, in Polish too', async () => {
    await renderPage('pl');

    await userEvent.setup().click(screen.getByRole('link', { name: 'Wróć do logowania' }));

    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
  });
});
