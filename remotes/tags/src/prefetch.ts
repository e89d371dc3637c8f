import type { RemotePrefetch } from '@care/platform/query';
import { tagsQueryOptions } from './features/tags/api/list-tags';

/**
 * The exposed `./prefetch`: the organization's tags, which the list shows a page of, fetched
 * while the sidebar entry is pointed at. Only the query's options: the list itself stays in ./App.
 */
const prefetch: RemotePrefetch = async (queryClient, { organizationId }) => {
  if (organizationId) await queryClient.prefetchQuery(tagsQueryOptions(organizationId));
};

export default prefetch;
