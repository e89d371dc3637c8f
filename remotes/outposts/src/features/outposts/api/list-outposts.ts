import { outpostEndpoints } from '@care/contracts/outpost';
import { callEndpoint } from '@care/platform';
import { queryOptions, useQuery } from '@care/platform/query';
import { outpostKeys } from './query-keys';

export function fetchOutposts(organizationId: string, signal?: AbortSignal) {
  return callEndpoint(outpostEndpoints.listOutposts, { params: { organizationId }, signal });
}

/** Every outpost of the organization, sorted by name by the API. */
export const outpostsQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: outpostKeys.list(organizationId),
    queryFn: ({ signal }) => fetchOutposts(organizationId, signal),
  });

export const useOutposts = (organizationId: string) =>
  useQuery(outpostsQueryOptions(organizationId));
