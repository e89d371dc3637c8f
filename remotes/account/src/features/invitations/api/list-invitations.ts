import type { InvitationStatus } from '@care/contracts/enums';
import { invitationEndpoints } from '@care/contracts/member';
import { callEndpoint, queryKeys } from '@care/platform';
import { queryOptions, useQuery } from '@care/platform/query';

export function fetchInvitations(status: InvitationStatus, signal?: AbortSignal) {
  return callEndpoint(invitationEndpoints.listInvitations, { query: { status }, signal });
}

/**
 * The invitations of one status addressed to the signed-in account, newest first. The key is
 * the platform's: the shell's profile badge reads the pending count under the same scope.
 */
export const invitationsQueryOptions = (status: InvitationStatus) =>
  queryOptions({
    queryKey: queryKeys.invitations(status),
    queryFn: ({ signal }) => fetchInvitations(status, signal),
    select: (answer) => answer.items,
  });

export const useInvitations = (status: InvitationStatus) =>
  useQuery(invitationsQueryOptions(status));
