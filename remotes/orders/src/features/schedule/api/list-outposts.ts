import { outpostEndpoints } from '@care/contracts/outpost';
import { callEndpoint } from '@care/platform';
import { queryOptions, useQuery } from '@care/platform/query';

/** The organization's outposts, under the orders' scope: the schedule's filter offers them. */
export const outpostsQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: ['orders', organizationId, 'outposts'] as const,
    queryFn: ({ signal }) =>
      callEndpoint(outpostEndpoints.listOutposts, { params: { organizationId }, signal }),
    select: (answer) => answer.items.map(({ id, name }) => ({ id, name })),
  });

export const useOutposts = (organizationId: string) =>
  useQuery(outpostsQueryOptions(organizationId));
