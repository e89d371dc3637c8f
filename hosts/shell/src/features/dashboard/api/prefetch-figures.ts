import type { AccountBundle } from '@care/contracts/account';
import {
  accountBundleQueryOptions,
  isRegisteredSession,
  organizationQueryOptions,
  useAuthStore,
} from '@care/platform';
import { QueryObserver, type QueryClient } from '@care/platform/query';
import { organizationsCountQueryOptions } from './count-organizations';
import { organizationStatsQueryOptions } from './get-organization-stats';

/** The organizations whose figures the dashboard shows: those the user operates. */
export const dashboardOrganizationIds = (permissions: AccountBundle['permissions']) =>
  Object.keys(permissions.operator);

/** What the dashboard asked for, for whom: all it needs to ask for it again. */
interface DashboardSubjects {
  uid: string;
  isAdmin: boolean;
  organizationIds: string[];
}

/**
 * The dashboard's subjects of the last user it showed in this browser. A hint, like the session
 * hint: a guess asked of the API under the user's own token, which answers only what the user
 * may see, and the page reads only what the account's answer names.
 */
export const DASHBOARD_SUBJECTS_STORAGE_KEY = 'dashboardSubjects';

function rememberedSubjects(uid: string): DashboardSubjects | undefined {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(DASHBOARD_SUBJECTS_STORAGE_KEY) ?? '');
    if (typeof value !== 'object' || value === null) return undefined;
    const { uid: of, isAdmin, organizationIds } = value as Record<string, unknown>;
    const ids = Array.isArray(organizationIds) ? organizationIds : [];
    if (of !== uid || typeof isAdmin !== 'boolean' || !ids.every((id) => typeof id === 'string'))
      return undefined;
    return { uid, isAdmin, organizationIds: ids as string[] };
  } catch {
    return undefined; // nothing kept, unreadable or blocked storage: ask after the account
  }
}

function rememberSubjects(subjects: DashboardSubjects): void {
  try {
    localStorage.setItem(DASHBOARD_SUBJECTS_STORAGE_KEY, JSON.stringify(subjects));
  } catch {
    // Blocked storage only means the next start asks after the account answers.
  }
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
    if (uid) rememberSubjects({ uid, ...subjects });
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
