import type { InvitationStatus } from '@care/contracts/enums';

/**
 * The first two parts of every key of an organization's records: `[scope, organizationId, ...]`.
 * A feature's own keys (the tags remote's `tagKeys`) start this way, so that the live updates
 * (`@care/platform/live`), which cannot import a remote's code, make all of one organization's
 * orders, members, ... stale by that prefix when the server says they changed. `stats` holds
 * the dashboard's figures.
 */
export const organizationScopes = {
  members: 'members',
  orders: 'orders',
  tags: 'tags',
  documents: 'documents',
  outposts: 'outposts',
  stats: 'stats',
} as const;

/**
 * Cache keys shared across apps, shaped `[scope, ...ids]` so a scope can be
 * invalidated as a whole. A resource's keys belong to its feature, in its own
 * api/ folder and the same shape (the tags remote's `tagKeys`); a key moves
 * here only when several apps read the same cache entry, with a line saying which.
 */
export const queryKeys = {
  /**
   * Who is on call in an organization now: the dashboard (shell) reads it, the rota on the
   * settings page (members remote) changes it. Under the stats scope, refreshed with the figures.
   */
  onCallNow: (organizationId: string) =>
    [organizationScopes.stats, organizationId, 'on-call'] as const,
  /**
   * How many of an organization's orders need attention: the dashboard and the sidebar (shell)
   * read it. Under the orders scope, so every change of an order the orders remote makes (its
   * mutations invalidate the scope) and every live update of the orders refresh it.
   */
  orderAttention: (organizationId: string) =>
    [organizationScopes.orders, organizationId, 'attention'] as const,
  /** The account bundle: info, permissions and persons in one entry. */
  account: () => ['account'] as const,
  /** Every organization's entry (the sidebar's names): an admin's change refreshes them all. */
  organizations: () => ['organization'] as const,
  organization: (organizationId: string) => ['organization', organizationId] as const,
  adminOrganizations: () => ['adminOrganizations'] as const,
  /** Every invitation list and count: what answering an invitation makes stale. */
  allInvitations: () => ['invitations'] as const,
  invitations: (status?: InvitationStatus) => ['invitations', status ?? 'ALL'] as const,
  invitationCount: (status: InvitationStatus) => ['invitations', status, 'count'] as const,
  notifications: () => ['notifications'] as const,
  /** The bell's pages, loaded one after another (infinite scroll). */
  notificationPages: () => ['notifications', 'pages'] as const,
  notificationCount: () => ['notifications', 'count'] as const,
};
