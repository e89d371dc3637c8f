import { invitationEndpoints } from '@care/contracts/member';
import { callEndpoint, queryKeys } from '@care/platform';
import { useQuery } from '@care/platform/query';

/** How many invitations wait for an answer: the same cache entry as the shell's profile badge. */
export function usePendingInvitationCount() {
  return useQuery({
    queryKey: queryKeys.invitationCount('PENDING'),
    queryFn: ({ signal }) =>
      callEndpoint(invitationEndpoints.countInvitations, { query: { status: 'PENDING' }, signal }),
    select: (answer) => answer.count,
  });
}
