import type { Handlers } from '../../http/endpoint-routes';
import { csvDialect } from '../../csv/dialect';
import { problemBody, problemOf } from '../../http/problem';
import type { ModuleDeps } from '../deps';
import { preferredLanguage } from '../notifications/language';
import { memberCsv } from './export';
import { createMemberImportService } from './import/service';
import { createInvitationService } from './invitation-service';
import { type BulkOutcome, createMemberService } from './service';

/** Each member's outcome as its own request would have answered: 200, or its problem. */
const bulkResults = (outcomes: BulkOutcome[]) =>
  outcomes.map(({ id, error, version, tagIds }) => {
    if (!error) return { id, status: 200, version, tagIds };
    const problem = problemOf(error);
    return {
      id,
      status: problem.status,
      problem: problemBody(problem.status, problem.type, problem.detail, problem.errors),
    };
  });

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
    getMember: async ({ caller, params }) => members.get(caller, params.memberId),
    getMemberRelations: async ({ caller, params }) => members.relations(caller, params.memberId),
    createMember: async ({ caller, body, request }) =>
      members.create(caller, body, preferredLanguage(request.headers['accept-language'])),
    updateMember: async ({ caller, params, body, expectedVersion }) =>
      members.update(caller, params.memberId, body, expectedVersion),
    deactivateMember: async ({ caller, params, expectedVersion }) =>
      members.deactivate(caller, params.memberId, expectedVersion),
    reactivateMember: async ({ caller, params, expectedVersion }) =>
      members.reactivate(caller, params.memberId, expectedVersion),
    deleteMember: async ({ caller, params, expectedVersion, request }) =>
      members.remove(
        caller,
        params.memberId,
        expectedVersion,
        preferredLanguage(request.headers['accept-language']),
      ),
    eraseMember: async ({ caller, params, body, expectedVersion, request }) =>
      members.erase(
        caller,
        params.memberId,
        body,
        expectedVersion,
        preferredLanguage(request.headers['accept-language']),
      ),
    listMembersDueForErasure: async ({ caller, query }) => members.erasureDue(caller, query),
    resendMemberInvitation: async ({ caller, params, expectedVersion, request }) => ({
      version: await members.resendInvitation(
        caller,
        params.memberId,
        expectedVersion,
        preferredLanguage(request.headers['accept-language']),
      ),
    }),
    bulkUpdateMembers: async ({ caller, body }) => ({
      results: bulkResults(await members.bulk(caller, body)),
    }),
    sendMemberInvitations: async ({ caller, body, request }) => ({
      results: bulkResults(
        await members.sendInvitations(
          caller,
          body.ids,
          preferredLanguage(request.headers['accept-language']),
        ),
      ),
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
    previewMemberImport: async ({ caller, body }) =>
      imports.preview(caller, body.file.data, body.mapping),
    importMembers: async ({ caller, body, request }) =>
      imports.start(
        caller,
        body.mapping,
        body.file.data,
        preferredLanguage(request.headers['accept-language']),
        body.sendInvitations,
      ),
    getMemberImport: async ({ caller, params, request }) =>
      imports.status(caller, params.jobId, preferredLanguage(request.headers['accept-language'])),
  } satisfies Partial<Handlers>;
}
