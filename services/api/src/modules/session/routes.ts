import type { Handlers } from '../../http/endpoint-routes';
import {
  bearerTokenOf,
  clearedSessionCookie,
  secondsUntilExpiry,
  sessionCookie,
} from './session-cookie';

/**
 * POST and DELETE /session only set and clear a cookie: nothing is stored, so there is no audit
 * event (audit records changes to stored data).
 */
export function sessionHandlers() {
  return {
    createSession: async ({ request, reply }) => {
      const token = bearerTokenOf(request.headers.authorization);
      reply.header('set-cookie', sessionCookie(token, secondsUntilExpiry(token)));
    },
    deleteSession: async ({ reply }) => {
      reply.header('set-cookie', clearedSessionCookie);
    },
  } satisfies Partial<Handlers>;
}
