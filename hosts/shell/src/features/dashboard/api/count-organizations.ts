import { organizationEndpoints } from '@care/contracts/organization';
import { callEndpoint, queryKeys } from '@care/platform';
import { queryOptions, useQuery } from '@care/platform/query';

/** How many organizations the panel has: the admin list's total, read off a one-row page. */
export function fetchOrganizationsCount(signal?: AbortSignal) {
  return callEndpoint(organizationEndpoints.listAdminOrganizations, {
    query: { page: 1, limit: 1 },
    signal,
  }).then(({ pagination }) => pagination.total ?? 0);
}

/** Under the admin list's key, so the admin area's changes refresh this count too. */
export const organizationsCountQueryOptions = () =>
  queryOptions({
    queryKey: [...queryKeys.adminOrganizations(), 'count'] as const,
    queryFn: ({ signal }) => fetchOrganizationsCount(signal),
  });

export const useOrganizationsCount = (enabled: boolean) =>
  useQuery({ ...organizationsCountQueryOptions(), enabled });
