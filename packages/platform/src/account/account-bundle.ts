import type { AccountBundle } from '@care/contracts/account';
import { type AccountFlags, deriveAccountFlags } from '@care/contracts/account-flags';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { callEndpoint } from '../api/call-endpoint';
import { queryKeys } from '../api/query-keys';
import { isRegisteredSession, useAuthStore } from '../auth/auth-store';

/**
 * The account's endpoints and their schemas (full zod), which no page needs to paint: they
 * load with the first fetch of the account, or earlier when a host preloads them after its
 * first render.
 */
export const loadAccountContracts = () => import('@care/contracts/account');

/** Info, permissions and persons, fetched in parallel as one unit (guard step 4). */
export async function fetchAccountBundle(signal?: AbortSignal): Promise<AccountBundle> {
  const { accountEndpoints } = await loadAccountContracts();
  const [info, permissions, persons] = await Promise.all([
    callEndpoint(accountEndpoints.getMe, { signal }),
    callEndpoint(accountEndpoints.getPermissions, { signal }),
    callEndpoint(accountEndpoints.listPersons, { signal }),
  ]);
  return { info, permissions, persons: persons.items };
}

export const accountBundleQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.account(),
    queryFn: ({ signal }) => fetchAccountBundle(signal),
  });

/** The one cache entry of the account; loads only once the session is registered. */
export function useAccountBundle() {
  const enabled = useAuthStore(isRegisteredSession);
  return useQuery({ ...accountBundleQueryOptions(), enabled });
}

/** The roles derived from the account's permissions; undefined until the bundle is loaded. */
export function useAccountFlags(): AccountFlags | undefined {
  const permissions = useAccountBundle().data?.permissions;
  return useMemo(() => (permissions ? deriveAccountFlags(permissions) : undefined), [permissions]);
}
