import { routes } from '@care/platform';
import type { LoginRedirectState } from '../../app/guard/RequireAuth';

/** Where signing in leads: back to the page that sent the visitor here, or the dashboard. */
export function returnPath(state: unknown): string {
  const from = (state as LoginRedirectState | null)?.from;
  return from ? `${from.pathname}${from.search}${from.hash}` : routes.dashboard();
}
