// Every read of a person's record by an operator is written to the access log in the request
// that read it. A list page is one INSERT for every person on it, the ids passed as one array
// each, so a page of a hundred costs the same round trip as one card. The writes run beside the
// reads where they can (a card's while it is read, a page's while the list is counted), so they
// add little to the answer's time; the answer still waits for them.
import type { AccessLogKind } from '@care/contracts';
import { sql } from 'drizzle-orm';
import type { OperatorCaller } from '../../auth/caller';
import type { Database } from '../../db/database';

/**
 * Each write is a statement of its own (its own transaction), whose commit does not wait for
 * the WAL to reach the disk (synchronous_commit off for that transaction alone): the wait is
 * most of what a write would add to a read. The row is as safe as any once the WAL writer
 * flushes it a fraction of a second later; only a crash of the database server within that
 * moment could lose it, and never corrupts anything.
 */
const relaxed = sql`with relaxed as (select set_config('synchronous_commit', 'off', true))`;

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
    ${relaxed}
    insert into access_log_entries (organization_id, member_id, reader_account_id, kind, record_id)
    select ${caller.operator.organizationId}::uuid, read.member_id, ${caller.account.id}::uuid,
      ${kind}::access_log_kind, read.record_id
    from relaxed, unnest(${sql.param(memberIds)}::uuid[], ${sql.param(recordIds)}::uuid[])
      as read(member_id, record_id)`);
}

/**
 * Writes the caller's opening of one member's card, found by its id in the caller's
 * organization (nothing for another's), so it runs beside the read instead of after it.
 */
export async function recordMemberRead(
  db: Database,
  caller: OperatorCaller,
  memberId: string,
): Promise<void> {
  const { organizationId } = caller.operator;
  await db.execute(sql`
    ${relaxed}
    insert into access_log_entries (organization_id, member_id, reader_account_id, kind)
    select m.organization_id, m.id, ${caller.account.id}::uuid, 'MEMBER_CARD'
    from relaxed, members m
    where m.id = ${memberId}::uuid and m.organization_id = ${organizationId}::uuid`);
}

/** Writes the caller's opening of one order, against its beneficiary, beside the order's read. */
export async function recordOrderRead(
  db: Database,
  caller: OperatorCaller,
  orderId: string,
): Promise<void> {
  const { organizationId } = caller.operator;
  await db.execute(sql`
    ${relaxed}
    insert into access_log_entries (organization_id, member_id, reader_account_id, kind, record_id)
    select o.organization_id, o.beneficiary_member_id, ${caller.account.id}::uuid, 'ORDER', o.id
    from relaxed, orders o
    where o.id = ${orderId}::uuid and o.organization_id = ${organizationId}::uuid`);
}
