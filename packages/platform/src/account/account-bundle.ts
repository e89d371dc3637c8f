import {
  deriveAccountFlags,
  endpoints,
  type AccountBundle,
  type AccountFlags,
} from '@care/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { callEndpoint } from '../api/call-endpoint';
import { queryKeys } from '../api/query-keys';
import { isRegisteredSession, useAuthStore } from '../auth/auth-store';

/** Info, permissions and persons, fetched in parallel as one unit (guard step 4). */
export async function fetchAccountBundle(signal?: AbortSignal): Promise<AccountBundle> {
  const [info, permissions, persons] = await Promise.all([
    callEndpoint(endpoints.getMe, { signal }),
    callEndpoint(endpoints.getPermissions, { signal }),
    callEndpoint(endpoints.listPersons, { signal }),
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
