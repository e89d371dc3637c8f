/// <reference types="@testing-library/jest-dom" />
import { accountEndpoints } from '@care/contracts/account';
import { type LiveEvent, liveEventEndpoints } from '@care/contracts/live-event';
import { invitationEndpoints } from '@care/contracts/member';
import { notificationEndpoints } from '@care/contracts/notification';
import { defaultLayoutSettings, initFirebase, useLayoutSettings } from '@care/platform';
import { stubApi, type ApiStub } from '@care/testing';
import { act, screen, waitFor } from '@testing-library/react';
import {
  demoOrganization,
  operatorInfo,
  operatorOf,
  signInAs,
  stubAccount,
  stubOrganization,
} from '../../app/testing/fixtures';
import { renderRoutes } from '../../app/testing/render';
import { AuthenticatedLayout } from '../layout/AuthenticatedLayout';

// The identity SDK is a boundary we do not own.
jest.mock('firebase/auth', () => ({
  initializeAuth: jest.fn(() => ({})),
  connectAuthEmulator: jest.fn(),
  signOut: jest.fn(async () => undefined),
}));

beforeAll(() =>
  initFirebase({ firebase: { apiKey: 'k', authDomain: 'd', projectId: 'demo-care' } }),
);

const newNotification: LiveEvent = {
  type: 'created',
  organizationId: demoOrganization.id,
  entity: 'notification',
  id: '3f2a1b0c-9d8e-4f7a-8b6c-5d4e3f2a1b0c',
};

let api: ApiStub;
beforeEach(() => {
  useLayoutSettings.setState(defaultLayoutSettings);
  signInAs();
  api = stubOrganization(stubAccount(stubApi(), operatorOf(demoOrganization.id)), demoOrganization)
    .on(invitationEndpoints.countInvitations, { answer: { count: 0 } })
    .on(accountEndpoints.getSessionPolicy, { answer: { idleSignOutMinutes: 15 } })
    // The count before the event, then after it.
    .on(notificationEndpoints.countNotifications, { answer: { count: 2 } })
    .on(notificationEndpoints.countNotifications, { answer: { count: 3 } });
});

const renderLayout = () =>
  renderRoutes([
    {
      element: <AuthenticatedLayout />,
      children: [{ path: '/', element: <h1>Dashboard page</h1> }],
    },
  ]);

describe('live updates in the signed-in layout', () => {
  it('refreshes the bell’s count when the stream says a notification arrived, with no click', async () => {
    api.on(liveEventEndpoints.streamLiveEvents, {
      answer: `id: 12\ndata: ${JSON.stringify(newNotification)}\n\n`,
    });
    renderLayout();
    expect(
      await screen.findByRole('button', { name: 'Notifications, unread: 3' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    const streams = api.requestsTo(liveEventEndpoints.streamLiveEvents);
    expect(streams[0]?.headers.get('authorization')).toBe('Bearer test-token');
  });

  it('opens one stream for the whole page, however many screens read the cache', async () => {
    renderLayout();
    await screen.findByRole('button', { name: 'Notifications, unread: 2' });
    await waitFor(() =>
      expect(api.requestsTo(liveEventEndpoints.streamLiveEvents).length).toBeGreaterThan(0),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(api.requestsTo(liveEventEndpoints.streamLiveEvents)).toHaveLength(1);
  });

  it('opens a stream of its own when another account signs in in this browser', async () => {
    renderLayout();
    await waitFor(() =>
      expect(api.requestsTo(liveEventEndpoints.streamLiveEvents)).toHaveLength(1),
    );
    // Another person signs in here: the first account's stream is not theirs to share.
    act(() => signInAs({ ...operatorInfo, id: 'b3c1d2e4-5f60-4a7b-8c9d-0e1f2a3b4c5d' }));
    await waitFor(() =>
      expect(api.requestsTo(liveEventEndpoints.streamLiveEvents)).toHaveLength(2),
    );
  });
});
