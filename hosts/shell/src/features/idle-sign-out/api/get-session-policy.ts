import { callEndpoint, loadAccountContracts } from '@care/platform';
import { queryOptions, useQuery } from '@care/platform/query';

export async function getSessionPolicy(signal?: AbortSignal) {
  const { accountEndpoints } = await loadAccountContracts();
  return callEndpoint(accountEndpoints.getSessionPolicy, { signal });
}

/** Under the account's key: a change of the account (another user) starts it afresh. */
export const getSessionPolicyQueryOptions = () =>
  queryOptions({
    queryKey: ['account', 'session-policy'] as const,
    queryFn: ({ signal }) => getSessionPolicy(signal),
    // An organization's setting, rarely changed: read again at most every ten minutes.
    staleTime: 10 * 60_000,
    refetchInterval: 10 * 60_000,
  });

export const useSessionPolicy = () => useQuery(getSessionPolicyQueryOptions());
