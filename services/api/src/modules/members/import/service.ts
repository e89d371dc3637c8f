import {
  type MemberImport,
  type MemberImportMapping,
  type MemberImportPreview,
  memberImportLimits,
} from '@care/contracts';
import { and, eq } from 'drizzle-orm';
import type { OperatorCaller } from '../../../auth/caller';
import { one } from '../../../db/rows';
import { memberImports } from '../../../db/schema';
import { problems } from '../../../domain/errors';
import type { ModuleDeps } from '../../deps';
import type { Language } from '../../notifications/language';
import { readCsv } from './csv';
import { importDeadlineSeconds, memberImportJob, newCandidates } from './job';
import { issueMessage } from './messages';
import { listOutposts } from '../../outposts/queries';
import { assertMappingFits, checkRows } from './rows';

export function createMemberImportService({ db, enqueue }: Pick<ModuleDeps, 'db' | 'enqueue'>) {
  return {
    /**
     * What the wizard maps columns from; a file over the limits is a 413 here already. With a
     * mapping, also how many members (and so invitation e-mails) its import would create now.
     */
    async preview(
      caller: OperatorCaller,
      file: Buffer,
      mapping: MemberImportMapping | undefined,
    ): Promise<MemberImportPreview> {
      const csv = readCsv(file);
      const preview: MemberImportPreview = {
        columns: csv.columns,
        sampleRows: csv.rows
          .slice(0, memberImportLimits.sampleRows)
          .map(({ cells }) => csv.columns.map((_, index) => cells[index] ?? '')),
        rowCount: csv.rows.length,
      };
      if (!mapping) return preview;
      assertMappingFits(mapping, csv.columns);
      const { candidates } = checkRows(
        csv,
        mapping,
        { isSuperOperator: caller.operator.isSuperOperator },
        await listOutposts(db, caller.operator.organizationId),
      );
      const { fresh } = await newCandidates(db, caller.operator.organizationId, candidates);
      return { ...preview, invitationCount: fresh.length };
    },

    /**
     * Checks the file and the mapping now (400, 413) and leaves the rows to the job, queued in the
     * transaction that records the import, so neither exists without the other.
     */
    async start(
      caller: OperatorCaller,
      mapping: MemberImportMapping,
      file: Buffer,
      language: Language,
      sendInvitations: boolean,
    ): Promise<{ jobId: string }> {
      const csv = readCsv(file);
      assertMappingFits(mapping, csv.columns);
      return db.transaction(async (tx) => {
        const created = one(
          await tx
            .insert(memberImports)
            .values({
              organizationId: caller.operator.organizationId,
              actorAccountId: caller.account.id,
              actorIsSuperOperator: caller.operator.isSuperOperator,
              mapping,
              source: csv.text,
              total: csv.rows.length,
            })
            .returning({ id: memberImports.id }),
        );
        await enqueue(memberImportJob, { importId: created.id, language, sendInvitations }, { tx });
        return { jobId: created.id };
      });
    },

    /** The caller's organization's import only; its row errors in the reader's language. */
    async status(caller: OperatorCaller, jobId: string, language: Language): Promise<MemberImport> {
      const [found] = await db
        .select()
        .from(memberImports)
        .where(
          and(
            eq(memberImports.id, jobId),
            eq(memberImports.organizationId, caller.operator.organizationId),
          ),
        );
      if (!found) throw problems.notFound();
      const abandoned =
        found.status === 'RUNNING' &&
        Date.now() - found.createdAt.getTime() > importDeadlineSeconds * 1000;
      return {
        status: abandoned ? 'FAILED' : found.status,
        processed: found.processed,
        total: found.total,
        created: found.created,
        skipped: found.skipped,
        errors: found.errors.map(({ row, issues }) => ({
          row,
          messages: issues.map((issue) => issueMessage(issue, language)),
        })),
      };
    },
  };
}
