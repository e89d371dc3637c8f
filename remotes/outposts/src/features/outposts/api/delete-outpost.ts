import { outpostEndpoints } from '@care/contracts/outpost';
import { callEndpoint } from '@care/platform';
import { useMutation, useQueryClient } from '@care/platform/query';
import { ifMatch, outpostKeys } from './query-keys';

export function deleteOutpost(organizationId: string, outpostId: string, version: number) {
  return callEndpoint(outpostEndpoints.deleteOutpost, {
    params: { organizationId, outpostId },
    headers: ifMatch(version),
  });
}

export function useDeleteOutpost(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ outpostId, version }: { outpostId: string; version: number }) =>
      deleteOutpost(organizationId, outpostId, version),
    // Also after a failure: a 404 or 412 means someone else changed it, and the list should show that.
    onSettled: () => queryClient.invalidateQueries({ queryKey: outpostKeys.all(organizationId) }),
  });
}
