import { type TagCreate, tagEndpoints } from '@care/contracts/tag';
import { callEndpoint } from '@care/platform';
import { useMutation, useQueryClient } from '@care/platform/query';
import { tagKeys } from './tag-keys';

export function createTag(organizationId: string, body: TagCreate) {
  return callEndpoint(tagEndpoints.createTag, { params: { organizationId }, body });
}

export function useCreateTag(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TagCreate) => createTag(organizationId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tagKeys.all(organizationId) }),
  });
}
