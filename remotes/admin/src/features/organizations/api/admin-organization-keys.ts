import type { QueryOf } from '@care/contracts/endpoint';
import { organizationEndpoints } from '@care/contracts/organization';
import { queryKeys } from '@care/platform';

/** The admin list's query as the browser sends it (the API fills in what is left out). */
export type AdminOrganizationListInput = NonNullable<
  QueryOf<typeof organizationEndpoints.listAdminOrganizations>
>;

/**
 * The admin list's cache keys. Its scope is the platform's shared `adminOrganizations` key, so
 * anything that changes organizations refreshes every page of the list at once.
 */
export const adminOrganizationKeys = {
  all: queryKeys.adminOrganizations,
  page: (query: AdminOrganizationListInput) => [...queryKeys.adminOrganizations(), query] as const,
};
