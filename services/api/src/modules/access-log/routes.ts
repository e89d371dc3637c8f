import type { Handlers } from '../../http/endpoint-routes';
import type { ModuleDeps } from '../deps';
import { createAccessLogService } from './service';

export function accessLogHandlers({ db }: ModuleDeps) {
  const log = createAccessLogService(db);
  return {
    listMemberAccessLog: async ({ caller, params, query }) =>
      log.memberLog(caller, params.memberId, query),
    listMyAccessLog: async ({ caller, query }) => log.accountLog(caller.account, query),
  } satisfies Partial<Handlers>;
}
