import type { FastifyReply } from 'fastify';
import type { Handlers } from '../../http/endpoint-routes';
import type { ModuleDeps } from '../deps';
import { preferredLanguage } from '../notifications/language';
import { createDataExportService, type DataExport } from './service';

/** The archive as a download under its own name; a person's data is never kept by a cache. */
function download(reply: FastifyReply, { fileName, archive }: DataExport) {
  reply.header('content-disposition', `attachment; filename="${fileName}"`);
  reply.header('cache-control', 'no-store');
  return archive;
}

export function dataExportHandlers({ db, enqueue }: ModuleDeps) {
  const exports = createDataExportService({ db, enqueue });
  return {
    exportMemberData: async ({ caller, params, request, reply }) =>
      download(
        reply,
        await exports.memberExport(
          caller,
          params.memberId,
          preferredLanguage(request.headers['accept-language']),
        ),
      ),
    exportMyData: async ({ caller, request, reply }) =>
      download(
        reply,
        await exports.ownExport(
          caller.account,
          preferredLanguage(request.headers['accept-language']),
        ),
      ),
  } satisfies Partial<Handlers>;
}
