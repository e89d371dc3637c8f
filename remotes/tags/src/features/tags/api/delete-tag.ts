import { type StoredTag, tagEndpoints } from '@care/contracts/tag';
import { callEndpoint } from '@care/platform';
import { useMutation, useQueryClient } from '@care/platform/query';
import { ifMatch } from '@care/platform';
import { tagKeys } from './tag-keys';

/** Deletes the tag as the user saw it: a newer version answers 412 instead of going too. */
export function deleteTag(
  organizationId: string,
  { id, version }: Pick<StoredTag, 'id' | 'version'>,
) {
  return callEndpoint(tagEndpoints.deleteTag, {
    params: { organizationId, tagId: id },
    headers: ifMatch(version),
  });
}

export function useDeleteTag(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tag: Pick<StoredTag, 'id' | 'version'>) => deleteTag(organizationId, tag),
    onSuccess: (_, tag) =>
      queryClient.removeQueries({ queryKey: tagKeys.detail(organizationId, tag.id) }),
    // Also after a failure: a 412 means someone changed it and a 404 that someone deleted
    // it, and the list should show either.
    onSettled: () => queryClient.invalidateQueries({ queryKey: tagKeys.all(organizationId) }),
  });
}
