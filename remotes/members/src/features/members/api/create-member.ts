import { type MemberCreate, memberEndpoints } from '@care/contracts/member';
import { callEndpoint } from '@care/platform';
import { useMutation, useQueryClient } from '@care/platform/query';
import { memberKeys } from './member-keys';

export function createMember(organizationId: string, body: MemberCreate) {
  return callEndpoint(memberEndpoints.createMember, { params: { organizationId }, body });
}

export function useCreateMember(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MemberCreate) => createMember(organizationId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.lists(organizationId) }),
  });
}
