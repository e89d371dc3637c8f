// Every read of a person's record by an operator goes into the access log. The request only
// notes the read in this process's buffer; the buffer is written as one INSERT a second later
// (or at once when it holds a full batch), and when the API closes. A read therefore costs the
// request no round trip, and a busy second costs the database one statement, not one per read.
//
// The trade, decided for this log: entries reach the table within a second, not within the
// request, and a crash of the API process (not a graceful stop) loses at most that last second
// of entries. Whoever reads the log through this process sees every read it answered: the log's
// readers flush the buffer first.
import type { AccessLogKind } from '@care/contracts';
import { sql } from 'drizzle-orm';
import type { OperatorCaller } from '../../auth/caller';
import type { Database } from '../../db/database';

/** How long a read may wait in the buffer before it is written, unless the API says otherwise. */
export const accessLogFlushMs = 1_000;
/** A buffer this full is written at once: one INSERT of this many rows is still quick. */
export const accessLogBatchSize = 1_000;
/** What a database that refuses the writes may leave buffered, to try again, at the most. */
const keptAfterFailure = 50_000;

/**
 * Each write's commit does not wait for the WAL to reach the disk (synchronous_commit off for
 * that transaction alone). The rows are as safe as any once the WAL writer flushes them a
 * fraction of a second later; only a crash of the database server within that moment loses them.
 */
const relaxed = sql`with relaxed as (select set_config('synchronous_commit', 'off', true))`;

/** One person read: their membership, and the order or document read about them, if any. */
export interface AccessLogRead {
  memberId: string;
  recordId?: string | null;
}

/**
 * One read waiting to be written. `target` is the member read, or for `ORDER` the order, whose
 * beneficiary is the person read; either is looked up in the reader's organization when the
 * entry is written, so an id of another organization, or a record deleted since, writes nothing.
 */
interface PendingRead {
  organizationId: string;
  target: string;
  readerAccountId: string;
  kind: AccessLogKind;
  recordId: string | null;
  readAt: string;
}

interface LogWarning {
  warn(details: object, message: string): void;
}

class AccessLogBuffer {
  private pending: PendingRead[] = [];
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();
  private lastFailure: unknown = null;
  log: LogWarning | null = null;
  flushMs = accessLogFlushMs;

  constructor(private readonly db: Database) {}

  add(reads: PendingRead[]): void {
    this.pending.push(...reads);
    if (this.pending.length >= accessLogBatchSize) void this.flush().catch(() => {});
    else if (!this.timer) {
      this.timer = setTimeout(() => void this.flush().catch(() => {}), this.flushMs);
      // A buffered read never keeps a process alive on its own; closing the API writes it.
      this.timer.unref();
    }
  }

  /** Writes what is buffered; resolves once every read noted before the call is in the table. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = this.pending;
    this.pending = [];
    this.writing = this.writing.then(() => (batch.length ? this.write(batch) : undefined));
    return this.writing.then(() => {
      const failure = this.lastFailure;
      this.lastFailure = null;
      if (failure) throw failure;
    });
  }

  private async write(batch: PendingRead[]): Promise<void> {
    try {
      await this.db.execute(insertStatement(batch));
    } catch (error) {
      // Kept for the next write, so a database that was away for a moment loses nothing.
      this.pending = [...batch, ...this.pending].slice(-keptAfterFailure);
      this.lastFailure = error;
      this.log?.warn({ err: error, entries: batch.length }, 'access log entries not written yet');
      if (!this.timer) {
        this.timer = setTimeout(() => void this.flush().catch(() => {}), this.flushMs);
        this.timer.unref();
      }
    }
  }
}

/**
 * The kinds travel as text and are cast row by row: an array of the enum type is a type the
 * embedded database's client cannot write as a parameter.
 */
function insertStatement(batch: readonly PendingRead[]) {
  const column = <K extends keyof PendingRead>(key: K) => sql.param(batch.map((read) => read[key]));
  return sql`
    ${relaxed},
    read as (
      select * from unnest(
        ${column('organizationId')}::uuid[], ${column('target')}::uuid[],
        ${column('readerAccountId')}::uuid[], ${column('kind')}::text[],
        ${column('recordId')}::uuid[], ${column('readAt')}::timestamptz[]
      ) as read(organization_id, target, reader_account_id, kind, record_id, read_at)
    )
    insert into access_log_entries
      (organization_id, member_id, reader_account_id, kind, record_id, read_at)
    select read.organization_id, m.id, read.reader_account_id, read.kind::access_log_kind,
      read.record_id, read.read_at
    from relaxed, read
    join members m on m.id = read.target and m.organization_id = read.organization_id
    where read.kind <> 'ORDER'
    union all
    select read.organization_id, o.beneficiary_member_id, read.reader_account_id,
      read.kind::access_log_kind, o.id, read.read_at
    from relaxed, read
    join orders o on o.id = read.target and o.organization_id = read.organization_id
    where read.kind = 'ORDER'`;
}

/** One buffer per database handle: every API (and test) on that handle shares it. */
const buffers = new WeakMap<Database, AccessLogBuffer>();

function bufferOf(db: Database): AccessLogBuffer {
  let buffer = buffers.get(db);
  if (!buffer) {
    buffer = new AccessLogBuffer(db);
    buffers.set(db, buffer);
  }
  return buffer;
}

/** Where a failed background write is reported (the API's logger), and how long reads wait. */
export function configureAccessLog(
  db: Database,
  settings: { log: LogWarning; flushMs?: number | undefined },
): void {
  const buffer = bufferOf(db);
  buffer.log = settings.log;
  buffer.flushMs = settings.flushMs ?? accessLogFlushMs;
}

/**
 * Writes every read noted so far on `db`. The log's readers call it first, so that they see
 * what this process answered; the API calls it when it closes. Rejects when the write failed
 * (the reads stay buffered for the next try).
 */
export function flushAccessLog(db: Database): Promise<void> {
  return bufferOf(db).flush();
}

const readOf = (
  caller: OperatorCaller,
  kind: AccessLogKind,
  target: string,
  recordId: string | null,
  readAt: string,
): PendingRead => ({
  organizationId: caller.operator.organizationId,
  target,
  readerAccountId: caller.account.id,
  kind,
  recordId,
  readAt,
});

/**
 * Notes the caller's reads of `kind`, each person once (a list with two orders of one
 * beneficiary read that person once), all at the same instant.
 */
export function recordReads(
  db: Database,
  caller: OperatorCaller,
  kind: Exclude<AccessLogKind, 'ORDER'>,
  reads: readonly AccessLogRead[],
): void {
  const readAt = new Date().toISOString();
  const seen = new Set<string>();
  const pending: PendingRead[] = [];
  for (const { memberId, recordId = null } of reads) {
    if (seen.has(memberId)) continue;
    seen.add(memberId);
    pending.push(readOf(caller, kind, memberId, recordId, readAt));
  }
  if (pending.length) bufferOf(db).add(pending);
}

/** Notes the caller's opening of one member's card (nothing is written for another's). */
export function recordMemberRead(db: Database, caller: OperatorCaller, memberId: string): void {
  bufferOf(db).add([readOf(caller, 'MEMBER_CARD', memberId, null, new Date().toISOString())]);
}

/** Notes the caller's opening of one order, written against its beneficiary. */
export function recordOrderRead(db: Database, caller: OperatorCaller, orderId: string): void {
  bufferOf(db).add([readOf(caller, 'ORDER', orderId, null, new Date().toISOString())]);
}
