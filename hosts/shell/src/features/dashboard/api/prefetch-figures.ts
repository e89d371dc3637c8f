import type { AccountBundle } from '@care/contracts/account';
import {
  accountBundleQueryOptions,
  isRegisteredSession,
  organizationQueryOptions,
  useAuthStore,
} from '@care/platform';
import { QueryObserver, type QueryClient } from '@care/platform/query';
import { organizationsCountQueryOptions } from './count-organizations';
import {
  readDashboardSubjects,
  rememberDashboardSubjects,
  type DashboardSubjects,
} from './dashboard-subjects';
import { organizationStatsQueryOptions } from './get-organization-stats';

/** The organizations whose figures the dashboard shows: those the user operates. */
export const dashboardOrganizationIds = (permissions: AccountBundle['permissions']) =>
  Object.keys(permissions.operator);

/** The subjects kept for this user; a later user of the browser asks after the account. */
function rememberedSubjects(uid: string): DashboardSubjects | undefined {
  const subjects = readDashboardSubjects();
  return subjects?.uid === uid ? subjects : undefined;
}

/**
 * Asks for what the dashboard shows as early as it can be named, under the keys the page reads:
 * otherwise each request starts only once the signed-in frame and the page have rendered. The
 * session names the user first: what the dashboard showed that user last time in this browser
 * is asked for beside the account. The account's answer then names the user's organizations
 * (and whether they are an admin): what the guess missed is asked for then, and remembered for
 * the next start. Asks nothing itself of the account, which loads when the guard wants it.
 */
export function prefetchDashboardFigures(queryClient: QueryClient): void {
  const asked = new Set<string>();
  const prefetch = ({ isAdmin, organizationIds }: Omit<DashboardSubjects, 'uid'>) => {
    if (isAdmin && !asked.has('admin')) {
      asked.add('admin');
      void queryClient.prefetchQuery(organizationsCountQueryOptions());
    }
    for (const organizationId of organizationIds.filter((id) => !asked.has(id))) {
      asked.add(organizationId);
      void queryClient.prefetchQuery(organizationStatsQueryOptions(organizationId));
      void queryClient.prefetchQuery(organizationQueryOptions(organizationId));
    }
  };

  let accountLoaded = false;
  const guessFromSession = () => {
    const session = useAuthStore.getState();
    if (!isRegisteredSession(session) || !session.user) return false;
    const last = rememberedSubjects(session.user.uid);
    if (last && !accountLoaded) prefetch(last);
    return true;
  };
  if (!guessFromSession()) {
    const stop = useAuthStore.subscribe(() => {
      if (guessFromSession()) stop();
    });
  }

  const fromAccount = ({ permissions }: AccountBundle) => {
    accountLoaded = true;
    const subjects = {
      isAdmin: permissions.isAdmin,
      organizationIds: dashboardOrganizationIds(permissions),
    };
    prefetch(subjects);
    const uid = useAuthStore.getState().user?.uid;
    if (uid) rememberDashboardSubjects({ uid, ...subjects });
  };
  const account = new QueryObserver(queryClient, {
    ...accountBundleQueryOptions(),
    enabled: false,
  });
  const loaded = account.getCurrentResult().data;
  if (loaded) {
    fromAccount(loaded);
    return;
  }
  const stop = account.subscribe(({ data }) => {
    if (!data) return;
    stop();
    fromAccount(data);
  });
}
