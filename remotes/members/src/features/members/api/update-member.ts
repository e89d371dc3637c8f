import { memberEndpoints, type MemberUpdate } from '@care/contracts/member';
import { callEndpoint, ifMatch } from '@care/platform';
import { useMutation, useQueryClient } from '@care/platform/query';
import { memberKeys } from './member-keys';

export interface UpdateMemberInput {
  memberId: string;
  /** The version the edit started from: the API answers 412 if the member changed since. */
  version: number;
  body: MemberUpdate;
}

export function updateMember(
  organizationId: string,
  { memberId, version, body }: UpdateMemberInput,
) {
  return callEndpoint(memberEndpoints.updateMember, {
    params: { organizationId, memberId },
    body,
    headers: ifMatch(version),
  });
}

export function useUpdateMember(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateMemberInput) => updateMember(organizationId, input),
    onSuccess: (saved) =>
      queryClient.setQueryData(memberKeys.detail(organizationId, saved.id), saved),
    // The lists and the history, also after a 412 (the lists are stale then too); the member
    // itself is the answer, or after a 412 the page reads its latest version.
    onSettled: (_saved, _error, { memberId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: memberKeys.lists(organizationId) }),
        queryClient.invalidateQueries({ queryKey: memberKeys.history(organizationId, memberId) }),
      ]),
  });
}
