// Every read of a person's record by an operator is written to the access log in the request
// that read it. A list page is one INSERT for every person on it, the ids passed as one array
// each, so a page of a hundred costs the same round trip as one card.
import type { AccessLogKind } from '@care/contracts';
import { sql } from 'drizzle-orm';
import type { OperatorCaller } from '../../auth/caller';
import type { Database } from '../../db/database';

/** One person read: their membership, and the order or document read about them, if any. */
export interface AccessLogRead {
  memberId: string;
  recordId?: string | null;
}

/**
 * Writes the caller's reads of `kind`, each person once (a list with two orders of one
 * beneficiary read that person once), all with the statement's instant.
 */
export async function recordReads(
  db: Database,
  caller: OperatorCaller,
  kind: AccessLogKind,
  reads: readonly AccessLogRead[],
): Promise<void> {
  const seen = new Set<string>();
  const memberIds: string[] = [];
  const recordIds: (string | null)[] = [];
  for (const { memberId, recordId = null } of reads) {
    if (seen.has(memberId)) continue;
    seen.add(memberId);
    memberIds.push(memberId);
    recordIds.push(recordId);
  }
  if (memberIds.length === 0) return;
  await db.execute(sql`
    insert into access_log_entries (organization_id, member_id, reader_account_id, kind, record_id)
    select ${caller.operator.organizationId}::uuid, read.member_id, ${caller.account.id}::uuid,
      ${kind}::access_log_kind, read.record_id
    from unnest(${sql.param(memberIds)}::uuid[], ${sql.param(recordIds)}::uuid[])
      as read(member_id, record_id)`);
}
