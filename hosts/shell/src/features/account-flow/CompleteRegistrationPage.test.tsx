/// <reference types="@testing-library/jest-dom" />
import { accountEndpoints, type AccountInfo } from '@care/contracts/account';
import { problemTypes } from '@care/contracts/problem';
import type { RuntimeConfig } from '@care/contracts/runtime-config';
import { routes } from '@care/platform';
import { problem, stubApi, type ApiStub, type StubBody } from '@care/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { RequireAuth } from '../../app/guard/RequireAuth';
import { noPermissions, stubAccount } from '../../app/testing/fixtures';
import { renderRoutes } from '../../app/testing/render';
import {
  fakeUser,
  reportSession,
  watchFakeSession,
  type FakeIdentitySdk,
  type FakeUser,
} from '@care/testing/identity';
import { CompleteRegistrationPage } from './CompleteRegistrationPage';

jest.mock('firebase/auth', () =>
  jest.requireActual('@care/testing/identity').createFakeIdentitySdk(),
);
const sdk = jest.requireMock<FakeIdentitySdk>('firebase/auth');

const newAccount: AccountInfo = {
  id: '3f2e1d0c-9b8a-4c7d-8e6f-5a4b3c2d1e0f',
  firstName: 'Nina',
  lastName: 'Nowak',
  email: 'nina@care.test',
  isPolicyAccepted: true,
  formOfAddress: null,
  policiesToAccept: [],
  policyVersions: { privacy: '2026-12-01', terms: '2026-12-01' },
  policiesAcceptedAt: '2026-11-22T03:00:00.000Z',
  createdAt: '2026-11-22T03:00:00.000Z',
};

let user: FakeUser;
/** What happened, in order: the API's answers and the identity SDK's token reads. */
let steps: string[];
let registrations: unknown[];
let api: ApiStub;

beforeAll(() => {
  // jsdom has no PointerEvent; the checkbox's press tracking creates one on focus.
  if (!('PointerEvent' in window)) Object.assign(window, { PointerEvent: MouseEvent });
  return watchFakeSession(sdk);
});
beforeEach(async () => {
  steps = [];
  registrations = [];
  user = fakeUser(newAccount.email);
  // A forced refresh is what brings the internalId claim the API has set.
  user.getIdToken.mockImplementation(async (force) => {
    steps.push(`token refresh ${String(force)}`);
    if (force && registrations.length > 0) {
      sdk.session.claims = { email_verified: true, internalId: newAccount.id };
    }
    return 'token';
  });
  await reportSession(sdk, user, { email_verified: true });
});

function answerRegistration(answer: StubBody<typeof accountEndpoints.register>) {
  api = stubAccount(stubApi(), noPermissions, newAccount).on(accountEndpoints.register, {
    answer: (request) => {
      steps.push('POST /account/register');
      registrations.push(request.body);
      return answer;
    },
  });
}

const renderPage = (language: 'en' | 'pl' = 'en', runtimeConfig?: RuntimeConfig) =>
  renderRoutes(
    [
      {
        path: routes.completeRegistration(),
        element: (
          <RequireAuth policy="completeRegistration">
            <CompleteRegistrationPage />
          </RequireAuth>
        ),
      },
      {
        path: routes.dashboard(),
        element: (
          <RequireAuth policy="panel">
            <h1>Dashboard page</h1>
          </RequireAuth>
        ),
      },
      { path: routes.invitations(), element: <h1>Invitations page</h1> },
    ],
    { path: routes.completeRegistration(), language, runtimeConfig },
  );

const userEvents = () =>
  userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

