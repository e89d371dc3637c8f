import { csvDialect, toCsv } from '../../csv/dialect';
import { attachment } from '../../http/csv';
import type { Handlers } from '../../http/endpoint-routes';
import type { ModuleDeps } from '../deps';
import { preferredLanguage } from '../notifications/language';
import { acceptanceFileName, acceptanceTable } from './acceptances-csv';
import { createDocumentService } from './service';

export function documentHandlers({ db }: ModuleDeps) {
  const documents = createDocumentService(db);
  return {
    listDocuments: async ({ caller, query }) => documents.list(caller, query),
    createDocument: async ({ caller, body }) => documents.create(caller, body),
    getDocument: async ({ caller, params }) => documents.get(caller, params.documentId),
    updateDocument: async ({ caller, params, body, expectedVersion }) =>
      documents.update(caller, params.documentId, body, expectedVersion),
    deleteDocument: async ({ caller, params, expectedVersion }) =>
      documents.remove(caller, params.documentId, expectedVersion),
    listDocumentRevisions: async ({ caller, params }) => ({
      items: await documents.revisions(caller, params.documentId),
    }),
    createDocumentVersion: async ({ caller, params, expectedVersion }) =>
      documents.createVersion(caller, params.documentId, expectedVersion),
    publishDocument: async ({ caller, params, expectedVersion }) =>
      documents.publish(caller, params.documentId, expectedVersion),
    unpublishDocument: async ({ caller, params, expectedVersion }) =>
      documents.unpublish(caller, params.documentId, expectedVersion),
    republishDocument: async ({ caller, params, expectedVersion }) =>
      documents.republish(caller, params.documentId, expectedVersion),
    getDocumentDiff: async ({ caller, params }) => documents.diff(caller, params.documentId),
    listDocumentAcceptances: async ({ caller, params, query }) =>
      documents.acceptances(caller, params.documentId, query),
    exportDocumentAcceptances: async ({ caller, params, query, request, reply }) => {
      const language = preferredLanguage(request.headers['accept-language']);
      const { revision, rows } = await documents.exportAcceptances(
        caller,
        params.documentId,
        query,
      );
      const dialect = csvDialect(query.format, language);
      const table = acceptanceTable(rows, dialect);
      reply.header(
        'content-disposition',
        attachment(acceptanceFileName(revision.title, revision.revision, language)),
      );
      return toCsv(table.header, table.rows, dialect);
    },
    acceptDocument: async ({ caller, params }) => documents.accept(caller, params.documentId),
  } satisfies Partial<Handlers>;
}
