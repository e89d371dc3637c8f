import type { RemotePrefetch } from '@care/platform/query';
import { firstMembersPageQueryOptions } from './features/members/api/list-members';

/**
 * The exposed `./prefetch`: the first page of the members list as a plain link opens it,
 * fetched while the sidebar entry is pointed at. Only the query's options: the list stays in ./App.
 */
const prefetch: RemotePrefetch = async (queryClient, { organizationId }) => {
  if (organizationId) await queryClient.prefetchQuery(firstMembersPageQueryOptions(organizationId));
};

export default prefetch;
