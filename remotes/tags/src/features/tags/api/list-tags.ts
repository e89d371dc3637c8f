import { endpoints } from '@care/contracts';
import { callEndpoint, queryKeys } from '@care/platform';
import { queryOptions, useQuery } from '@care/platform/query';

export function fetchTags(organizationId: string, signal?: AbortSignal) {
  return callEndpoint(endpoints.listTags, { params: { organizationId }, signal });
}

/** Every tag of the organization, sorted by name by the API. */
export const tagsQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: queryKeys.tags(organizationId),
    queryFn: ({ signal }) => fetchTags(organizationId, signal),
  });

export const useTags = (organizationId: string) => useQuery(tagsQueryOptions(organizationId));
