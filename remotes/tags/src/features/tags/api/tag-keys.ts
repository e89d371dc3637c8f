/**
 * The tags' cache keys, owned by this feature. `all` is the organization's whole tag list
 * (GET /tag answers every tag) and the scope of every tag key: invalidating it after a
 * change refreshes the list and any tag loaded on its own.
 */
export const tagKeys = {
  all: (organizationId: string) => ['tags', organizationId] as const,
  detail: (organizationId: string, tagId: string) => ['tags', organizationId, tagId] as const,
};
