import { csvDialect, toCsv } from '../../csv/dialect';
import { attachment } from '../../http/csv';
import type { Handlers } from '../../http/endpoint-routes';
import { parseIfMatch, versionEtag } from '../../http/etag';
import type { ModuleDeps } from '../deps';
import { preferredLanguage } from '../notifications/language';
import { acceptanceFileName, acceptanceTable } from './acceptances-csv';
import { createDocumentService } from './service';

export function documentHandlers({ db }: ModuleDeps) {
  const documents = createDocumentService(db);
  const withEtag = <T extends { version: number }>(
    reply: { header(n: string, v: string): unknown },
    document: T,
  ) => {
    reply.header('etag', versionEtag(document.version));
    return document;
  };
  return {
    listDocuments: async ({ caller, query }) => documents.list(caller, query),
    createDocument: async ({ caller, body, reply }) =>
      withEtag(reply, await documents.create(caller, body)),
    getDocument: async ({ caller, params, reply }) =>
      withEtag(reply, await documents.get(caller, params.documentId)),
    updateDocument: async ({ caller, params, body, request, reply }) =>
      withEtag(
        reply,
        await documents.update(
          caller,
          params.documentId,
          body,
          parseIfMatch(request.headers['if-match']),
        ),
      ),
    deleteDocument: async ({ caller, params, request }) =>
      documents.remove(caller, params.documentId, parseIfMatch(request.headers['if-match'])),
    listDocumentRevisions: async ({ caller, params }) => ({
      items: await documents.revisions(caller, params.documentId),
    }),
    createDocumentVersion: async ({ caller, params, request, reply }) =>
      withEtag(
        reply,
        await documents.createVersion(
          caller,
          params.documentId,
          parseIfMatch(request.headers['if-match']),
        ),
      ),
    publishDocument: async ({ caller, params, request, reply }) =>
      withEtag(
        reply,
        await documents.publish(
          caller,
          params.documentId,
          parseIfMatch(request.headers['if-match']),
        ),
      ),
    unpublishDocument: async ({ caller, params, request, reply }) =>
      withEtag(
        reply,
        await documents.unpublish(
          caller,
          params.documentId,
          parseIfMatch(request.headers['if-match']),
        ),
      ),
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
