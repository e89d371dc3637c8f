import { outpostEndpoints } from '@care/contracts/outpost';
import { callEndpoint } from '@care/platform';
import { queryOptions, useQuery } from '@care/platform/query';
import { outpostKeys } from './query-keys';

export function fetchOutpost(organizationId: string, outpostId: string, signal?: AbortSignal) {
  return callEndpoint(outpostEndpoints.getOutpost, {
    params: { organizationId, outpostId },
    signal,
  });
}

export const outpostQueryOptions = (organizationId: string, outpostId: string) =>
  queryOptions({
    queryKey: outpostKeys.detail(organizationId, outpostId),
    queryFn: ({ signal }) => fetchOutpost(organizationId, outpostId, signal),
  });

export const useOutpost = (organizationId: string, outpostId: string) =>
  useQuery(outpostQueryOptions(organizationId, outpostId));
