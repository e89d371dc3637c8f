import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { startApiServer } from '../../test/api-server';
import { createQueryClient } from '../api/query-client';
import { useAuthStore } from '../auth/auth-store';
import { configurePlatform } from '../config/platform-config';
import { useAccountBundle, useAccountFlags } from './account-bundle';

const organizationId = '0b7f3c8e-6a43-4f1e-9d8e-2f4b0e2d9a11';
const memberId = '5d1e6f10-2b9a-4c5d-8e7f-0a1b2c3d4e5f';
const info = {
  id: '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d',
  firstName: 'Olga',
  lastName: 'Operator',
  email: 'operator@care.test',
  isPolicyAccepted: true,
  formOfAddress: null,
  policiesToAccept: [],
  policyVersions: { privacy: '2026-12-01', terms: '2026-12-01' },
  policiesAcceptedAt: '2025-01-01T10:00:00.000Z',
  createdAt: '2025-01-01T10:00:00.000Z',
};
const permissions = {
  isAdmin: false,
  operator: {},
  beneficiary: { [organizationId]: { memberIds: [memberId] } },
  assistant: {},
};
const persons = { items: [{ id: memberId, firstName: 'Olga', lastName: 'Operator', isOwn: true }] };

const answers: Record<string, unknown> = {
  '/api/v1/account/me': info,
  '/api/v1/account/permissions': permissions,
  '/api/v1/account/me/person': persons,
};

let server: Awaited<ReturnType<typeof startApiServer>>;
beforeAll(async () => {
  server = await startApiServer((request) => ({ status: 200, body: answers[request.url] }));
  configurePlatform({ apiBaseUrl: server.baseUrl, getIdToken: async () => 'token' });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>;
}

describe('useAccountBundle', () => {
  it('loads info, permissions and persons as one bundle once the session is registered', async () => {
    useAuthStore.setState({
      status: 'signedIn',
      user: { uid: 'u', email: info.email, displayName: null },
      claims: { email_verified: true, internalId: info.id },
    });

    const { result } = renderHook(
      () => ({ bundle: useAccountBundle(), flags: useAccountFlags() }),
      { wrapper },
    );

    // Generous: three real HTTP round trips on a shared, busy machine.
    await waitFor(() => expect(result.current.bundle.isSuccess).toBe(true), { timeout: 5000 });
    expect(result.current.bundle.data).toEqual({ info, permissions, persons: persons.items });
    expect(server.requests.map((request) => request.url).sort()).toEqual(
      Object.keys(answers).sort(),
    );
    expect(result.current.flags).toMatchObject({
      isBeneficiary: true,
      isMobileAppUser: true,
      hasNoRole: false,
    });
  });

  it('does not call the account API before the user is registered', async () => {
    useAuthStore.setState({
      status: 'signedIn',
      user: { uid: 'u', email: info.email, displayName: null },
      claims: { email_verified: true },
    });

    const { result } = renderHook(() => useAccountBundle(), { wrapper });

    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current.fetchStatus).toBe('idle');
    expect(server.requests).toHaveLength(0);
  });
});
