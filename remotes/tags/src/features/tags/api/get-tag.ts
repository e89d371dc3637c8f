import { tagEndpoints } from '@care/contracts/tag';
import { callEndpoint } from '@care/platform';
import { queryOptions, useQuery } from '@care/platform/query';
import { tagKeys } from './tag-keys';

export function fetchTag(organizationId: string, tagId: string, signal?: AbortSignal) {
  return callEndpoint(tagEndpoints.getTag, { params: { organizationId, tagId }, signal });
}

/** One tag with its current version, which an edit or delete sends back as If-Match. */
export const tagQueryOptions = (organizationId: string, tagId: string) =>
  queryOptions({
    queryKey: tagKeys.detail(organizationId, tagId),
    queryFn: ({ signal }) => fetchTag(organizationId, tagId, signal),
  });

export const useTag = (organizationId: string, tagId: string) =>
  useQuery(tagQueryOptions(organizationId, tagId));
