/// <reference types="@testing-library/jest-dom" />
import { defaultLayoutSettings, initFirebase, useLayoutSettings } from '@care/platform';
import { stubApi } from '@care/testing';
import { screen, waitFor } from '@testing-library/react';
import {
  demoOrganization,
  operatorOf,
  signInAs,
  stubAccount,
  stubCounts,
  stubOrganization,
} from '../../app/testing/fixtures';
import { renderRoutes } from '../../app/testing/render';
import { AuthenticatedLayout } from './AuthenticatedLayout';

// The identity SDK is a boundary we do not own.
jest.mock('firebase/auth', () => ({
  initializeAuth: jest.fn(() => ({})),
  connectAuthEmulator: jest.fn(),
  signOut: jest.fn(async () => undefined),
}));
// The push chunk cannot be fetched (offline for a moment, or removed by a redeploy).
jest.mock('../push/SignedInSync', () => {
  throw new Error('Loading chunk signed-in-after-render failed');
});

beforeAll(() =>
  initFirebase({ firebase: { apiKey: 'k', authDomain: 'd', projectId: 'demo-care' } }),
);
beforeEach(() => {
  useLayoutSettings.setState(defaultLayoutSettings);
  signInAs();
  const api = stubAccount(stubApi(), operatorOf(demoOrganization.id));
  stubOrganization(stubCounts(api), demoOrganization);
});

it('keeps the panel frame and its page when push and the token sync cannot be loaded', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  await renderRoutes([
    {
      element: <AuthenticatedLayout />,
      errorElement: <h1>Error page</h1>,
      children: [{ path: '/', element: <h1>Dashboard page</h1> }],
    },
  ]);

  await screen.findByRole('heading', { name: 'Dashboard page' });
  await waitFor(() =>
    expect(warn).toHaveBeenCalledWith(
      'Push and the token sync could not be loaded',
      expect.any(Error),
    ),
  );
  expect(screen.getByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Error page' })).not.toBeInTheDocument();
  warn.mockRestore();
});
