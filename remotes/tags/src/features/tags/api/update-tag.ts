import { tagEndpoints, type TagUpdate } from '@care/contracts/tag';
import { callEndpoint } from '@care/platform';
import { useMutation, useQueryClient } from '@care/platform/query';
import { ifMatch } from '@care/platform';
import { tagKeys } from './tag-keys';

export interface UpdateTagInput {
  tagId: string;
  /** The version the edit started from: the API answers 412 if the tag changed since. */
  version: number;
  body: TagUpdate;
}

export function updateTag(organizationId: string, { tagId, version, body }: UpdateTagInput) {
  return callEndpoint(tagEndpoints.updateTag, {
    params: { organizationId, tagId },
    body,
    headers: ifMatch(version),
  });
}

export function useUpdateTag(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateTagInput) => updateTag(organizationId, input),
    onSuccess: (saved) => queryClient.setQueryData(tagKeys.detail(organizationId, saved.id), saved),
    // The list only (a 412 leaves it stale too): the tag itself is the answer, or after a
    // 412 the edit page reads its latest version.
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: tagKeys.all(organizationId), exact: true }),
  });
}
