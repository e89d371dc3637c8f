import type { Handlers } from '../../http/endpoint-routes';
import { closeSession, openSession } from './service';

export function sessionHandlers() {
  return {
    createSession: async ({ request, reply }) => {
      reply.header('set-cookie', openSession(request.headers.authorization));
    },
    deleteSession: async ({ reply }) => {
      reply.header('set-cookie', closeSession());
    },
  } satisfies Partial<Handlers>;
}
