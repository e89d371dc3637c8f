/// <reference types="@testing-library/jest-dom" />
import type { AccountInfo } from '@care/contracts';
import { routes } from '@care/platform';
import { screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { RequireAuth } from '../../app/guard/RequireAuth';
import { installFakeApi, problem, type FakeAnswer } from '../../app/testing/fake-api';
import { accountRoutes, noPermissions } from '../../app/testing/fixtures';
import { renderRoutes } from '../../app/testing/render';
import {
  fakeUser,
  reportSession,
  watchFakeSession,
  type FakeIdentitySdk,
  type FakeUser,
} from '../auth/testing/fake-identity-sdk';
import { CompleteRegistrationPage } from './CompleteRegistrationPage';

jest.mock('firebase/auth', () =>
  jest.requireActual('../auth/testing/fake-identity-sdk').createFakeIdentitySdk(),
);
const sdk = jest.requireMock<FakeIdentitySdk>('firebase/auth');

const newAccount: AccountInfo = {
  id: '3f2e1d0c-9b8a-4c7d-8e6f-5a4b3c2d1e0f',
  firstName: 'Nina',
  lastName: 'Nowak',
  email: 'nina@care.test',
  isPolicyAccepted: true,
  createdAt: '2026-11-22T03:00:00.000Z',
};

let user: FakeUser;
/** What happened, in order: the API's answers and the identity SDK's token reads. */
let steps: string[];
let registrations: unknown[];
let api: ReturnType<typeof installFakeApi>;

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
afterEach(() => api.restore());

function answerRegistration(answer: FakeAnswer) {
  api = installFakeApi({
    ...accountRoutes(noPermissions, newAccount),
    'POST /account/register': () => {
      steps.push('POST /account/register');
      return answer;
    },
  });
  // The table answers by path; the body is read here.
  const answerFromTable = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    if (request.method === 'POST') registrations.push(await request.clone().json());
    return answerFromTable(request);
  }) as typeof fetch;
}

const renderPage = (language: 'en' | 'pl' = 'en') =>
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
    { path: routes.completeRegistration(), language },
  );

const userEvents = () =>
  userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

describe('complete registration page', () => {
  it('asks for the first name, the last name and the Terms of Service', async () => {
    answerRegistration({ status: 201, body: newAccount });
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

  it('asks for them in Polish', async () => {
    answerRegistration({ status: 201, body: newAccount });
    await renderPage('pl');

    await userEvents().click(screen.getByRole('button', { name: 'Zakończ rejestrację' }));

    expect(await screen.findByText('Imię jest wymagane')).toBeInTheDocument();
    expect(screen.getByText('Nazwisko jest wymagane')).toBeInTheDocument();
    expect(screen.getByText('Musisz zaakceptować Regulamin')).toBeInTheDocument();
  });

  it('treats a name of spaces as missing', async () => {
    answerRegistration({ status: 201, body: newAccount });
    await renderPage();
    const events = userEvents();

    await events.type(screen.getByRole('textbox', { name: 'First name' }), '   ');
    await events.tab();

    expect(await screen.findByText('First name is required')).toBeInTheDocument();
  });

  it('registers, refreshes the token at once, loads the account and follows the guard to the invitations', async () => {
    answerRegistration({ status: 201, body: newAccount });
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
    expect(api.requests).toEqual(
      expect.arrayContaining(['GET /account/me', 'GET /account/permissions']),
    );
    expect(await screen.findByText('Your registration is complete.')).toBeVisible();
  });

  it('carries on when the account was registered already (409)', async () => {
    answerRegistration(problem(409, 'conflict'));
    await renderPage();
    const events = userEvents();

    await events.type(screen.getByRole('textbox', { name: 'First name' }), 'Nina');
    await events.type(screen.getByRole('textbox', { name: 'Last name' }), 'Nowak');
    await events.click(screen.getByRole('checkbox', { name: 'I accept the Terms of Service' }));
    await events.click(screen.getByRole('button', { name: 'Complete registration' }));

    expect(await screen.findByRole('heading', { name: 'Invitations page' })).toBeInTheDocument();
  });

  it('says so when the registration fails, and stays', async () => {
    answerRegistration(problem(500));
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
    answerRegistration({ status: 201, body: newAccount });
    await reportSession(sdk, user, { email_verified: true, internalId: newAccount.id });
    await renderPage();

    expect(await screen.findByRole('heading', { name: 'Invitations page' })).toBeInTheDocument();
    expect(steps).toEqual([]);
  });
});
