import { useMutation, useQueryClient } from '@care/platform/query';
import { documentKeys } from './document-keys';

/**
 * A change to a document. Afterwards — also after a failure, since a 409 or 412 means someone
 * else changed it — everything cached of the organization's documents is read again: one
 * revision's change moves another's state, the list, the acceptance figures and the history.
 */
export function useDocumentMutation<TInput, TResult>(
  organizationId: string,
  mutationFn: (input: TInput) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: documentKeys.all(organizationId) }),
  });
}
