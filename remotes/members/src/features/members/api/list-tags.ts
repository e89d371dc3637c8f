import { tagEndpoints } from '@care/contracts/tag';
import { callEndpoint } from '@care/platform';
import { queryOptions, useQuery } from '@care/platform/query';
import { memberKeys } from './member-keys';

export function fetchTags(organizationId: string, signal?: AbortSignal) {
  return callEndpoint(tagEndpoints.listTags, { params: { organizationId }, signal });
}

/** Every tag of the organization (sorted by name by the API): the filter and pickers offer them. */
export const tagsQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: memberKeys.tags(organizationId),
    queryFn: ({ signal }) => fetchTags(organizationId, signal),
    select: (answer) => answer.items,
  });

export const useTags = (organizationId: string) => useQuery(tagsQueryOptions(organizationId));
