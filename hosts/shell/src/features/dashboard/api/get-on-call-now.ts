import { organizationSettingsEndpoints } from '@care/contracts/organization-settings';
import { callEndpoint, queryKeys } from '@care/platform';
import { queryOptions, useQuery } from '@care/platform/query';

export function fetchOnCallNow(organizationId: string, signal?: AbortSignal) {
  return callEndpoint(organizationSettingsEndpoints.getOnCallNow, {
    params: { organizationId },
    signal,
  });
}

/** How often a dashboard left open asks again: shifts turn over while nobody clicks. */
const shiftCheckMs = 5 * 60_000;

/** Who is on call in the organization at this moment. */
export const onCallNowQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: queryKeys.onCallNow(organizationId),
    queryFn: ({ signal }) => fetchOnCallNow(organizationId, signal),
    staleTime: 60_000,
    refetchInterval: shiftCheckMs,
  });

export const useOnCallNow = (organizationId: string) =>
  useQuery(onCallNowQueryOptions(organizationId));
