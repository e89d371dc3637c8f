import { outpostEndpoints } from '@care/contracts/outpost';
import { callEndpoint } from '@care/platform';
import { useMutation, useQueryClient } from '@care/platform/query';
import { ifMatch, outpostKeys } from './query-keys';

export function deleteOutpostLogo(organizationId: string, outpostId: string, version: number) {
  return callEndpoint(outpostEndpoints.deleteOutpostLogo, {
    params: { organizationId, outpostId },
    headers: ifMatch(version),
  });
}

export function useDeleteOutpostLogo(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ outpostId, version }: { outpostId: string; version: number }) =>
      deleteOutpostLogo(organizationId, outpostId, version),
    onSettled: () => queryClient.invalidateQueries({ queryKey: outpostKeys.all(organizationId) }),
  });
}
