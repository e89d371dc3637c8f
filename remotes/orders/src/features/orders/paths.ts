import { routes } from '@care/platform';

/** This remote's sub-routes, relative to the orders page it is mounted at. */
export const orderRoutePatterns = {
  /** The week's visits; never taken for an order, whose id is a UUID. */
  schedule: 'schedule',
  order: ':orderId',
} as const;

/** Every link of the remote, built through the one route table. */
export const orderPaths = {
  list: (organizationId: string) => routes.orders({ id: organizationId }),
  schedule: (organizationId: string) => routes.orderSchedule({ id: organizationId }),
  details: (organizationId: string, orderId: string) =>
    routes.orderDetails({ id: organizationId, orderId }),
  /** The beneficiary's card, on the members' page. */
  member: (organizationId: string, memberId: string) =>
    routes.organizationMemberDetails({ id: organizationId, memberId }),
};
