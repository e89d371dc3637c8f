import type { InvitationAnswer } from '@care/contracts/enums';
import { invitationEndpoints } from '@care/contracts/member';
import { callEndpoint, fetchAccountBundle, queryKeys } from '@care/platform';
import { useMutation, useQueryClient, type QueryClient } from '@care/platform/query';

export interface AnswerInvitationInput {
  invitationId: string;
  /** Whom the membership is for: the account holder, or one of a guardian's wards. */
  personId: string;
  status: InvitationAnswer;
}

export function answerInvitation({ invitationId, personId, status }: AnswerInvitationInput) {
  return callEndpoint(invitationEndpoints.answerInvitation, {
    params: { invitationId },
    body: { personId, status },
  });
}

/**
 * After an answer, everything that counts invitations or reads the roles is stale: the lists of
 * every status and the profile badge's pending count, the bell's unread count (an accepted
 * membership may bring notifications), and the account bundle, whose permissions put a new
 * organization in the sidebar. The bundle is fetched before this resolves, so whoever navigates
 * next sees the new roles.
 */
export async function refreshAfterAnswer(queryClient: QueryClient) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.allInvitations() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.notificationCount() }),
    queryClient.fetchQuery({
      queryKey: queryKeys.account(),
      queryFn: ({ signal }) => fetchAccountBundle(signal),
      staleTime: 0,
    }),
  ]);
}

export function useAnswerInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerInvitation,
    // Also after a failure: a 409 means it was answered elsewhere, and the list should show it.
    onSettled: () => refreshAfterAnswer(queryClient),
  });
}
