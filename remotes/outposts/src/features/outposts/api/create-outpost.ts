import { outpostEndpoints, type OutpostWrite } from '@care/contracts/outpost';
import { callEndpoint } from '@care/platform';
import { useMutation, useQueryClient } from '@care/platform/query';
import { outpostKeys } from './query-keys';

export function createOutpost(organizationId: string, body: OutpostWrite) {
  return callEndpoint(outpostEndpoints.createOutpost, { params: { organizationId }, body });
}

export function useCreateOutpost(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OutpostWrite) => createOutpost(organizationId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: outpostKeys.all(organizationId) }),
  });
}
