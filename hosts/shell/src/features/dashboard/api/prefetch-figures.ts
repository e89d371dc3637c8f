import type { AccountBundle } from '@care/contracts/account';
import { accountBundleQueryOptions, organizationQueryOptions } from '@care/platform';
import { QueryObserver, type QueryClient } from '@care/platform/query';
import { organizationsCountQueryOptions } from './count-organizations';
import { organizationStatsQueryOptions } from './get-organization-stats';

/** The organizations whose figures the dashboard shows: those the user operates. */
export const dashboardOrganizationIds = (permissions: AccountBundle['permissions']) =>
  Object.keys(permissions.operator);

/**
 * Asks for what the dashboard shows as soon as the account's answer names the user's
 * organizations (and whether they are an admin), under the keys the page reads: otherwise each
 * request starts only once the signed-in frame and the page have rendered, after that answer.
 * Asks nothing itself of the account, which loads when the guard wants it.
 */
export function prefetchDashboardFigures(queryClient: QueryClient): void {
  const prefetch = ({ permissions }: AccountBundle) => {
    if (permissions.isAdmin) void queryClient.prefetchQuery(organizationsCountQueryOptions());
    for (const organizationId of dashboardOrganizationIds(permissions)) {
      void queryClient.prefetchQuery(organizationStatsQueryOptions(organizationId));
      void queryClient.prefetchQuery(organizationQueryOptions(organizationId));
    }
  };
  const account = new QueryObserver(queryClient, {
    ...accountBundleQueryOptions(),
    enabled: false,
  });
  const loaded = account.getCurrentResult().data;
  if (loaded) {
    prefetch(loaded);
    return;
  }
  const stop = account.subscribe(({ data }) => {
    if (!data) return;
    stop();
    prefetch(data);
  });
}