describe('complete registration page', () => {
  it('asks for the first name, the last name and the Terms of Service', async () => {
    answerRegistration(newAccount);
    await renderPage();

    await userEvents().click(screen.getByRole('button', { name: 'Complete registration' }));

    const firstName = screen.getByRole('textbox', { name: 'First name' });
    await waitFor(() => expect(firstName).toHaveAccessibleDescription('First name is required'));
    expect(firstName).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Last name' })).toHaveAccessibleDescription(
      'Last name is required',
    );
    expect(
      screen.getByRole('checkbox', { name: 'I accept the Terms of Service' }),
    ).toHaveAccessibleDescription('Must accept the Terms of Service');
    expect(steps).toEqual([]);
  });

  it('links the Terms of Service beside the checkbox, to read in a new tab, when the deployment names them', async () => {
    answerRegistration(newAccount);
    const termsUrl = 'https://hospicjum.example.org/regulamin';
    const view = await renderPage('pl', {
      apiBaseUrl: '/api/v1',
      firebase: { apiKey: 'k', authDomain: 'd', projectId: 'demo-care' },
      remotes: {},
      termsUrl,
      privacyPolicyUrl: 'https://hospicjum.example.org/prywatnosc',
    });

    const terms = await screen.findByRole('link', {
      name: 'Przeczytaj Regulamin (otwiera się w nowej karcie)',
    });
    expect(terms).toHaveAttribute('href', termsUrl);
    expect(terms).toHaveAttribute('target', '_blank');
    expect(terms.getAttribute('rel')?.split(' ')).toContain('noopener');
    // Registering accepts the privacy policy in force too: it is linked beside the terms.
    expect(
      screen.getByRole('link', {
        name: 'Przeczytaj Politykę prywatności (otwiera się w nowej karcie)',
      }),
    ).toHaveAttribute('href', 'https://hospicjum.example.org/prywatnosc');
    // The checkbox keeps its own name: the link is beside it, not inside its label.
    expect(screen.getByRole('checkbox', { name: 'Akceptuję Regulamin' })).toBeInTheDocument();
    view.unmount();

    // None named: the checkbox as it was, and no link.
    await renderPage('pl');
    await screen.findByRole('checkbox', { name: 'Akceptuję Regulamin' });
    expect(screen.queryByRole('link', { name: /Regulamin|Polityk/ })).toBeNull();
  });

  it('asks for them in Polish', async () => {
    answerRegistration(newAccount);
    await renderPage('pl');

    await userEvents().click(screen.getByRole('button', { name: 'Zakończ rejestrację' }));

    expect(await screen.findByText('Imię jest wymagane')).toBeInTheDocument();
    expect(screen.getByText('Nazwisko jest wymagane')).toBeInTheDocument();
    expect(screen.getByText('Musisz zaakceptować Regulamin')).toBeInTheDocument();
  });

  it('treats a name of spaces as missing', async () => {
    answerRegistration(newAccount);
    await renderPage();
    const events = userEvents();

    await events.type(screen.getByRole('textbox', { name: 'First name' }), '   ');
    await events.tab();

    expect(await screen.findByText('First name is required')).toBeInTheDocument();
  });

  it('registers, refreshes the token at once, loads the account and follows the guard to the invitations', async () => {
    answerRegistration(newAccount);
    await renderPage();
    const events = userEvents();

    await events.type(screen.getByRole('textbox', { name: 'First name' }), ' Nina ');
    await events.type(screen.getByRole('textbox', { name: 'Last name' }), 'Nowak');
    await events.click(screen.getByRole('checkbox', { name: 'I accept the Terms of Service' }));
    await events.click(screen.getByRole('button', { name: 'Complete registration' }));

    expect(await screen.findByRole('heading', { name: 'Invitations page' })).toBeInTheDocument();
    expect(registrations).toEqual([
      { firstName: 'Nina', lastName: 'Nowak', isPolicyAccepted: true },
    ]);
    expect(steps).toEqual(['POST /account/register', 'token refresh true']);
    expect(api.requests.map((request) => request.name)).toEqual(
      expect.arrayContaining(['getMe', 'getPermissions']),
    );
    expect(await screen.findByText('Your registration is complete.')).toBeVisible();
  });

  it('carries on when the account was registered already (409)', async () => {
    answerRegistration(problem(409, problemTypes.conflict));
    await renderPage();
    const events = userEvents();

    await events.type(screen.getByRole('textbox', { name: 'First name' }), 'Nina');
    await events.type(screen.getByRole('textbox', { name: 'Last name' }), 'Nowak');
    await events.click(screen.getByRole('checkbox', { name: 'I accept the Terms of Service' }));
    await events.click(screen.getByRole('button', { name: 'Complete registration' }));

    expect(await screen.findByRole('heading', { name: 'Invitations page' })).toBeInTheDocument();
  });

  it('says so when the registration fails, and stays', async () => {
    answerRegistration(problem(500, problemTypes.internal));
    await renderPage();
    const events = userEvents();

    await events.type(screen.getByRole('textbox', { name: 'First name' }), 'Nina');
    await events.type(screen.getByRole('textbox', { name: 'Last name' }), 'Nowak');
    await events.click(screen.getByRole('checkbox', { name: 'I accept the Terms of Service' }));
    await events.click(screen.getByRole('button', { name: 'Complete registration' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The registration could not be completed. Try again.');
    expect(alert).toHaveFocus();
    expect(steps).toEqual(['POST /account/register']);
  });

  it('is closed to a registered user', async () => {
    answerRegistration(newAccount);
    await reportSession(sdk, user, { email_verified: true, internalId: newAccount.id });
    await renderPage();

    expect(await screen.findByRole('heading', { name: 'Invitations page' })).toBeInTheDocument();
    expect(steps).toEqual([]);
  });
});
