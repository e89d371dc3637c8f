import type { Handlers } from '../../http/endpoint-routes';
import type { ModuleDeps } from '../deps';
import { createInvitationService } from './invitations';

export function memberHandlers({ db }: ModuleDeps) {
  const invitations = createInvitationService(db);
  return {
    listInvitations: async ({ caller, query }) => ({
      items: await invitations.list(caller.account, query.status),
    }),
    countInvitations: async ({ caller, query }) => ({
      count: await invitations.count(caller.account, query.status),
    }),
    answerInvitation: async ({ caller, params, body }) =>
      invitations.answer(caller.account, params.invitationId, body),
  } satisfies Partial<Handlers>;
}
