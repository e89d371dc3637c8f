// The import itself, on the job queue: any replica runs it, and a crash midway leaves nothing
// half-written. The file is checked row by row first (progress is written as it goes), then every
// good row is created in one transaction that also records the outcome and completes the job.
import { eq, and, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../../db/database';
import { memberImports, members, type StoredImportError } from '../../../db/schema';
import { defineJob, type JobContext } from '../../../jobs/definition';
import { changedFields, recordAudits } from '../../audit/service';
import { emailsWithMemberships, lockMembershipsOf, memberColumns } from '../queries';
import { auditedMemberFields } from '../service';
import { parseCsvText } from './csv';
import { checkRows, type ImportCandidate } from './rows';

/** Rows per statement, and per progress step while existing members are looked up. */
const chunkSize = 1_000;

async function markFailed(db: Database, importId: string) {
  await db
    .update(memberImports)
    .set({ status: 'FAILED', source: null, finishedAt: sql`now()` })
    .where(and(eq(memberImports.id, importId), eq(memberImports.status, 'RUNNING')));
}

async function createMembers(
  tx: Database,
  organizationId: string,
  actorAccountId: string | null,
  candidates: ImportCandidate[],
) {
  for (let start = 0; start < candidates.length; start += chunkSize) {
    const created = await tx
      .insert(members)
      .values(
        candidates.slice(start, start + chunkSize).map((candidate) => ({
          organizationId,
          status: 'PENDING' as const,
          role: candidate.role,
          accountOwnerType: candidate.accountOwnerType,
          accountEmail: candidate.accountEmail,
          firstName: candidate.firstName,
          lastName: candidate.lastName,
          isSuperOperator: false,
          // Their invitations go out as the mail job picks up WAITING ones.
          invitationDelivery: 'WAITING' as const,
        })),
      )
      .returning(memberColumns);
    await recordAudits(
      tx,
      created.map((member) => ({
        actorAccountId,
        organizationId,
        entity: 'member' as const,
        entityId: member.id,
        action: 'imported',
        changes: changedFields(null, member, auditedMemberFields),
      })),
    );
  }
}

async function runImport(importId: string, { db, transaction }: JobContext) {
  const [started] = await db.select().from(memberImports).where(eq(memberImports.id, importId));
  // Finished by an earlier attempt (or its organization is gone): nothing left to do.
  if (!started || started.status !== 'RUNNING' || started.source === null) return;
  const progress = (processed: number) =>
    db.update(memberImports).set({ processed }).where(eq(memberImports.id, importId));
  await progress(0);

  const csv = parseCsvText(started.source);
  const { candidates, errors } = checkRows(csv, started.mapping, {
    isSuperOperator: started.actorIsSuperOperator,
  });
  const fresh: ImportCandidate[] = [];
  let skipped = 0;
  for (let start = 0; start < candidates.length; start += chunkSize) {
    const chunk = candidates.slice(start, start + chunkSize);
    // A row whose e-mail is already a member is skipped: the same file twice creates nothing new.
    const existing = await emailsWithMemberships(
      db,
      started.organizationId,
      chunk.map(({ accountEmail }) => accountEmail),
    );
    for (const candidate of chunk)
      if (existing.has(candidate.accountEmail)) skipped += 1;
      else fresh.push(candidate);
    await progress(errors.length + start + chunk.length);
  }

  await transaction(async (tx) => {
    // Members added since the look-up above (a form, another import) are skipped too.
    await lockMembershipsOf(tx, started.organizationId);
    const added = new Set<string>();
    for (let start = 0; start < fresh.length; start += chunkSize)
      for (const email of await emailsWithMemberships(
        tx,
        started.organizationId,
        fresh.slice(start, start + chunkSize).map(({ accountEmail }) => accountEmail),
      ))
        added.add(email);
    const creating = fresh.filter(({ accountEmail }) => !added.has(accountEmail));
    skipped += fresh.length - creating.length;
    await createMembers(tx, started.organizationId, started.actorAccountId, creating);
    const sorted: StoredImportError[] = [...errors].sort((a, b) => a.row - b.row);
    await tx
      .update(memberImports)
      .set({
        status: 'DONE',
        processed: csv.rows.length,
        created: creating.length,
        skipped,
        errors: sorted,
        source: null,
        finishedAt: sql`now()`,
      })
      .where(eq(memberImports.id, importId));
  });
}

/**
 * A failed attempt is retried (the transaction left nothing behind); after the last one the
 * import reads FAILED.
 */
export const memberImportJob = defineJob({
  name: 'member-import',
  payload: z.object({ importId: z.uuid() }),
  retry: { limit: 2, delaySeconds: 5, backoff: false },
  expireInSeconds: 10 * 60,
  async handler({ importId }, context) {
    try {
      await runImport(importId, context);
    } catch (error) {
      if (context.job.attempt > memberImportJob.retry.limit) await markFailed(context.db, importId);
      throw error;
    }
  },
});

/**
 * When an import still RUNNING can no longer finish: every attempt has had its time. (A worker
 * that died in its last attempt cannot mark it FAILED itself.)
 */
export const importDeadlineSeconds =
  (memberImportJob.retry.limit + 1) *
    (memberImportJob.expireInSeconds + memberImportJob.retry.delaySeconds) +
  60;
