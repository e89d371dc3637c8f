import { endpoints } from '@care/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../api/call-endpoint';
import { queryKeys } from '../api/query-keys';

/** One organization the caller operates (its id and name): the sidebar, the dashboard and page titles read it. */
export const organizationQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: queryKeys.organization(organizationId),
    queryFn: ({ signal }) =>
      callEndpoint(endpoints.getOrganization, { params: { organizationId }, signal }),
  });

export function useOrganization(organizationId: string) {
  return useQuery(organizationQueryOptions(organizationId));
}
