import { routes } from '@care/platform';

/** This remote's own sub-routes, relative to the members list it is mounted at. */
export const memberRoutePatterns = {
  create: 'members/new',
  import: 'members/import',
  details: 'members/:memberId',
  /** The organization's settings and on-call rota (`routes.organizationSettings`). */
  settings: 'settings',
  /** The organization's changes, for super operators (`routes.organizationAuditLog`). */
  auditLog: 'audit-log',
} as const;

/** Links inside the remote; the list and details pages come from the one route table. */
export const memberPaths = {
  list: (organizationId: string) => routes.organization({ id: organizationId }),
  create: (organizationId: string) =>
    `${routes.organization({ id: organizationId })}/${memberRoutePatterns.create}`,
  import: (organizationId: string) =>
    `${routes.organization({ id: organizationId })}/${memberRoutePatterns.import}`,
  details: (organizationId: string, memberId: string) =>
    routes.organizationMemberDetails({ id: organizationId, memberId }),
  /** One of the member's orders, on the orders' page. */
  order: (organizationId: string, orderId: string) =>
    routes.orderDetails({ id: organizationId, orderId }),
};
