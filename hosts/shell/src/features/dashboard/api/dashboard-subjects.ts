import { USER_STORAGE_KEYS } from '@care/platform/user-storage';

/** What the dashboard asked for, for whom: all it needs to ask for it again. */
export interface DashboardSubjects {
  uid: string;
  isAdmin: boolean;
  organizationIds: string[];
}

/**
 * The dashboard's subjects of the last user it showed in this browser. A hint, like the session
 * hint: a guess asked of the API under the user's own token, which answers only what the user
 * may see, and the page reads only what the account's answer names. The panel's page also reads
 * it before any script runs, to paint the frame that user saw (src/panel-page). Plain storage
 * and nothing imported but the key, so that page's inline script stays small; the key is
 * forgotten at sign-out with the rest of what is the user's.
 */
export const DASHBOARD_SUBJECTS_STORAGE_KEY = USER_STORAGE_KEYS.dashboardSubjects;

/** The subjects kept in this browser, of whichever user they were; none when unreadable. */
export function readDashboardSubjects(): DashboardSubjects | undefined {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(DASHBOARD_SUBJECTS_STORAGE_KEY) ?? '');
    if (typeof value !== 'object' || value === null) return undefined;
    const { uid, isAdmin, organizationIds } = value as Record<string, unknown>;
    const ids = Array.isArray(organizationIds) ? organizationIds : [];
    if (typeof uid !== 'string' || typeof isAdmin !== 'boolean') return undefined;
    if (!ids.every((id) => typeof id === 'string')) return undefined;
    return { uid, isAdmin, organizationIds: ids as string[] };
  } catch {
    return undefined; // nothing kept, unreadable or blocked storage
  }
}

export function rememberDashboardSubjects(subjects: DashboardSubjects): void {
  try {
    localStorage.setItem(DASHBOARD_SUBJECTS_STORAGE_KEY, JSON.stringify(subjects));
  } catch {
    // Blocked storage only means the next start asks after the account answers.
  }
}
