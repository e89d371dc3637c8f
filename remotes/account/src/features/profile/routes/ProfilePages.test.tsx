/// <reference types="@testing-library/jest-dom" />
import { accountEndpoints } from '@care/contracts/account';
import { invitationEndpoints } from '@care/contracts/member';
import { routePatterns, routes } from '@care/platform';
import {
  fakeUser,
  identityError,
  reportSession,
  watchFakeSession,
  type FakeIdentitySdk,
} from '@care/testing/identity';
import { act, screen, waitFor, within } from '@testing-library/react';
import {
  accountInfo,
  ownPerson,
  renderAccountApp,
  signIn,
  stubAccount,
} from '../../../testing/render-account-app';

jest.mock('firebase/auth', () =>
  jest.requireActual('@care/testing/identity').createFakeIdentitySdk(),
);
const sdk = jest.requireMock<FakeIdentitySdk>('firebase/auth');

jest.setTimeout(30_000);

const ward = {
  id: '1b2c3d4e-5f60-4718-8293-a4b5c6d7e8f9',
  firstName: 'Jan',
  lastName: 'Nowak',
  isOwn: false,
};

beforeAll(() => watchFakeSession(sdk));
beforeEach(async () => {
  sdk.reauthenticateWithCredential.mockReset();
  sdk.updatePassword.mockReset();
  await reportSession(sdk, fakeUser(accountInfo.email));
});

const openProfile = (url: string, api?: Parameters<typeof renderAccountApp>[2]) =>
  renderAccountApp(routePatterns.profile, url, (stub) => {
    stubAccount(stub, { persons: [ownPerson, ward] }).on(invitationEndpoints.countInvitations, {
      answer: { count: 3 },
    });
    api?.(stub);
  });

describe('profile', () => {
  it('asks before a changed name is left for another page', async () => {
    const { user, router } = await openProfile(routes.profile());
    await user.type(await screen.findByRole('textbox', { name: 'First name' }), 'na');

    // As a sidebar link does.
    await act(() => router.navigate('/'));
    expect(await screen.findByText('Leave without saving?')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(routes.profile());
  });

  it('shows the e-mail and the persons, and saves a new name', async () => {
    const renamed = { ...accountInfo, firstName: 'Zuzanna' };
    const { user, api } = await openProfile(routes.profile(), (stub) =>
      stub.on(accountEndpoints.updateMe, { answer: renamed }),
    );
    const firstName = await screen.findByRole('textbox', { name: 'First name' });
    expect(firstName).toHaveValue('Zofia');
    expect(screen.getByText(accountInfo.email)).toBeInTheDocument();
    const persons = screen.getByRole('region', { name: 'Persons' });
    expect(within(persons).getByText('Jan Nowak')).toBeInTheDocument();
    expect(within(persons).getByText('In your care')).toBeInTheDocument();
    // The invitations page is badged with the pending count.
    expect(
      screen.getByRole('link', { name: 'Invitations, 3 pending invitations' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Information' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await user.clear(firstName);
    await user.type(firstName, 'Zuzanna');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Your name was saved.')).toBeInTheDocument();
    expect(api.requestsTo(accountEndpoints.updateMe)[0]!.body).toEqual({
      firstName: 'Zuzanna',
      lastName: 'Nowak',
    });
  });

  it('changes the password after signing in again with the current one', async () => {
    const { user } = await openProfile(routes.profileSecurity());
    await user.type(await screen.findByLabelText(/^Current password/), 'stare-haslo');
    await user.type(screen.getByLabelText(/^New password/), 'nowe-haslo');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'nowe-haslo');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText('Your password was changed.')).toBeInTheDocument();
    expect(sdk.reauthenticateWithCredential).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ email: accountInfo.email, password: 'stare-haslo' }),
    );
    expect(sdk.updatePassword).toHaveBeenCalledWith(expect.anything(), 'nowe-haslo');
    expect(screen.getByLabelText(/^Current password/)).toHaveValue('');
  });

  it('words a wrong current password as the sign-in pages do, and changes nothing', async () => {
    sdk.reauthenticateWithCredential.mockRejectedValue(identityError('auth/wrong-password'));
    const { user } = await openProfile(routes.profileSecurity());
    await user.type(await screen.findByLabelText(/^Current password/), 'zle-haslo');
    await user.type(screen.getByLabelText(/^New password/), 'nowe-haslo');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'nowe-haslo');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    expect(
      await screen.findByText('The password could not be changed. Try again.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Invalid email or password.')).toBeInTheDocument();
    expect(sdk.updatePassword).not.toHaveBeenCalled();
  });

  it('asks for the new password twice, the same', async () => {
    const { user } = await openProfile(routes.profileSecurity());
    await user.type(await screen.findByLabelText(/^Current password/), 'stare-haslo');
    await user.type(screen.getByLabelText(/^New password/), 'nowe-haslo');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'inne-haslo');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Confirm new password/)).toHaveAccessibleDescription(
        'Passwords do not match',
      ),
    );
    expect(sdk.reauthenticateWithCredential).not.toHaveBeenCalled();
  });

  it('lists which sign-in methods are linked', async () => {
    const user = fakeUser(accountInfo.email);
    user.providerData = [{ providerId: 'password' }, { providerId: 'google.com' }];
    await reportSession(sdk, user);
    signIn();
    await openProfile(routes.profileSecurity());
    const methods = await screen.findByRole('region', { name: 'Sign-in methods' });
    const row = (name: string) => within(methods).getByText(name).closest('li')!;
    await waitFor(() => expect(within(row('Google')).getByText('Linked')).toBeInTheDocument());
    expect(within(row('Email and password')).getByText('Linked')).toBeInTheDocument();
    expect(within(row('Apple')).getByText('Not linked')).toBeInTheDocument();
  });
});
