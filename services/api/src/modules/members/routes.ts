import type { Handlers } from '../../http/endpoint-routes';
import { csvDialect } from '../../csv/dialect';
import { parseIfMatch, versionEtag } from '../../http/etag';
import { problemBody, problemOf } from '../../http/problem';
import type { ModuleDeps } from '../deps';
import { preferredLanguage } from '../notifications/language';
import { memberCsv } from './export';
import { createMemberImportService } from './import/service';
import { createInvitationService } from './invitation-service';
import { createMemberService } from './service';

export function memberHandlers({ db, enqueue }: ModuleDeps) {
  const invitations = createInvitationService(db);
  const members = createMemberService({ db, enqueue });
  const imports = createMemberImportService({ db, enqueue });
  return {
    listInvitations: async ({ caller, query }) => ({
      items: await invitations.listInvitations(caller.account, query.status),
    }),
    countInvitations: async ({ caller, query }) => ({
      count: await invitations.countInvitations(caller.account, query.status),
    }),
    answerInvitation: async ({ caller, params, body }) =>
      invitations.answerInvitation(caller.account, params.invitationId, body),

    listMembers: async ({ caller, query }) => members.list(caller, query),
    getMember: async ({ caller, params, reply }) => {
      const member = await members.get(caller, params.memberId);
      reply.header('etag', versionEtag(member.version));
      return member;
    },
    createMember: async ({ caller, body, request, reply }) => {
      const member = await members.create(
        caller,
        body,
        preferredLanguage(request.headers['accept-language']),
      );
      reply.header('etag', versionEtag(member.version));
      return member;
    },
    updateMember: async ({ caller, params, body, request, reply }) => {
      const expected = parseIfMatch(request.headers['if-match']);
      const member = await members.update(caller, params.memberId, body, expected);
      reply.header('etag', versionEtag(member.version));
      return member;
    },
    deactivateMember: async ({ caller, params, request, reply }) => {
      const expected = parseIfMatch(request.headers['if-match']);
      const member = await members.deactivate(caller, params.memberId, expected);
      reply.header('etag', versionEtag(member.version));
      return member;
    },
    reactivateMember: async ({ caller, params, request, reply }) => {
      const expected = parseIfMatch(request.headers['if-match']);
      const member = await members.reactivate(caller, params.memberId, expected);
      reply.header('etag', versionEtag(member.version));
      return member;
    },
    deleteMember: async ({ caller, params, request }) =>
      members.remove(
        caller,
        params.memberId,
        parseIfMatch(request.headers['if-match']),
        preferredLanguage(request.headers['accept-language']),
      ),
    resendMemberInvitation: async ({ caller, params, request, reply }) => {
      const expected = parseIfMatch(request.headers['if-match']);
      const version = await members.resendInvitation(
        caller,
        params.memberId,
        expected,
        preferredLanguage(request.headers['accept-language']),
      );
      reply.header('etag', versionEtag(version));
    },
    bulkUpdateMembers: async ({ caller, body }) => ({
      results: (await members.bulk(caller, body)).map(({ id, error }) => {
        if (!error) return { id, status: 200 };
        const problem = problemOf(error);
        return {
          id,
          status: problem.status,
          problem: problemBody(problem.status, problem.type, problem.detail, problem.errors),
        };
      }),
    }),
    exportMembers: async ({ caller, query, request, reply }) => {
      const day = new Date().toISOString().slice(0, 10);
      const language = preferredLanguage(request.headers['accept-language']);
      reply.header('content-disposition', `attachment; filename="members-${day}.csv"`);
      return memberCsv(
        db,
        caller.operator.organizationId,
        query,
        csvDialect(query.format, language),
      );
    },
    previewMemberImport: async ({ body }) => imports.preview(body.file.data),
    importMembers: async ({ caller, body, request }) =>
      imports.start(
        caller,
        body.mapping,
        body.file.data,
        preferredLanguage(request.headers['accept-language']),
      ),
    getMemberImport: async ({ caller, params, request }) =>
      imports.status(caller, params.jobId, preferredLanguage(request.headers['accept-language'])),
  } satisfies Partial<Handlers>;
}
