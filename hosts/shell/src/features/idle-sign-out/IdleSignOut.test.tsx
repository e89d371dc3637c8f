/// <reference types="@testing-library/jest-dom" />
import { accountEndpoints } from '@care/contracts/account';
import { routes } from '@care/platform';
import { type ApiStub, stubApi } from '@care/testing';
import {
  type FakeIdentitySdk,
  fakeUser,
  reportSession,
  watchFakeSession,
} from '@care/testing/identity';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderRoutes } from '../../app/testing/render';
import { LoginPage } from '../auth/LoginPage';
import { type IdleMessage } from './idle-channel';
import { IdleSignOut } from './IdleSignOut';

// The identity SDK is the boundary: signing out is its call; the timer, the tabs' channel and
// the pages are real, on a clock the test moves.
jest.mock('firebase/auth', () =>
  jest.requireActual('@care/testing/identity').createFakeIdentitySdk(),
);
const sdk = jest.requireMock<FakeIdentitySdk>('firebase/auth');

const minute = 60_000;
let api: ApiStub;
/** Another tab of the panel in the same browser. */
let otherTab: BroadcastChannel;
let heardFromThisTab: IdleMessage[];

beforeAll(() => watchFakeSession(sdk));
beforeEach(async () => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  sdk.signOut.mockReset().mockImplementation(async () => reportSession(sdk, null));
  await reportSession(sdk, fakeUser('operator@care.test'));
  heardFromThisTab = [];
  otherTab = new BroadcastChannel('care-idle-sign-out');
  otherTab.onmessage = (event: MessageEvent<IdleMessage>) => heardFromThisTab.push(event.data);
});
afterEach(() => {
  otherTab.close();
  jest.useRealTimers();
});

/** The panel open in this tab, where the person's organizations sign out after `minutes`. */
async function openPanel({
  language = 'en',
  minutes = 5,
}: { language?: 'en' | 'pl'; minutes?: number } = {}) {
  api = stubApi().on(accountEndpoints.getSessionPolicy, {
    answer: { idleSignOutMinutes: minutes },
  });
  const rendered = await renderRoutes(
    [
      { path: '/', element: <IdleSignOut /> },
      { path: routes.login(), element: <LoginPage /> },
    ],
    { language },
  );
  await waitFor(() => expect(api.requestsTo(accountEndpoints.getSessionPolicy)).toHaveLength(1));
  return rendered;
}

const idleFor = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

describe('idle sign-out', () => {
  it('warns a minute before, counts down, then signs out and says why on the login page', async () => {
    const { router } = await openPanel();

    await idleFor(4 * minute - 1_000);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await idleFor(1_000);
    expect(
      await screen.findByRole('alertdialog', { name: 'You are about to be signed out' }),
    ).toHaveTextContent('signed out in 60 seconds');
    await idleFor(59_000);
    expect(screen.getByRole('alertdialog')).toHaveTextContent('signed out in 1 second.');
    expect(sdk.signOut).not.toHaveBeenCalled();

    await idleFor(1_000);

    await waitFor(() => expect(router.state.location.pathname).toBe(routes.login()));
    expect(sdk.signOut).toHaveBeenCalledTimes(1);
    expect(
      screen.getByText('You were signed out after 5 minutes without activity.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(heardFromThisTab).toContainEqual({ type: 'signedOut', minutes: 5 }));
  });

  it('counts from the last activity: a key pressed before the warning postpones it', async () => {
    await openPanel();

    await idleFor(3 * minute);
    fireEvent.keyDown(window, { key: 'a' });
    await idleFor(3 * minute);

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(sdk.signOut).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(heardFromThisTab).toContainEqual(expect.objectContaining({ type: 'active' })),
    );
    await idleFor(2 * minute);
    await waitFor(() => expect(sdk.signOut).toHaveBeenCalledTimes(1));
  });

  it('stays signed in when asked, counting the full time again from then', async () => {
    await openPanel();
    await idleFor(4 * minute + 30_000);

    fireEvent.click(screen.getByRole('button', { name: 'Stay signed in' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await idleFor(4 * minute);

    expect(sdk.signOut).not.toHaveBeenCalled();
    expect(await screen.findByRole('alertdialog')).toBeInTheDocument();
  });

  it('follows the other tabs: their activity keeps it open, their sign-out signs it out', async () => {
    await openPanel();
    await idleFor(4 * minute + 10_000);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();

    otherTab.postMessage({ type: 'active', at: Date.now() } satisfies IdleMessage);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await idleFor(3 * minute);
    expect(sdk.signOut).not.toHaveBeenCalled();

    otherTab.postMessage({ type: 'signedOut', minutes: 5 } satisfies IdleMessage);
    await waitFor(() => expect(sdk.signOut).toHaveBeenCalledTimes(1));
  });

  it('takes the organization’s minutes, and words the warning in Polish', async () => {
    await openPanel({ language: 'pl', minutes: 30 });

    await idleFor(28 * minute);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await idleFor(1 * minute);

    const warning = await screen.findByRole('alertdialog', {
      name: 'Za chwilę nastąpi wylogowanie',
    });
    expect(warning).toHaveTextContent('wylogowanie nastąpi za 60 sekund.');
    expect(screen.getByRole('button', { name: 'Zostań zalogowany' })).toBeInTheDocument();
  });
});
