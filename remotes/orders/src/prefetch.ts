import type { RemotePrefetch } from '@care/platform/query';
import { firstOrdersPageQueryOptions } from './features/orders/api/list-orders';

/**
 * The exposed `./prefetch`: the first page of the orders list as a plain link opens it,
 * fetched while the sidebar entry is pointed at. Only the query's options: the list stays in ./App.
 */
const prefetch: RemotePrefetch = async (queryClient, { organizationId }) => {
  if (organizationId) await queryClient.prefetchQuery(firstOrdersPageQueryOptions(organizationId));
};

export default prefetch;
