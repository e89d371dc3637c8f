import { buildPath } from '@care/contracts/endpoint';
import { signInPagePaths } from '@care/contracts/sign-in-pages';

/** Every page by its name (docs/product.md, routes); apps build links only through `routes`. */
export const routePatterns = {
  dashboard: '/',
  organization: '/organization/:id',
  organizationMemberDetails: '/organization/:id/members/:memberId',
  organizationSettings: '/organization/:id/settings',
  /** The organization's changes, for its super operators. */
  organizationAuditLog: '/organization/:id/audit-log',
  orders: '/organization/:id/orders',
  /** The week's visits; `schedule` is never an order id, which is a UUID. */
  orderSchedule: '/organization/:id/orders/schedule',
  orderDetails: '/organization/:id/orders/:orderId',
  tags: '/organization/:id/tags',
  documents: '/organization/:id/documents',
  documentDetails: '/organization/:id/documents/:documentId',
  outposts: '/organization/:id/outposts',
  settings: '/settings',
  profile: '/profile',
  profileInvitations: '/profile/invitations',
  profileSecurity: '/profile/security',
  ...signInPagePaths,
  accessDenied: '/auth/access-denied',
  completeRegistration: '/account/register',
  /** A new version of the privacy policy or the terms, accepted before the panel opens. */
  acceptPolicies: '/account/policies',
  invitations: '/account/invitations',
  emailVerification: '/account/email-verification',
  mobile: '/mobile',
  admin: '/admin',
  adminOrganizations: '/admin/organizations',
  /** What the panel processes, why and for how long (the records of processing). */
  adminProcessingRecords: '/admin/processing',
  error: '/error',
  notFound: '/404',
} as const;

export type RoutePatterns = typeof routePatterns;
export type RouteName = keyof RoutePatterns;

/** `'/organization/:id/members/:memberId'` → `'id' | 'memberId'`. */
export type PathParamNames<Pattern extends string> =
  Pattern extends `${string}:${infer Name}/${infer Rest}`
    ? Name | PathParamNames<`/${Rest}`>
    : Pattern extends `${string}:${infer Name}`
      ? Name
      : never;

type RouteArgs<Pattern extends string> = [PathParamNames<Pattern>] extends [never]
  ? []
  : [params: Record<PathParamNames<Pattern>, string>];

export type RouteBuilders = {
  [Name in RouteName]: (...args: RouteArgs<RoutePatterns[Name]>) => string;
};

/** `routes.orderDetails({ id, orderId })` → `/organization/<id>/orders/<orderId>`. */
export const routes = Object.fromEntries(
  Object.entries(routePatterns).map(([name, pattern]) => [
    name,
    (params?: Record<string, string>) => buildPath(pattern, params),
  ]),
) as RouteBuilders;
