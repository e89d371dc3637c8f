import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../api/call-endpoint';
import { queryKeys } from '../api/query-keys';

/** One organization the caller operates (its id and name): the sidebar, the dashboard and page titles read it. */
export const organizationQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: queryKeys.organization(organizationId),
    queryFn: async ({ signal }) => {
      // The contract (full zod) loads with the first call: @care/platform is part of the first render.
      const { organizationEndpoints } = await import('@care/contracts/organization');
      return callEndpoint(organizationEndpoints.getOrganization, {
        params: { organizationId },
        signal,
      });
    },
  });

export function useOrganization(organizationId: string) {
  return useQuery(organizationQueryOptions(organizationId));
}
