import { outpostEndpoints, type OutpostWrite } from '@care/contracts/outpost';
import { callEndpoint } from '@care/platform';
import { useMutation, useQueryClient } from '@care/platform/query';
import { ifMatch, outpostKeys } from './query-keys';

export interface UpdateOutpostInput {
  outpostId: string;
  /** The version the edit started from: the API answers 412 if the outpost changed since. */
  version: number;
  body: OutpostWrite;
}

export function updateOutpost(
  organizationId: string,
  { outpostId, version, body }: UpdateOutpostInput,
) {
  return callEndpoint(outpostEndpoints.updateOutpost, {
    params: { organizationId, outpostId },
    body,
    headers: ifMatch(version),
  });
}

export function useUpdateOutpost(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateOutpostInput) => updateOutpost(organizationId, input),
    // A 412 also leaves the cache stale: someone else saved a newer version.
    onSettled: () => queryClient.invalidateQueries({ queryKey: outpostKeys.all(organizationId) }),
  });
}
