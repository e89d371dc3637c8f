/// <reference types="@testing-library/jest-dom" />
import { accountEndpoints } from '@care/contracts/account';
import { invitationEndpoints } from '@care/contracts/member';
import { problemTypes } from '@care/contracts/problem';
import { getLanguage } from '@care/i18n';
import { routePatterns, routes, useLayoutSettings } from '@care/platform';
import { problem } from '@care/testing';
import { watchFakeSession, type FakeIdentitySdk } from '@care/testing/identity';
import { screen, waitFor, within } from '@testing-library/react';
import { renderAccountApp, stubAccount } from '../../../testing/render-account-app';

jest.mock('firebase/auth', () =>
  jest.requireActual('@care/testing/identity').createFakeIdentitySdk(),
);
const sdk = jest.requireMock<FakeIdentitySdk>('firebase/auth');

jest.setTimeout(30_000);

beforeAll(() => watchFakeSession(sdk));
beforeEach(() => sdk.signOut.mockReset());

const openSettings = (answer?: Parameters<typeof renderAccountApp>[2]) =>
  renderAccountApp(routePatterns.settings, routes.settings(), answer);

describe('settings', () => {
  it('changes the language at once', async () => {
    const { user } = await openSettings();
    await user.click(screen.getByRole('radio', { name: 'Polski' }));
    await waitFor(() => expect(getLanguage()).toBe('pl'));
    expect(await screen.findByRole('heading', { name: 'Ustawienia' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'English' }));
    await waitFor(() => expect(getLanguage()).toBe('en'));
  });

  it('changes the layout in the store the configurator edits', async () => {
    const { user } = await openSettings();
    await user.click(screen.getByRole('radio', { name: 'Slides over the page' }));
    expect(useLayoutSettings.getState().menuMode).toBe('overlay');
    await user.click(screen.getByRole('radio', { name: 'Largest' }));
    expect(useLayoutSettings.getState().scale).toBe(16);
    await user.click(screen.getByRole('radio', { name: 'Shaded' }));
    expect(useLayoutSettings.getState().inputStyle).toBe('filled');
    await user.click(screen.getByRole('switch', { name: 'Click animation' }));
    expect(useLayoutSettings.getState().ripple).toBe(false);
  });

  it('deletes the account only at the second confirmation, then signs out', async () => {
    const { user, api, router } = await openSettings((stub) =>
      stub.on(accountEndpoints.deleteMe, { answer: undefined }),
    );
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    const first = await screen.findByRole('alertdialog', {
      name: 'Delete your account? This cannot be undone.',
    });
    await user.click(within(first).getByRole('button', { name: 'Continue' }));

    const final = await screen.findByRole('alertdialog', { name: 'Are you absolutely sure?' });
    expect(api.requestsTo(accountEndpoints.deleteMe)).toHaveLength(0);
    await user.click(within(final).getByRole('button', { name: 'Delete my account' }));

    expect(await screen.findByText('Your account was deleted.')).toBeInTheDocument();
    expect(api.requestsTo(accountEndpoints.deleteMe)).toHaveLength(1);
    expect(sdk.signOut).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(router.state.location.pathname).toBe(routes.login()));
  });

  it('keeps the account when the second step is cancelled', async () => {
    const { user, api } = await openSettings();
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Continue' }),
    );
    const final = await screen.findByRole('alertdialog', { name: 'Are you absolutely sure?' });
    await user.click(within(final).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.requestsTo(accountEndpoints.deleteMe)).toHaveLength(0);
    expect(sdk.signOut).not.toHaveBeenCalled();
  });

  it('says why the deletion was refused and stays signed in', async () => {
    const reason =
      'You are the last super operator of Hospicjum Demo, which has other members: make one of them a super operator before deleting your account.';
    const { user } = await openSettings((stub) =>
      stub.on(accountEndpoints.deleteMe, {
        answer: problem(409, problemTypes.lastSuperOperator, { detail: reason }),
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Continue' }),
    );
    await user.click(
      within(
        await screen.findByRole('alertdialog', { name: 'Are you absolutely sure?' }),
      ).getByRole('button', { name: 'Delete my account' }),
    );
    expect(
      await screen.findByText('The account could not be deleted. Try again.'),
    ).toBeInTheDocument();
    expect(screen.getByText(reason)).toBeInTheDocument();
    expect(sdk.signOut).not.toHaveBeenCalled();
  });
});

describe('no role', () => {
  it('offers the same two-step deletion and signing out on the invitations page', async () => {
    const { user } = await renderAccountApp(
      routePatterns.invitations,
      routes.invitations(),
      (stub) =>
        stubAccount(stub).on(invitationEndpoints.listInvitations, { answer: { items: [] } }),
    );
    expect(await screen.findByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    expect(
      await screen.findByRole('alertdialog', {
        name: 'Delete your account? This cannot be undone.',
      }),
    ).toBeInTheDocument();
  });
});
