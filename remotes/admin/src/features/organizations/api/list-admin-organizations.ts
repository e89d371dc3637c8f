import { organizationEndpoints } from '@care/contracts/organization';
import { callEndpoint } from '@care/platform';
import { queryOptions, useQuery } from '@care/platform/query';
import { type AdminOrganizationListInput, adminOrganizationKeys } from './admin-organization-keys';

export function fetchAdminOrganizations(query: AdminOrganizationListInput, signal?: AbortSignal) {
  return callEndpoint(organizationEndpoints.listAdminOrganizations, { query, signal });
}

/** One page of the organizations, searched and sorted by the API. */
export const adminOrganizationsQueryOptions = (query: AdminOrganizationListInput) =>
  queryOptions({
    queryKey: adminOrganizationKeys.page(query),
    queryFn: ({ signal }) => fetchAdminOrganizations(query, signal),
    // The page shown stays, dimmed, while the next one loads.
    placeholderData: (previous) => previous,
  });

export const useAdminOrganizations = (query: AdminOrganizationListInput) =>
  useQuery(adminOrganizationsQueryOptions(query));
