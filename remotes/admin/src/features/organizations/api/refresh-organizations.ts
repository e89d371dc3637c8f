import { queryKeys } from '@care/platform';
import type { QueryClient } from '@care/platform/query';

/**
 * What an admin's change to organizations makes stale: the admin list, and what the shell
 * shows of organizations — the account bundle (its permissions list the sidebar's
 * organizations) and each organization's name.
 */
export function refreshOrganizations(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.adminOrganizations() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.account() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.organizations() }),
  ]);
}
