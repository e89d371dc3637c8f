import { memberEndpoints } from '@care/contracts/member';
import { callEndpoint, ifMatch } from '@care/platform';
import { useMutation, useQueryClient } from '@care/platform/query';
import { memberKeys } from './member-keys';

export interface EraseMemberInput {
  memberId: string;
  /** The version the page showed: the API answers 412 if the member changed since. */
  version: number;
  /** The member's full name as typed by the super operator. */
  confirmName: string;
}

/** Erases the member's personal data; the answer is the member as it stays. */
export function useEraseMember(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ memberId, version, confirmName }: EraseMemberInput) =>
      callEndpoint(memberEndpoints.eraseMember, {
        params: { organizationId, memberId },
        body: { confirmName },
        headers: ifMatch(version),
      }),
    onSuccess: (erased) =>
      queryClient.setQueryData(memberKeys.detail(organizationId, erased.id), erased),
    // The member's name leaves every list and its history, whatever the answer was.
    onSettled: () => queryClient.invalidateQueries({ queryKey: memberKeys.all(organizationId) }),
  });
}
