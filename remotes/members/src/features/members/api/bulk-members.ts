import { type MemberBulk, memberEndpoints } from '@care/contracts/member';
import { callEndpoint } from '@care/platform';
import { useMutation, useQueryClient } from '@care/platform/query';
import { memberKeys } from './member-keys';

export function bulkUpdateMembers(organizationId: string, body: MemberBulk) {
  return callEndpoint(memberEndpoints.bulkUpdateMembers, { params: { organizationId }, body });
}

/** One action for the selected members; the answer holds each member's own outcome. */
export function useBulkUpdateMembers(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MemberBulk) => bulkUpdateMembers(organizationId, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: memberKeys.all(organizationId) }),
  });
}

/** Sends the invitations of the selected members; each member's outcome comes back. */
export function useSendInvitations(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) =>
      callEndpoint(memberEndpoints.sendMemberInvitations, {
        params: { organizationId },
        body: { ids },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: memberKeys.all(organizationId) }),
  });
}
