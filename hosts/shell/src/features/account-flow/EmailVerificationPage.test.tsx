/// <reference types="@testing-library/jest-dom" />
import { routes } from '@care/platform';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RequireAuth } from '../../app/guard/RequireAuth';
import { renderRoutes } from '../../app/testing/render';
import {
  fakeUser,
  identityError,
  reportSession,
  watchFakeSession,
  type FakeIdentitySdk,
  type FakeUser,
} from '@care/testing/identity';
import { EmailVerificationPage } from './EmailVerificationPage';

jest.mock('firebase/auth', () =>
  jest.requireActual('@care/testing/identity').createFakeIdentitySdk(),
);
const sdk = jest.requireMock<FakeIdentitySdk>('firebase/auth');

let user: FakeUser;
beforeAll(() => watchFakeSession(sdk));
beforeEach(async () => {
  sessionStorage.clear();
  sdk.sendEmailVerification.mockReset();
  user = fakeUser('new@care.test');
  await reportSession(sdk, user, { email_verified: false });
});

const renderPage = ({ language }: { language?: 'en' | 'pl' } = {}) =>
  renderRoutes(
    [
      {
        path: routes.emailVerification(),
        element: (
          <RequireAuth policy="emailVerification">
            <EmailVerificationPage />
          </RequireAuth>
        ),
      },
      { path: routes.dashboard(), element: <h1>Dashboard page</h1> },
    ],
    { path: routes.emailVerification(), language },
  );

/** The page re-reads the session quietly when it opens; tests start after that. */
async function renderAfterQuietCheck(options?: Parameters<typeof renderPage>[0]) {
  const view = await renderPage(options);
  await waitFor(() => expect(user.getIdToken).toHaveBeenCalledWith(true));
  user.getIdToken.mockClear();
  user.reload.mockClear();
  return view;
}

describe('email verification page', () => {
  it('names the address and offers to check, resend and sign out', async () => {
    await renderAfterQuietCheck();

    expect(screen.getByRole('heading', { name: 'Verify your email address' })).toBeInTheDocument();
    expect(screen.getByText(/To continue, verify new@care.test/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send the email again' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('sends the e-mail again, says so, and waits before it can be sent once more', async () => {
    await renderAfterQuietCheck();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Send the email again' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'We sent the verification email again. Check your inbox.',
    );
    expect(sdk.sendEmailVerification).toHaveBeenCalledWith(user, {
      url: 'http://localhost/account/email-verification',
    });
    expect(screen.getByRole('button', { name: 'Send again in 60 s' })).toBeDisabled();
  });

  it('counts the cooldown from the e-mail sign-up sent, and frees the button when it ends', async () => {
    sessionStorage.setItem(
      'care:last-verification-email',
      JSON.stringify({ uid: user.uid, at: Date.now() - 58_500 }),
    );
    await renderAfterQuietCheck();

    expect(screen.getByRole('button', { name: /Send again in [12] s/ })).toBeDisabled();
    await waitFor(
      () => expect(screen.getByRole('button', { name: 'Send the email again' })).toBeEnabled(),
      { timeout: 4000 },
    );
  });

  it('explains a failed e-mail, the one sign-up sent included, and offers it again at once', async () => {
    sessionStorage.setItem(
      'care:last-verification-email',
      JSON.stringify({ uid: user.uid, at: Date.now(), failure: 'auth/too-many-requests' }),
    );
    await renderAfterQuietCheck();

    expect(screen.getByRole('alert')).toHaveTextContent(
      'Too many attempts. Wait a few minutes and try again.',
    );
    expect(screen.getByRole('button', { name: 'Send the email again' })).toBeEnabled();

    sdk.sendEmailVerification.mockRejectedValue(identityError('auth/network-request-failed'));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send the email again' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('The sign-in service cannot be reached.'),
    );
  });

  it('re-reads the user and a fresh token when asked, and moves on once verified', async () => {
    await renderAfterQuietCheck();
    sdk.session.claims = { email_verified: true };

    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'I have verified my address' }));

    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
    expect(user.reload).toHaveBeenCalledTimes(1);
    expect(user.getIdToken).toHaveBeenCalledWith(true);
  });

  it('says when the address is not verified yet', async () => {
    await renderAfterQuietCheck();

    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'I have verified my address' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your email address is not verified yet.',
    );
  });

  it('checks again quietly when the user comes back to the tab', async () => {
    await renderAfterQuietCheck();
    sdk.session.claims = { email_verified: true };

    await act(async () => document.dispatchEvent(new Event('visibilitychange')));

    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
  });

  it('is closed to a verified user', async () => {
    await reportSession(sdk, user, { email_verified: true });
    await renderPage();

    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
  });

  it('speaks Polish', async () => {
    await renderAfterQuietCheck({ language: 'pl' });

    expect(screen.getByRole('heading', { name: 'Potwierdź adres e-mail' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Wyślij e-mail ponownie' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Mój adres jest już potwierdzony' }),
    ).toBeInTheDocument();
  });
});
