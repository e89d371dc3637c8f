// A person's right of access: what the organization holds about one member, taken by its super
// operators, or what the signed-in person holds across their organizations, taken by themselves.
// Taking an export is itself recorded: the operator's in the access log (it reads the card) and
// both in the audit trail, so the person and the organization can see that it happened.
import type { Readable } from 'node:stream';
import {
  auditExportColumns,
  type DataExportFile,
  dataExportAccessLogColumns,
  dataExportAcceptanceColumns,
  dataExportFileName,
  isErasedPerson,
  orderExportColumns,
} from '@care/contracts';
import type { Language } from '@care/i18n/locale';
import type { Account, OperatorCaller } from '../../auth/caller';
import { type CsvDialect, csvDialect, toCsv } from '../../csv/dialect';
import type { Database } from '../../db/database';
import { problems } from '../../domain/errors';
import { readerOf } from '../access-log/queries';
import { toAuditEvent } from '../audit/dto';
import { auditExportRecord } from '../audit/export';
import { recordAudit } from '../audit/service';
import type { ModuleDeps } from '../deps';
import { toOwnMember } from '../members/dto';
import { tagsByMember } from '../members/queries';
import { createMemberService } from '../members/service';
import { toOrder } from '../orders/dto';
import { orderExportRecord } from '../orders/export';
import type { OrderWithBeneficiary } from '../orders/queries';
import { type ArchiveFiles, jsonFile, readmeText, zipOf } from './archive';
import {
  acceptancesOfMembers,
  accessLogOfMembers,
  auditEventsAbout,
  organizationName,
  ordersOfMembers,
  ownMemberships,
} from './queries';

export interface DataExport {
  fileName: string;
  archive: Readable;
}

type AcceptanceRow = Awaited<ReturnType<typeof acceptancesOfMembers>>[number];
type AccessLogRow = Awaited<ReturnType<typeof accessLogOfMembers>>[number];

