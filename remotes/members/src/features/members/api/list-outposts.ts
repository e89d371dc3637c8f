import { outpostEndpoints } from '@care/contracts/outpost';
import { callEndpoint } from '@care/platform';
import { queryOptions, useQuery } from '@care/platform/query';
import { memberKeys } from './member-keys';

/** An outpost as a member's card names it. */
export interface OutpostChoice {
  id: string;
  name: string;
}

export function fetchOutposts(organizationId: string, signal?: AbortSignal) {
  return callEndpoint(outpostEndpoints.listOutposts, { params: { organizationId }, signal });
}

/** The organization's outposts (sorted by name by the API), one of which may look after a member. */
export const outpostsQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: memberKeys.outposts(organizationId),
    queryFn: ({ signal }) => fetchOutposts(organizationId, signal),
    select: (answer): OutpostChoice[] => answer.items.map(({ id, name }) => ({ id, name })),
  });

export const useOutposts = (organizationId: string) =>
  useQuery(outpostsQueryOptions(organizationId));
