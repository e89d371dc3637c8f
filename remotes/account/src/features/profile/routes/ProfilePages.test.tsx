/// <reference types="@testing-library/jest-dom" />
import { accountEndpoints } from '@care/contracts/account';
import { invitationEndpoints } from '@care/contracts/member';
import { answerSignInAgain, routePatterns, routes, useSignInAgainQuestion } from '@care/platform';
import {
  fakeUser,
  identityError,
  reportSession,
  watchFakeSession,
  type FakeIdentitySdk,
} from '@care/testing/identity';
import { Button, UiProvider } from '@care/ui';
import { act, render, screen, waitFor, within } from '@testing-library/react';
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
  sdk.linkWithPopup.mockReset();
  sdk.unlink.mockReset();
  await reportSession(sdk, fakeUser(accountInfo.email));
});

const openProfile = (
  url: string,
  api?: Parameters<typeof renderAccountApp>[2],
  language?: Parameters<typeof renderAccountApp>[3],
) =>
  renderAccountApp(
    routePatterns.profile,
    url,
    (stub) => {
      stubAccount(stub, { persons: [ownPerson, ward] }).on(invitationEndpoints.countInvitations, {
        answer: { count: 3 },
      });
      api?.(stub);
    },
    language,
  );

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

    expect(await screen.findByText('Your profile was saved.')).toBeInTheDocument();
    expect(api.requestsTo(accountEndpoints.updateMe)[0]!.body).toEqual({
      firstName: 'Zuzanna',
      lastName: 'Nowak',
      formOfAddress: null,
    });
  });

  it('saves the form of address the person chooses, and "not chosen" as none', async () => {
    const { user, api } = await openProfile(routes.profile(), (stub) =>
      stub.on(accountEndpoints.updateMe, { answer: { ...accountInfo, formOfAddress: 'PANI' } }),
    );
    const select = await screen.findByRole('combobox', { name: /^Form of address/ });
    await user.selectOptions(select, 'PANI');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your profile was saved.')).toBeInTheDocument();
    expect(api.requestsTo(accountEndpoints.updateMe)[0]!.body).toMatchObject({
      formOfAddress: 'PANI',
    });
    expect(select).toHaveValue('PANI');
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

  it.each([
    [
      'en',
      'Current password',
      'New password',
      'Confirm new password',
      'Change password',
      'The current password is wrong.',
    ],
    [
      'pl',
      'Obecne hasło',
      'Nowe hasło',
      'Powtórz nowe hasło',
      'Zmień hasło',
      'Obecne hasło jest nieprawidłowe.',
    ],
  ] as const)(
    'in %s says on its field that the current password is wrong, and changes nothing',
    async (language, current, next, confirm, submit, message) => {
      sdk.reauthenticateWithCredential.mockRejectedValue(identityError('auth/wrong-password'));
      const { user } = await openProfile(routes.profileSecurity(), undefined, language);
      const currentField = await screen.findByLabelText(new RegExp(`^${current}`));
      await user.type(currentField, 'zle-haslo');
      await user.type(screen.getByLabelText(new RegExp(`^${next}`)), 'nowe-haslo');
      await user.type(screen.getByLabelText(new RegExp(`^${confirm}`)), 'nowe-haslo');
      await user.click(screen.getByRole('button', { name: submit }));

      await waitFor(() => expect(currentField).toHaveAccessibleDescription(message));
      expect(currentField).toHaveFocus();
      // Not the sign-in page's wording, which names an e-mail nobody typed here.
      expect(screen.queryByText(/e-mail lub hasło|email or password/i)).not.toBeInTheDocument();
      expect(sdk.updatePassword).not.toHaveBeenCalled();
    },
  );

  it('still words other failures of the change in a toast', async () => {
    sdk.reauthenticateWithCredential.mockRejectedValue(identityError('auth/too-many-requests'));
    const { user } = await openProfile(routes.profileSecurity());
    await user.type(await screen.findByLabelText(/^Current password/), 'stare-haslo');
    await user.type(screen.getByLabelText(/^New password/), 'nowe-haslo');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'nowe-haslo');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText('The password could not be changed. Try again.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/Too many attempts/)).toBeInTheDocument();
  });

  it('styles its buttons as the panel’s primary buttons, not in a colour of their own', async () => {
    await openProfile(routes.profileSecurity());
    const button = await screen.findByRole('button', { name: 'Change password' });
    const { container } = render(
      <UiProvider>
        <Button type="submit" alignSelf="flex-start">
          Reference
        </Button>
      </UiProvider>,
    );
    const reference = container.querySelector('button')!;
    // The panel's primary button, laid out as the form lays it out: emotion gives equal styles
    // one class, so a palette of its own would show as another class.
    expect(button.className.split(' ').filter((name) => name.startsWith('css-'))).toEqual(
      reference.className.split(' ').filter((name) => name.startsWith('css-')),
    );
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

  it('links Google through its popup and unlinks it while another way remains', async () => {
    const user = fakeUser(accountInfo.email);
    await reportSession(sdk, user);
    signIn();
    sdk.linkWithPopup.mockImplementation(async () => {
      user.providerData = [...user.providerData, { providerId: 'google.com' }];
    });
    sdk.unlink.mockImplementation(async (_user: unknown, providerId: string) => {
      user.providerData = user.providerData.filter((linked) => linked.providerId !== providerId);
    });
    const { user: person } = await openProfile(routes.profileSecurity());
    const methods = await screen.findByRole('region', { name: 'Sign-in methods' });
    const row = (name: string) => within(methods).getByText(name).closest('li')!;

    await person.click(await within(methods).findByRole('button', { name: 'Link Google' }));
    expect(await screen.findByText('Sign-in method linked')).toBeInTheDocument();
    const [linkedUser, provider] = sdk.linkWithPopup.mock.calls[0]!;
    expect(linkedUser).toBe(user);
    expect(provider).toHaveProperty('providerId', 'google.com');
    await waitFor(() => expect(within(row('Google')).getByText('Linked')).toBeInTheDocument());

    await person.click(within(methods).getByRole('button', { name: 'Unlink Google' }));
    expect(await screen.findByText('Sign-in method unlinked')).toBeInTheDocument();
    expect(sdk.unlink).toHaveBeenCalledWith(user, 'google.com');
    await waitFor(() => expect(within(row('Google')).getByText('Not linked')).toBeInTheDocument());
    expect(within(methods).getByRole('button', { name: 'Link Apple' })).toBeEnabled();
  });

  it('keeps the only way of signing in, and says why', async () => {
    const user = fakeUser(accountInfo.email);
    user.providerData = [{ providerId: 'apple.com' }];
    await reportSession(sdk, user);
    signIn();
    await openProfile(routes.profileSecurity(), undefined, 'pl');
    const methods = await screen.findByRole('region', { name: 'Metody logowania' });
    expect(await within(methods).findByRole('button', { name: 'Odłącz: Apple' })).toBeDisabled();
    expect(
      within(methods).getByText(
        'To jedyna metoda logowania tego konta, więc nie można jej odłączyć.',
      ),
    ).toBeInTheDocument();
    expect(within(methods).getByRole('button', { name: 'Połącz: Google' })).toBeEnabled();
  });

  describe('with a sign-in the identity service finds too old', () => {
    /** The frame's sign-in-again prompt (the shell's, tested there), answered as the test says. */
    function SignInAgainStandIn({ signsIn }: { signsIn: boolean }) {
      const asked = useSignInAgainQuestion();
      return asked ? (
        <button type="button" onClick={() => answerSignInAgain(signsIn)}>
          Answer the sign-in prompt
        </button>
      ) : null;
    }

    const unlinkGoogleWith = async (signsIn: boolean) => {
      const user = fakeUser(accountInfo.email);
      user.providerData = [{ providerId: 'password' }, { providerId: 'google.com' }];
      await reportSession(sdk, user);
      signIn();
      sdk.unlink
        .mockRejectedValueOnce(identityError('auth/requires-recent-login'))
        .mockResolvedValue(undefined);
      render(<SignInAgainStandIn signsIn={signsIn} />);
      const { user: person } = await openProfile(routes.profileSecurity());
      const methods = await screen.findByRole('region', { name: 'Sign-in methods' });
      await person.click(await within(methods).findByRole('button', { name: 'Unlink Google' }));
      await person.click(await screen.findByRole('button', { name: 'Answer the sign-in prompt' }));
    };

    it('asks the person to sign in again, then unlinks', async () => {
      await unlinkGoogleWith(true);
      expect(await screen.findByText('Sign-in method unlinked')).toBeInTheDocument();
      expect(sdk.unlink).toHaveBeenCalledTimes(2);
    });

    it('leaves the method linked when the person does not sign in again', async () => {
      await unlinkGoogleWith(false);
      expect(
        await screen.findByText('For your security, sign in again and then repeat this step.'),
      ).toBeInTheDocument();
      expect(sdk.unlink).toHaveBeenCalledTimes(1);
    });
  });

  it('says when the chosen Google account belongs to another account of the panel', async () => {
    sdk.linkWithPopup.mockRejectedValue(identityError('auth/credential-already-in-use'));
    const { user } = await openProfile(routes.profileSecurity());
    const methods = await screen.findByRole('region', { name: 'Sign-in methods' });
    await user.click(await within(methods).findByRole('button', { name: 'Link Google' }));
    expect(
      await screen.findByText(
        'This Google or Apple account is already linked to another account of the panel. Choose another one.',
      ),
    ).toBeInTheDocument();
  });
});