const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`;

const isoDay = (at: Date) => at.toISOString().slice(0, 10);

/** A table of records as CSV, its headers the dialect's words of `headerGroup`. */
function csvOf<Column extends string>(
  columns: readonly Column[],
  headerGroup: string,
  records: readonly Record<Column, string | number | null>[],
  dialect: CsvDialect,
): string {
  return toCsv(
    columns.map((column) => dialect.header(headerGroup, column)),
    records.map((record) => columns.map((column) => record[column])),
    dialect,
  );
}

function orderFiles(rows: readonly OrderWithBeneficiary[], dialect: CsvDialect): ArchiveFiles {
  return {
    orders: jsonFile(rows.map(toOrder)),
    ordersCsv: csvOf(
      orderExportColumns,
      'exports.orders',
      rows.map((row) => orderExportRecord(row, dialect)),
      dialect,
    ),
  };
}

function acceptanceFiles(rows: readonly AcceptanceRow[], dialect: CsvDialect): ArchiveFiles {
  return {
    acceptances: jsonFile(
      rows.map((row) => ({
        organization: { id: row.organizationId, name: row.organizationName },
        documentId: row.documentId,
        title: row.title,
        revision: row.revision,
        acceptedAt: row.acceptedAt.toISOString(),
      })),
    ),
    acceptancesCsv: csvOf(
      dataExportAcceptanceColumns,
      'exports.dataExportAcceptances',
      rows.map((row) => ({
        organization: row.organizationName,
        document: row.title,
        revision: row.revision,
        acceptedAt: dialect.moment(row.acceptedAt),
      })),
      dialect,
    ),
  };
}

function accessLogFiles(rows: readonly AccessLogRow[], dialect: CsvDialect): ArchiveFiles {
  return {
    accessLog: jsonFile(
      rows.map((row) => ({
        id: row.id,
        at: row.at.toISOString(),
        kind: row.kind,
        recordId: row.recordId,
        memberId: row.memberId,
        reader: readerOf(row),
        organization:
          row.organizationName === null
            ? null
            : { id: row.organizationId, name: row.organizationName },
      })),
    ),
    accessLogCsv: csvOf(
      dataExportAccessLogColumns,
      'exports.dataExportAccessLog',
      rows.map((row) => {
        const reader = readerOf(row);
        return {
          organization: row.organizationName ?? '',
          at: dialect.moment(row.at),
          reader: !reader ? '' : isErasedPerson(reader) ? dialect.erasedPerson : fullName(reader),
          kind: dialect.word('exports.accessLogKinds', row.kind),
          recordId: row.recordId ?? '',
        };
      }),
      dialect,
    ),
  };
}

/** The archive with its README first, which lists every file that follows. */
function archiveOf(
  files: ArchiveFiles,
  readme: Parameters<typeof readmeText>[0],
  at: Date,
): Readable {
  const names = ['readme', ...Object.keys(files)] as DataExportFile[];
  return zipOf({ readme: readmeText(readme, names), ...files }, at);
}

export function createDataExportService({ db, enqueue }: Pick<ModuleDeps, 'db' | 'enqueue'>) {
  const members = createMemberService({ db, enqueue });

  /** The export is a change of nobody's record but a fact the trail keeps: who took what. */
  const recordExport = (
    tx: Database,
    actorAccountId: string,
    organizationId: string | null,
    entity: 'member' | 'account',
    entityId: string,
  ) =>
    recordAudit(tx, {
      actorAccountId,
      organizationId,
      entity,
      entityId,
      action: 'data-exported',
      changes: {},
    });

  return {
    /**
     * Everything the caller's organization holds about one member, care notes and contacts
     * included: the organization's super operators' to take, as the access log is theirs to read.
     */
    async memberExport(
      caller: OperatorCaller,
      memberId: string,
      language: Language,
    ): Promise<DataExport> {
      if (!caller.operator.isSuperOperator)
        throw problems.forbidden('Only super operators may export a person’s data.');
      const { organizationId } = caller.operator;
      // Another organization's member is not found; reading the card is written to the log.
      const member = await members.get(caller, memberId);
      const at = new Date();
      await recordExport(db, caller.account.id, organizationId, 'member', memberId);
      const [relations, organization, orders, acceptances, accessLog] = await Promise.all([
        members.relations(caller, memberId),
        organizationName(db, organizationId),
        ordersOfMembers(db, [memberId], { withDeclined: true }),
        acceptancesOfMembers(db, [memberId]),
        accessLogOfMembers(db, [memberId]),
      ]);
      const events = await auditEventsAbout(
        db,
        organizationId,
        memberId,
        orders.map((row) => row.order.id),
      );
      const dialect = csvDialect('spreadsheet', language);
      const auditEvents = events.map(toAuditEvent);
      const files: ArchiveFiles = {
        member: jsonFile({
          ...member,
          organization: { id: organizationId, name: organization },
          relations,
        }),
        ...orderFiles(orders, dialect),
        ...acceptanceFiles(acceptances, dialect),
        auditEvents: jsonFile(auditEvents),
        auditEventsCsv: csvOf(
          auditExportColumns,
          'exports.audit',
          auditEvents.map((event) => auditExportRecord(event, dialect, language)),
          dialect,
        ),
        ...accessLogFiles(accessLog, dialect),
      };
      return {
        fileName: dataExportFileName(member, isoDay(at)),
        archive: archiveOf(
          files,
          {
            person: fullName(member),
            at,
            organization: { name: organization ?? '', exporter: fullName(caller.account) },
          },
          at,
        ),
      };
    },

    /**
     * The account's own memberships in every organization and what hangs on them, as the person
     * reads it themselves: without the operators' care notes and contacts, and without the wards
     * the account acts for, whose data is theirs to ask their organization for.
     */
    async ownExport(account: Account, language: Language): Promise<DataExport> {
      const at = new Date();
      await recordExport(db, account.id, null, 'account', account.id);
      const memberships = await ownMemberships(db, account.id);
      const memberIds = memberships.map(({ member }) => member.id);
      const [tags, orders, acceptances, accessLog] = await Promise.all([
        tagsByMember(db, memberIds),
        ordersOfMembers(db, memberIds, { withDeclined: false }),
        acceptancesOfMembers(db, memberIds),
        accessLogOfMembers(db, memberIds),
      ]);
      const dialect = csvDialect('spreadsheet', language);
      const files: ArchiveFiles = {
        memberships: jsonFile(
          memberships.map(({ member, organizationName: name }) => ({
            ...toOwnMember(member, tags.get(member.id) ?? [], at),
            organization: { id: member.organizationId, name },
          })),
        ),
        ...orderFiles(orders, dialect),
        ...acceptanceFiles(acceptances, dialect),
        ...accessLogFiles(accessLog, dialect),
      };
      return {
        fileName: dataExportFileName(account, isoDay(at)),
        archive: archiveOf(files, { person: fullName(account), at }, at),
      };
    },
  };
}
