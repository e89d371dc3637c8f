/**
 * The dashboard's cache keys. `all` scopes every organization's figures, so a live update or a
 * change elsewhere can refresh them at once.
 */
export const statsKeys = {
  all: () => ['organizationStats'] as const,
  organization: (organizationId: string) => ['organizationStats', organizationId] as const,
};
