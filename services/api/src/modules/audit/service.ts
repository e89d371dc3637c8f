import { isDeepStrictEqual } from 'node:util';
import type { Readable } from 'node:stream';
import type { AuditEntity, AuditEvent, AuditExportQuery, AuditQuery } from '@care/contracts';
import type { Language } from '@care/i18n/locale';
import type { CsvDialect } from '../../csv/dialect';
import { problems } from '../../domain/errors';
import type { OperatorCaller } from '../../auth/caller';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { type Page, pageOf } from '../../domain/page';
import { type AuditChanges, auditEvents } from '../../db/schema';
import { type LiveChange, liveEventStatements, recordBulkLiveEvents } from '../events/record';
import { toAuditEvent } from './dto';
import { auditCsv } from './export';
import { type AuditFilter, auditEventCount, auditEventPage, memberAccount } from './queries';

/**
 * What the audit trail records changes of: the organization's records the audit reader shows,
 * and an account's own records (its profile, persons, notifications, devices), which it does not.
 */
export type RecordedEntity = AuditEntity | 'account' | 'person' | 'notification' | 'device';

export interface RecordedChange {
  actorAccountId: string | null;
  organizationId: string | null;
  entity: RecordedEntity;
  entityId: string;
  action: string;
  changes: AuditChanges;
}

type Snapshot = Record<string, unknown>;

const comparable = (value: unknown) =>
  value instanceof Date ? value.toISOString() : (value ?? null);

/**
 * The fields that differ between two snapshots of an entity, as before/after pairs. A created
 * entity has no `before`, a deleted one no `after`.
 */
export function changedFields(
  before: Snapshot | null,
  after: Snapshot | null,
  fields: readonly string[],
): AuditChanges {
  const changes: AuditChanges = {};
  for (const field of fields) {
    const previous = comparable(before?.[field]);
    const next = comparable(after?.[field]);
    if (!isDeepStrictEqual(previous, next)) changes[field] = { before: previous, after: next };
  }
  return changes;
}

const liveChange = (change: RecordedChange): LiveChange => ({
  type: change.action,
  organizationId: change.organizationId,
  entity: change.entity,
  entityId: change.entityId,
  actorAccountId: change.actorAccountId,
});

/**
 * Every write runs it: the audit event and the change's live event in one statement. The changes
 * go through the column's JSON encoding as a plain insert's do; the other columns share their
 * parameters with the live event (the action is its type).
 */
const recordAuditedChange = liveEventStatements('audit_event', (db) =>
  db.$with('audited').as(
    db
      .insert(auditEvents)
      .values({
        actorAccountId: sql.placeholder('actorAccountId'),
        organizationId: sql.placeholder('organizationId'),
        entity: sql.placeholder('entity'),
        entityId: sql.placeholder('entityId'),
        action: sql.placeholder('type'),
        changes: sql.placeholder('changes'),
      })
      .returning({ id: auditEvents.id }),
  ),
);

/**
 * Call inside the transaction of the mutation it records, so both commit or neither does. Every
 * mutation passes here, so this is also where the live streams hear of it (ids only).
 */
export async function recordAudit(tx: Database, change: RecordedChange) {
  await recordAuditedChange(tx, liveChange(change), { changes: change.changes });
}

/**
 * Many changes of one transaction (an import, a sweep), a thousand per statement, each column as
 * one array through `unnest`: the query builder takes far longer to assemble a thousand-row
 * VALUES list than the database takes to write it. The streams hear of them once per kind of
 * change, not once per record.
 */
export async function recordAudits(tx: Database, changes: RecordedChange[]) {
  for (let start = 0; start < changes.length; start += 1_000) {
    const chunk = changes.slice(start, start + 1_000);
    const column = (value: (change: RecordedChange) => string | null) =>
      sql.param(chunk.map(value));
    await tx.execute(sql`
      insert into ${auditEvents} (actor_account_id, organization_id, entity, entity_id, action, changes)
      select * from unnest(
        ${column((change) => change.actorAccountId)}::uuid[],
        ${column((change) => change.organizationId)}::uuid[],
        ${column((change) => change.entity)}::text[],
        ${column((change) => change.entityId)}::uuid[],
        ${column((change) => change.action)}::text[],
        ${column((change) => JSON.stringify(change.changes))}::jsonb[])`);
  }
  await recordBulkLiveEvents(tx, changes.map(liveChange));
}

/** The organization's whole log is its super operators' to read; a record's history is anyone's. */
function assertMayRead(caller: OperatorCaller, query: Pick<AuditQuery, 'entityId'>) {
  if (query.entityId === undefined && !caller.operator.isSuperOperator)
    throw problems.forbidden('Only super operators may read the organization’s audit log.');
}

/** The query's filter with its member resolved to the account that acts; 404 for a stranger. */
export async function auditFilterOf(
  db: Database,
  caller: OperatorCaller,
  query: Omit<AuditExportQuery, 'format'>,
): Promise<AuditFilter> {
  const { organizationId } = caller.operator;
  const { entity, entityId, action, from, to, actorMemberId } = query;
  const filter: AuditFilter = { organizationId, entity, entityId, action, from, to };
  if (actorMemberId === undefined) return filter;
  const member = await memberAccount(db, organizationId, actorMemberId);
  if (!member) throw problems.notFound();
  return { ...filter, actorAccountId: member.accountId };
}

export function createAuditService(db: Database) {
  return {
    /**
     * The caller's organization's events, newest first. One record's history is read by any
     * ACCEPTED operator of it (the guard has checked that); the organization's log across its
     * records, by its super operators.
     */
    async list(caller: OperatorCaller, query: AuditQuery): Promise<Page<AuditEvent>> {
      assertMayRead(caller, query);
      const { page, limit } = query;
      const filter = await auditFilterOf(db, caller, query);
      const [rows, [counted]] = await Promise.all([
        auditEventPage(db, filter, limit, (page - 1) * limit),
        auditEventCount(db, filter),
      ]);
      return pageOf(rows.map(toAuditEvent), query, counted?.count ?? 0);
    },

    /** The log's filter as a CSV download, for super operators only as the log is. */
    async exportCsv(
      caller: OperatorCaller,
      query: AuditExportQuery,
      dialect: CsvDialect,
      language: Language,
    ): Promise<Readable> {
      if (!caller.operator.isSuperOperator)
        throw problems.forbidden('Only super operators may export the organization’s audit log.');
      return auditCsv(db, await auditFilterOf(db, caller, query), dialect, language);
    },
  };
}
