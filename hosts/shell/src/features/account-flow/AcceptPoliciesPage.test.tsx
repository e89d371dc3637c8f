/// <reference types="@testing-library/jest-dom" />
import { accountEndpoints, type AccountInfo } from '@care/contracts/account';
import { problemTypes } from '@care/contracts/problem';
import type { RuntimeConfig } from '@care/contracts/runtime-config';
import { routePatterns, routes } from '@care/platform';
import { problem, stubApi, type ApiStub, type StubBody } from '@care/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { RequireAuth } from '../../app/guard/RequireAuth';
import {
  demoOrganization,
  operatorInfo,
  operatorOf,
  signInAs,
  stubAccount,
} from '../../app/testing/fixtures';
import { renderRoutes } from '../../app/testing/render';
import { AcceptPoliciesPage } from './AcceptPoliciesPage';

const versions = { privacy: '2027-02-01', terms: '2026-12-01' };
/** An operator who accepted the documents before the privacy policy changed. */
const toAsk: AccountInfo = {
  ...operatorInfo,
  policyVersions: versions,
  policiesToAccept: [{ document: 'privacy', version: '2027-02-01', acceptedVersion: '2026-12-01' }],
};
const accepted: AccountInfo = {
  ...toAsk,
  policiesToAccept: [],
  policiesAcceptedAt: '2027-02-02T08:00:00.000Z',
};
/** An account from before versions were kept: asked for both. */
const neverAsked: AccountInfo = {
  ...operatorInfo,
  policyVersions: versions,
  policiesAcceptedAt: null,
  policiesToAccept: [
    { document: 'privacy', version: '2027-02-01', acceptedVersion: null },
    { document: 'terms', version: '2026-12-01', acceptedVersion: null },
  ],
};
const documents: RuntimeConfig = {
  apiBaseUrl: '/api/v1',
  firebase: { apiKey: 'k', authDomain: 'd', projectId: 'demo-care' },
  remotes: {},
  termsUrl: 'https://hospicjum.example.org/regulamin',
  privacyPolicyUrl: 'https://hospicjum.example.org/prywatnosc',
};

let api: ApiStub;
let acceptances: unknown[];

function stub(info: AccountInfo, answer: StubBody<typeof accountEndpoints.acceptPolicies>) {
  acceptances = [];
  api = stubAccount(stubApi(), operatorOf(demoOrganization.id), info).on(
    accountEndpoints.acceptPolicies,
    {
      answer: (request) => {
        acceptances.push(request.body);
        return answer;
      },
    },
  );
}

const membersPath = `${routes.organization({ id: demoOrganization.id })}?page=2`;

/** The members page behind the panel guard, and the policies page the guard may send to. */
const renderPanel = (path: string, language: 'en' | 'pl' = 'en', runtimeConfig = documents) =>
  renderRoutes(
    [
      {
        path: routePatterns.organization,
        element: (
          <RequireAuth policy="panel">
            <h1>Members page</h1>
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
      {
        path: routes.acceptPolicies(),
        element: (
          <RequireAuth policy="acceptPolicies">
            <AcceptPoliciesPage />
          </RequireAuth>
        ),
      },
    ],
    { path, language, runtimeConfig },
  );

const userEvents = () =>
  userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

beforeAll(() => {
  // jsdom has no PointerEvent; the checkbox's press tracking creates one on focus.
  if (!('PointerEvent' in window)) Object.assign(window, { PointerEvent: MouseEvent });
});

describe('accept policies page', () => {
  it('stops a person with a new version to accept before the page they opened, and takes them there once accepted', async () => {
    stub(toAsk, accepted);
    signInAs(toAsk);
    const { router } = await renderPanel(membersPath);

    expect(
      await screen.findByRole('heading', { name: 'Accept the current documents' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(routes.acceptPolicies());
    expect(screen.getByText(/have changed since you last accepted them/)).toBeInTheDocument();
    // Only the document that changed is asked about, with its new version and the old one.
    const privacy = screen.getByRole('checkbox', {
      name: 'I accept the privacy policy (version 2027-02-01)',
    });
    expect(privacy).toHaveAccessibleDescription('You accepted version 2026-12-01 before.');
    expect(screen.queryByRole('checkbox', { name: /Terms of Service/ })).toBeNull();
    const link = screen.getByRole('link', { name: 'Read the privacy policy (opens in a new tab)' });
    expect(link).toHaveAttribute('href', documents.privacyPolicyUrl);
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();

    const events = userEvents();
    await events.click(privacy);
    await events.click(screen.getByRole('button', { name: 'I accept' }));

    expect(await screen.findByRole('heading', { name: 'Members page' })).toBeInTheDocument();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(membersPath);
    expect(acceptances).toEqual([{ privacyVersion: '2027-02-01', termsVersion: '2026-12-01' }]);
  });

  it('sends nothing until every document asked about is ticked', async () => {
    stub(neverAsked, accepted);
    signInAs(neverAsked);
    await renderPanel(routes.dashboard());
    const events = userEvents();

    await screen.findByRole('heading', { name: 'Accept the current documents' });
    expect(screen.getByText(/read and accept the documents/)).toBeInTheDocument();
    await events.click(
      screen.getByRole('checkbox', { name: /Terms of Service \(version 2026-12-01\)/ }),
    );
    await events.click(screen.getByRole('button', { name: 'I accept' }));

    const privacy = screen.getByRole('checkbox', { name: /privacy policy \(version 2027-02-01\)/ });
    await waitFor(() =>
      expect(privacy).toHaveAccessibleDescription('Tick to accept this document'),
    );
    expect(acceptances).toEqual([]);

    // Space ticks the focused box and Enter sends the form: the page works from the keyboard.
    privacy.focus();
    await events.keyboard(' ');
    await events.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
    expect(acceptances).toHaveLength(1);
  });

  it('asks in Polish, without links when the deployment names no documents', async () => {
    stub(neverAsked, accepted);
    signInAs(neverAsked);
    await renderPanel(routes.dashboard(), 'pl', {
      ...documents,
      termsUrl: undefined,
      privacyPolicyUrl: undefined,
    });

    expect(
      await screen.findByRole('heading', { name: 'Zaakceptuj aktualne dokumenty' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('checkbox', { name: 'Akceptuję Politykę prywatności (wersja 2027-02-01)' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('checkbox', { name: 'Akceptuję Regulamin (wersja 2026-12-01)' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Akceptuję' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Wyloguj się' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('says so and asks again when a newer version came in while the page was open', async () => {
    stub(toAsk, problem(409, problemTypes.stalePolicyVersion));
    signInAs(toAsk);
    await renderPanel(routes.dashboard());
    const events = userEvents();

    await events.click(
      await screen.findByRole('checkbox', { name: /privacy policy \(version 2027-02-01\)/ }),
    );
    await events.click(screen.getByRole('button', { name: 'I accept' }));

    expect(await screen.findByText(/A newer version was published/)).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Accept the current documents' }),
    ).toBeInTheDocument();
    expect(api.requests.filter((request) => request.name === 'getMe').length).toBeGreaterThan(1);
  });

  it('sends a person with nothing to accept on from the policies page', async () => {
    stub(operatorInfo, operatorInfo);
    signInAs();
    await renderPanel(routes.acceptPolicies());
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
  });
});
