/*
 * Which visits get the frame the panel's page paints before its scripts run, and with which of
 * its parts (./placeholder-markup says what the frame is).
 */
import { routePatterns } from '@care/platform/routes';
import type { PlaceholderPart } from './placeholder-markup';

/** What is known of the user before any script runs: the dashboard's remembered subjects. */
export interface PlaceholderHints {
  isAdmin: boolean;
  operatesOrganizations: boolean;
}

/** Without hints, the panel's common user: an operator of an organization who is no admin. */
export const DEFAULT_PLACEHOLDER_HINTS: PlaceholderHints = {
  isAdmin: false,
  operatesOrganizations: true,
};

/** The areas drawn inside the signed-in frame, each with everything below it; and `/`. */
const FRAMED_AREAS = [
  routePatterns.organization,
  routePatterns.admin,
  routePatterns.profile,
  routePatterns.settings,
  routePatterns.invitations,
];

/** `/organization/:id` holds `/organization/1` and `/organization/1/orders`, not `/organization`. */
function isWithin(pattern: string, pathname: string): boolean {
  const wanted = pattern.split('/');
  const given = pathname.split('/');
  if (given.length < wanted.length) return false;
  return wanted.every((segment, index) =>
    segment.startsWith(':') ? given[index] !== '' : segment === given[index],
  );
}

/** Whether the panel draws the page at this path inside its frame (top bar and sidebar). */
export function isFramedPath(pathname: string): boolean {
  return (
    pathname === routePatterns.dashboard ||
    FRAMED_AREAS.some((pattern) => isWithin(pattern, pathname))
  );
}

/** Whether this visit gets the painted frame: someone signed in here, at a page inside it. */
export const placeholderWanted = (pathname: string, signedIn: boolean) =>
  signedIn && isFramedPath(pathname);

/** The parts of the frame a visit at this path has. */
export function placeholderParts(pathname: string, hints: PlaceholderHints): Set<PlaceholderPart> {
  const parts = new Set<PlaceholderPart>([
    pathname === routePatterns.dashboard ? 'dashboard' : 'other-page',
  ]);
  if (hints.isAdmin) parts.add('admin');
  if (hints.operatesOrganizations) parts.add('operator');
  return parts;
}
