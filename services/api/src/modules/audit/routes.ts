import { attachment } from '../../http/csv';
import { csvDialect } from '../../csv/dialect';
import type { Handlers } from '../../http/endpoint-routes';
import type { ModuleDeps } from '../deps';
import { preferredLanguage } from '../notifications/language';
import { createAuditService } from './service';

export function auditHandlers({ db }: ModuleDeps) {
  const audit = createAuditService(db);
  return {
    listAuditEvents: async ({ caller, query }) => audit.list(caller, query),
    exportAuditEvents: async ({ caller, query, request, reply }) => {
      const language = preferredLanguage(request.headers['accept-language']);
      const csv = await audit.exportCsv(
        caller,
        query,
        csvDialect(query.format, language),
        language,
      );
      const day = new Date().toISOString().slice(0, 10);
      reply.header('content-disposition', attachment(`audit-log-${day}.csv`));
      return csv;
    },
  } satisfies Partial<Handlers>;
}
