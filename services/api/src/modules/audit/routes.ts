import type { Handlers } from '../../http/endpoint-routes';
import type { ModuleDeps } from '../deps';
import { createAuditService } from './service';

export function auditHandlers({ db }: ModuleDeps) {
  const audit = createAuditService(db);
  return {
    listAuditEvents: async ({ caller, query }) => audit.list(caller, query),
  } satisfies Partial<Handlers>;
}
