import { statsEndpoints } from '@care/contracts/stats';
import { callEndpoint } from '@care/platform';
import { queryOptions, useQuery } from '@care/platform/query';
import { statsKeys } from './stats-keys';

export function fetchOrganizationStats(organizationId: string, signal?: AbortSignal) {
  return callEndpoint(statsEndpoints.getOrganizationStats, { params: { organizationId }, signal });
}

/** An organization's dashboard figures; a minute old at most when the dashboard is revisited. */
export const organizationStatsQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: statsKeys.organization(organizationId),
    queryFn: ({ signal }) => fetchOrganizationStats(organizationId, signal),
    staleTime: 60_000,
  });

export const useOrganizationStats = (organizationId: string) =>
  useQuery(organizationStatsQueryOptions(organizationId));
