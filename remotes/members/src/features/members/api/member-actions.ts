import { type MemberDetails, memberEndpoints } from '@care/contracts/member';
import { callEndpoint, ifMatch } from '@care/platform';
import { useMutation, useQueryClient } from '@care/platform/query';
import { memberKeys } from './member-keys';

/** A member as the user saw it: a newer version answers 412 instead of being acted on. */
export type MemberRef = Pick<MemberDetails, 'id' | 'version'>;

const transitionEndpoints = {
  deactivate: memberEndpoints.deactivateMember,
  reactivate: memberEndpoints.reactivateMember,
} as const;
export type MemberTransition = keyof typeof transitionEndpoints;

export function transitionMember(
  organizationId: string,
  transition: MemberTransition,
  { id, version }: MemberRef,
) {
  return callEndpoint(transitionEndpoints[transition], {
    params: { organizationId, memberId: id },
    headers: ifMatch(version),
  });
}

export function resendInvitation(organizationId: string, { id, version }: MemberRef) {
  return callEndpoint(memberEndpoints.resendMemberInvitation, {
    params: { organizationId, memberId: id },
    headers: ifMatch(version),
  });
}

export function deleteMember(organizationId: string, { id, version }: MemberRef) {
  return callEndpoint(memberEndpoints.deleteMember, {
    params: { organizationId, memberId: id },
    headers: ifMatch(version),
  });
}

/**
 * Every member action changes the member, the lists it is in and its history; refreshed after a
 * failure too, since a 412 or 409 means the page showed an outdated member.
 */
function useRefreshMembers(organizationId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: memberKeys.all(organizationId) });
}

/** Deactivates or reactivates a member. */
export function useTransitionMember(organizationId: string) {
  const queryClient = useQueryClient();
  const refresh = useRefreshMembers(organizationId);
  return useMutation({
    mutationFn: ({ transition, member }: { transition: MemberTransition; member: MemberRef }) =>
      transitionMember(organizationId, transition, member),
    onSuccess: (saved) =>
      queryClient.setQueryData(memberKeys.detail(organizationId, saved.id), saved),
    onSettled: refresh,
  });
}

export function useResendInvitation(organizationId: string) {
  const refresh = useRefreshMembers(organizationId);
  return useMutation({
    mutationFn: (member: MemberRef) => resendInvitation(organizationId, member),
    onSettled: refresh,
  });
}

export function useDeleteMember(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (member: MemberRef) => deleteMember(organizationId, member),
    onSuccess: (_, member) =>
      queryClient.removeQueries({ queryKey: memberKeys.detail(organizationId, member.id) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: memberKeys.lists(organizationId) }),
  });
}
