/// <reference types="@testing-library/jest-dom" />
import { accountEndpoints } from '@care/contracts/account';
import { problemTypes } from '@care/contracts/problem-types';
import { callEndpoint } from '@care/platform';
import { problem, stubApi } from '@care/testing';
import {
  type FakeIdentitySdk,
  fakeUser,
  identityError,
  reportSession,
  watchFakeSession,
} from '@care/testing/identity';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderRoutes } from '../../app/testing/render';
import { SignInAgainPrompt } from './SignInAgainPrompt';

// The identity SDK is the boundary: its answers are stubbed; the API client and the prompt are real.
jest.mock('firebase/auth', () =>
  jest.requireActual('@care/testing/identity').createFakeIdentitySdk(),
);
const sdk = jest.requireMock<FakeIdentitySdk>('firebase/auth');

let token: string;
const signedInAnHourAgo = 'token-of-an-hour-old-sign-in';
const signedInJustNow = 'token-of-a-sign-in-just-now';

beforeAll(() => watchFakeSession(sdk));
beforeEach(() => {
  sdk.reauthenticateWithCredential.mockReset().mockImplementation(async () => {
    token = signedInJustNow;
    return {};
  });
  sdk.reauthenticateWithPopup.mockReset().mockImplementation(async () => {
    token = signedInJustNow;
    return {};
  });
  token = signedInAnHourAgo;
});

/** A page with a step the API refuses once for an old sign-in, as deleting the account is. */
function DeletesTheAccount() {
  const [outcome, setOutcome] = useState('');
  const remove = () =>
    callEndpoint(accountEndpoints.deleteMe, { body: {} }).then(
      () => setOutcome('deleted'),
      (error: { problem?: { type: string } }) => setOutcome(`failed: ${error.problem?.type}`),
    );
  return (
    <>
      <button onClick={() => void remove()}>Delete my account</button>
      <output>{outcome}</output>
      <SignInAgainPrompt />
    </>
  );
}

async function startDeleting(providers: string[] = ['password']) {
  const user = fakeUser('operator@care.test');
  user.providerData = providers.map((providerId) => ({ providerId }));
  await reportSession(sdk, user);
  const api = stubApi({ getIdToken: async () => token })
    .on(accountEndpoints.deleteMe, { answer: problem(403, problemTypes.reauthenticationRequired) })
    .on(accountEndpoints.deleteMe, {});
  await renderRoutes([{ path: '/', element: <DeletesTheAccount /> }]);
  await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
  return {
    api,
    user,
    dialog: await screen.findByRole('alertdialog', { name: 'Confirm it is you' }),
  };
}

describe('signing in again for a step that cannot be undone', () => {
  it('asks for the password, signs in again and sends the step once more with the new token', async () => {
    const { api, user, dialog } = await startDeleting();

    await userEvent.type(within(dialog).getByLabelText(/Password/), 'demo1234');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('deleted')).toBeInTheDocument();
    expect(sdk.reauthenticateWithCredential).toHaveBeenCalledWith(
      user,
      expect.objectContaining({ email: 'operator@care.test', password: 'demo1234' }),
    );
    expect(user.getIdToken).toHaveBeenCalledWith(true);
    expect(
      api
        .requestsTo(accountEndpoints.deleteMe)
        .map((request) => request.headers.get('Authorization')),
    ).toEqual([`Bearer ${signedInAnHourAgo}`, `Bearer ${signedInJustNow}`]);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('says a wrong password on its field and sends nothing until the right one', async () => {
    const { api, dialog } = await startDeleting();
    sdk.reauthenticateWithCredential.mockRejectedValueOnce(identityError('auth/wrong-password'));

    await userEvent.type(within(dialog).getByLabelText(/Password/), 'wrong');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await within(dialog).findByText('The password is wrong.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Password/)).toHaveFocus();
    expect(api.requestsTo(accountEndpoints.deleteMe)).toHaveLength(1);
  });

  it('offers the popup to an account that signs in with Google, and no password field', async () => {
    const { dialog } = await startDeleting(['google.com']);

    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Confirm with Google' })).toBeEnabled(),
    );
    expect(within(dialog).queryByLabelText(/Password/)).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm with Google' }));

    expect(await screen.findByText('deleted')).toBeInTheDocument();
    expect(sdk.reauthenticateWithPopup).toHaveBeenCalled();
  });

  it('leaves the step undone when the person cancels', async () => {
    const { api, dialog } = await startDeleting();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(
      await screen.findByText(`failed: ${problemTypes.reauthenticationRequired}`),
    ).toBeInTheDocument();
    expect(api.requestsTo(accountEndpoints.deleteMe)).toHaveLength(1);
    expect(sdk.reauthenticateWithCredential).not.toHaveBeenCalled();
  });

  it('is worded in Polish', async () => {
    await reportSession(sdk, fakeUser('operator@care.test'));
    stubApi({ getIdToken: async () => token }).on(accountEndpoints.deleteMe, {
      answer: problem(403, problemTypes.reauthenticationRequired),
    });
    await renderRoutes([{ path: '/', element: <DeletesTheAccount /> }], { language: 'pl' });
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Potwierdź, że to Ty' });
    expect(within(dialog).getByLabelText(/Hasło/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Potwierdź' })).toBeInTheDocument();
  });
});
