import { endpoints, type TagUpdate } from '@care/contracts';
import { callEndpoint, queryKeys } from '@care/platform';
import { useMutation, useQueryClient } from '@care/platform/query';

export interface UpdateTagInput {
  tagId: string;
  /** The version the edit started from: the API answers 412 if the tag changed since. */
  version: number;
  body: TagUpdate;
}

/** An entity tag is a quoted string (RFC 9110 §8.8.3). */
const ifMatch = (version: number) => `"${version}"`;

export function updateTag(organizationId: string, { tagId, version, body }: UpdateTagInput) {
  return callEndpoint(endpoints.updateTag, {
    params: { organizationId, tagId },
    body,
    headers: { 'If-Match': ifMatch(version) },
  });
}

export function useUpdateTag(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateTagInput) => updateTag(organizationId, input),
    // A 412 also leaves the cache stale: someone else saved a newer version.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.tags(organizationId) }),
  });
}
