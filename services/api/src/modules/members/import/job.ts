// The import itself, on the job queue: any replica runs it, and a crash midway leaves nothing
// half-written. The file is checked row by row first (progress is written as it goes), then every
// good row is created in one transaction that also records the outcome and completes the job.
import { eq, and, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../../db/database';
import { memberImports, members, type StoredImportError } from '../../../db/schema';
import { defineJob, type Enqueue, type JobContext } from '../../../jobs/definition';
import { queueInvitationEmails } from '../../../mail/invitation-job';
import { type Language, languages } from '../../notifications/language';
import { changedFields, recordAudits } from '../../audit/service';
import { listOutposts } from '../../outposts/queries';
import { emailsWithMemberships, lockMembershipsOf } from '../queries';
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

interface ImportActor {
  organizationId: string;
  actorAccountId: string | null;
  language: Language;
  /** False: the members wait (WAITING) for an operator to send their invitations later. */
  sendInvitations: boolean;
}

/** What the database answers for each created member; the rest is what the file said. */
const createdMember = z.object({
  id: z.uuid(),
  account_email: z.string(),
  start_date: z.coerce.date(),
  version: z.number(),
});

/**
 * Creates the members and their audit events in two statements per chunk. Rows travel as one
 * array per column through `unnest`: a multi-row VALUES list took the query builder seconds to
 * assemble for 10,000 rows (nine parameters each), longer than the database took to write them.
 */
async function createMembers(
  tx: Database,
  { organizationId, actorAccountId, language, sendInvitations }: ImportActor,
  candidates: ImportCandidate[],
  enqueue: Enqueue,
) {
  for (let start = 0; start < candidates.length; start += chunkSize) {
    const chunk = candidates.slice(start, start + chunkSize);
    const column = <K extends keyof ImportCandidate>(key: K) =>
      sql.param(chunk.map((candidate) => candidate[key]));
    // The address travels as JSON text, one cell per row (null for none).
    const addresses = sql.param(
      chunk.map(({ address }) => (address ? JSON.stringify(address) : null)),
    );
    const outpostIds = sql.param(chunk.map(({ homeOutpost }) => homeOutpost?.id ?? null));
    const inserted = await tx.execute(sql`
      insert into ${members} (organization_id, status, role, account_owner_type, account_email,
        first_name, last_name, is_super_operator, invitation_delivery, address, care_notes,
        form_of_address, home_outpost_id)
      select ${organizationId}, 'PENDING', row.role::role, row.owner::account_owner_type,
        row.email, row.first_name, row.last_name, false, 'WAITING', row.address::jsonb,
        row.care_notes, row.form_of_address::form_of_address, row.home_outpost_id::uuid
      from unnest(${column('role')}::text[], ${column('accountOwnerType')}::text[],
        ${column('accountEmail')}::text[], ${column('firstName')}::text[],
        ${column('lastName')}::text[], ${addresses}::text[], ${column('careNotes')}::text[],
        ${column('formOfAddress')}::text[], ${outpostIds}::text[])
        as row(role, owner, email, first_name, last_name, address, care_notes, form_of_address,
          home_outpost_id)
      returning id, account_email, start_date, version`);
    const rows = z.array(createdMember).parse((inserted as unknown as { rows: unknown[] }).rows);
    const created = new Map(rows.map((row) => [row.account_email, row]));
    // Invited as a member added by hand is, in the language of the request that started the
    // import; an import whose operator's account is gone since leaves them for a resend.
    if (actorAccountId && sendInvitations)
      await queueInvitationEmails({
        tx,
        enqueue,
        memberIds: rows.map((row) => row.id),
        invitedBy: actorAccountId,
        language,
      });
    await recordAudits(
      tx,
      chunk.map((candidate) => {
        const member = created.get(candidate.accountEmail);
        if (!member) throw new Error(`import: no member came back for row ${candidate.line}`);
        return {
          actorAccountId,
          organizationId,
          entity: 'member' as const,
          entityId: member.id,
          action: 'imported',
          changes: {
            ...changedFields(
              null,
              {
                ...candidate,
                status: 'PENDING',
                isSuperOperator: false,
                startDate: member.start_date,
                endDate: null,
                // Their invitations go out as the mail job picks up WAITING ones.
                invitationDelivery: 'WAITING',
                phone: null,
                version: member.version,
              },
              auditedMemberFields,
            ),
            // By name, as a change on the card records it.
            ...(candidate.homeOutpost
              ? { homeOutpost: { before: null, after: candidate.homeOutpost.name } }
              : {}),
          },
        };
      }),
    );
  }
}

/**
 * The rows of a file that would create a member: those without errors whose e-mail is not a
 * member yet. The preview counts them; the job creates them.
 */
export async function newCandidates(
  db: Database,
  organizationId: string,
  candidates: ImportCandidate[],
  onChunk: (checked: number) => Promise<unknown> = async () => undefined,
): Promise<{ fresh: ImportCandidate[]; skipped: number }> {
  const fresh: ImportCandidate[] = [];
  let skipped = 0;
  for (let start = 0; start < candidates.length; start += chunkSize) {
    const chunk = candidates.slice(start, start + chunkSize);
    // A row whose e-mail is already a member is skipped: the same file twice creates nothing new.
    const existing = await emailsWithMemberships(
      db,
      organizationId,
      chunk.map(({ accountEmail }) => accountEmail),
    );
    for (const candidate of chunk)
      if (existing.has(candidate.accountEmail)) skipped += 1;
      else fresh.push(candidate);
    await onChunk(start + chunk.length);
  }
  return { fresh, skipped };
}

async function runImport(
  {
    importId,
    language,
    sendInvitations,
  }: { importId: string; language: Language; sendInvitations: boolean },
  { db, transaction, enqueue }: JobContext,
) {
  const [started] = await db.select().from(memberImports).where(eq(memberImports.id, importId));
  // Finished by an earlier attempt (or its organization is gone): nothing left to do.
  if (!started || started.status !== 'RUNNING' || started.source === null) return;
  const progress = (processed: number) =>
    db.update(memberImports).set({ processed }).where(eq(memberImports.id, importId));
  await progress(0);

  const csv = parseCsvText(started.source);
  const { candidates, errors } = checkRows(
    csv,
    started.mapping,
    { isSuperOperator: started.actorIsSuperOperator },
    await listOutposts(db, started.organizationId),
  );
  const checked = await newCandidates(db, started.organizationId, candidates, (count) =>
    progress(errors.length + count),
  );
  const { fresh } = checked;
  let { skipped } = checked;

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
    await createMembers(
      tx,
      {
        organizationId: started.organizationId,
        actorAccountId: started.actorAccountId,
        language,
        sendInvitations,
      },
      creating,
      enqueue,
    );
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
  // The language of the request that started it: its members' invitation e-mails are in it.
  // Jobs queued before `sendInvitations` existed sent them: they still do.
  payload: z.object({
    importId: z.uuid(),
    language: z.enum(languages).default('pl'),
    sendInvitations: z.boolean().default(true),
  }),
  retry: { limit: 2, delaySeconds: 5, backoff: false },
  expireInSeconds: 10 * 60,
  async handler({ importId, language, sendInvitations }, context) {
    try {
      await runImport({ importId, language, sendInvitations }, context);
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
