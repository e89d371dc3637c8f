import { routes } from '@care/platform';

/** This remote's own sub-routes, relative to `/admin`. */
export const adminRoutePatterns = {
  organizations: 'organizations',
  createOrganization: 'organizations/new',
  processingRecords: 'processing',
} as const;

/** Links inside the remote; the list itself comes from the one route table. */
export const adminPaths = {
  organizations: () => routes.adminOrganizations(),
  createOrganization: () => `${routes.adminOrganizations()}/new`,
};
