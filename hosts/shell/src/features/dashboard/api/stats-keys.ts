import { organizationScopes } from '@care/platform';

/**
 * The dashboard's cache keys, under the organization's `stats` scope: the live updates refresh
 * an organization's figures by that scope when its members, orders or documents change.
 */
export const statsKeys = {
  all: () => [organizationScopes.stats] as const,
  organization: (organizationId: string) => [organizationScopes.stats, organizationId] as const,
  /** Today's visits: an entry of its own beside the figures, from the schedule's endpoint. */
  todaySchedule: (organizationId: string) =>
    [organizationScopes.stats, organizationId, 'today-schedule'] as const,
};
