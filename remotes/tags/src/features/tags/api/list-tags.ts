import { tagEndpoints } from '@care/contracts/tag';
import { callEndpoint } from '@care/platform';
import { queryOptions, useQuery } from '@care/platform/query';
import { tagKeys } from './tag-keys';

export function fetchTags(organizationId: string, signal?: AbortSignal) {
  return callEndpoint(tagEndpoints.listTags, { params: { organizationId }, signal });
}

/** Every tag of the organization, sorted by name by the API. */
export const tagsQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: tagKeys.all(organizationId),
    queryFn: ({ signal }) => fetchTags(organizationId, signal),
  });

export const useTags = (organizationId: string) => useQuery(tagsQueryOptions(organizationId));
