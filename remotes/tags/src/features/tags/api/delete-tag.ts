import { endpoints } from '@care/contracts';
import { callEndpoint, queryKeys } from '@care/platform';
import { useMutation, useQueryClient } from '@care/platform/query';

export function deleteTag(organizationId: string, tagId: string) {
  return callEndpoint(endpoints.deleteTag, { params: { organizationId, tagId } });
}

export function useDeleteTag(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tagId: string) => deleteTag(organizationId, tagId),
    // Also after a failure: a 404 means someone else deleted it, and the list should show that.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.tags(organizationId) }),
  });
}
