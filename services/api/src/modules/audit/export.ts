// The audit log as a CSV download: the log's filter, newest first, read a batch at a time from
// where the last batch ended and written as the client takes it, so memory stays flat.
import type { Readable } from 'node:stream';
import { type AuditEvent, auditExportColumns, isErasedPerson } from '@care/contracts';
import { commonTextOr } from '@care/i18n/common-text';
import type { Language } from '@care/i18n/locale';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { type CsvDialect, csvStream } from '../../csv/dialect';
import { auditEvents } from '../../db/schema';
import { toAuditEvent } from './dto';
import { type AuditFilter, auditEventPage } from './queries';

const batchSize = 500;

export type AuditExportRecord = Record<(typeof auditExportColumns)[number], string>;

/** Bookkeeping the trail keeps, which tells a reader of the file nothing. */
const hiddenFields = new Set(['version']);

const isoDay = /^\d{4}-\d{2}-\d{2}$/;
const isoMoment = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** One recorded value as the panel's history writes it: dates, yes/no, '(empty)'. */
function valueText(value: unknown, dialect: CsvDialect, language: Language): string {
  if (
    value === null ||
    value === undefined ||
    value === '' ||
    (Array.isArray(value) && !value.length)
  )
    return commonTextOr(language, 'exports.auditEmpty', '');
  if (typeof value === 'boolean') return dialect.flag(value);
  if (typeof value === 'string') {
    if (isoDay.test(value)) return dialect.day(value);
    if (isoMoment.test(value) && !Number.isNaN(Date.parse(value))) return dialect.moment(value);
    return value;
  }
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value))
    return value.map((item) => valueText(item, dialect, language)).join(', ');
  return JSON.stringify(value);
}

/**
 * The changed fields in one cell, for a person: "Status: Pending → Active; …", a created
 * record's values alone. For a machine: the fields' before and after as JSON.
 */
function changesCell(event: AuditEvent, dialect: CsvDialect, language: Language): string {
  const fields = [...new Set([...Object.keys(event.after), ...Object.keys(event.before)])].filter(
    (field) => !hiddenFields.has(field),
  );
  if (dialect.format === 'machine')
    return JSON.stringify(
      Object.fromEntries(
        fields.map((field) => [field, { before: event.before[field], after: event.after[field] }]),
      ),
    );
  const created = fields.every((field) => event.before[field] === null);
  return fields
    .map((field) => {
      const label = commonTextOr(language, `exports.auditFields.${field}`, field);
      const word = (value: unknown) => {
        // A code the exports already have a word for (a status, a role) reads as that word.
        if (typeof value === 'string' && (field === 'status' || field === 'role')) {
          const group = field === 'role' ? 'role' : `status.${event.entity}`;
          return commonTextOr(language, `${group}.${value}`, value);
        }
        return valueText(value, dialect, language);
      };
      const after = word(event.after[field]);
      return created ? `${label}: ${after}` : `${label}: ${word(event.before[field])} → ${after}`;
    })
    .join('; ');
}

/** One event as a row of the audit CSV, in the dialect's words. */
export function auditExportRecord(
  event: AuditEvent,
  dialect: CsvDialect,
  language: Language,
): AuditExportRecord {
  return {
    at: dialect.moment(event.at),
    actor: !event.actor
      ? dialect.word('exports.auditActor', 'system')
      : isErasedPerson(event.actor)
        ? dialect.erasedPerson
        : `${event.actor.firstName} ${event.actor.lastName}`,
    actorEmail: event.actor && !isErasedPerson(event.actor) ? event.actor.email : '',
    entity: dialect.word('exports.auditEntities', event.entity),
    entityId: event.entityId,
    action:
      dialect.format === 'machine'
        ? event.action
        : commonTextOr(language, `exports.auditActions.${event.action}`, event.action),
    changes: changesCell(event, dialect, language),
  };
}

async function* exportRecords(
  db: Database,
  filter: AuditFilter,
  dialect: CsvDialect,
  language: Language,
): AsyncGenerator<AuditExportRecord> {
  let cursor: { at: Date; id: string } | undefined;
  for (;;) {
    // Keyset paging: each batch starts right after the last one's (moment, id), off the index.
    const rows = await auditEventPage(
      db,
      {
        ...filter,
        extra: cursor
          ? sql`(${auditEvents.occurredAt}, ${auditEvents.id}) < (${cursor.at.toISOString()}::timestamptz, ${cursor.id}::uuid)`
          : undefined,
      },
      batchSize,
      0,
    );
    for (const row of rows) {
      yield auditExportRecord(toAuditEvent(row), dialect, language);
    }
    const last = rows.at(-1);
    if (rows.length < batchSize || !last) return;
    cursor = { at: last.event.occurredAt, id: last.event.id };
  }
}

/** The CSV in the caller's dialect, UTF-8 with a BOM so spreadsheets read Polish letters. */
export function auditCsv(
  db: Database,
  filter: AuditFilter,
  dialect: CsvDialect,
  language: Language,
): Readable {
  return csvStream(
    exportRecords(db, filter, dialect, language),
    auditExportColumns,
    'exports.audit',
    dialect,
  );
}
