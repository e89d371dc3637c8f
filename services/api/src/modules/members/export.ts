// The member list as a CSV download: the list's filter and order, read a batch at a time and
// written as the client takes it, so memory stays flat however many members there are.
import { Readable } from 'node:stream';
import { type MemberContact, type MemberExportQuery, memberExportColumns } from '@care/contracts';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { type CsvDialect, csvStream } from '../../csv/dialect';
import { members, outposts } from '../../db/schema';
import { effectiveStatus, memberFilter, orderBy, sortOf, tagsByMember } from './queries';

const batchSize = 500;

type ExportRecord = Record<(typeof memberExportColumns)[number], string>;

/** Where the previous batch ended: its last row's sort key (as text) and id. */
interface Cursor {
  key: string;
  id: string;
}

/** "name (relation) phone; …" in one cell, the primary contact first, the rest as entered. */
export const contactsCell = (contacts: readonly MemberContact[]) =>
  [...contacts]
    .sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary))
    .map(({ name, relation, phone }) => `${name} (${relation}) ${phone}`)
    .join('; ');

async function* exportRecords(
  db: Database,
  organizationId: string,
  query: MemberExportQuery,
  dialect: CsvDialect,
): AsyncGenerator<ExportRecord> {
  const { key, type, descending } = sortOf(query.sort);
  const after = (cursor: Cursor): SQL =>
    sql`(${key}, ${members.id}) ${sql.raw(descending ? '<' : '>')} (cast(${cursor.key} as ${sql.raw(type)}), ${cursor.id}::uuid)`;
  let cursor: Cursor | undefined;
  for (;;) {
    const rows = await db
      .select({
        member: members,
        homeOutpost: outposts.name,
        status: effectiveStatus,
        key: sql<string>`(${key})::text`,
      })
      .from(members)
      .leftJoin(outposts, eq(outposts.id, members.homeOutpostId))
      .where(and(memberFilter(organizationId, query), cursor ? after(cursor) : undefined))
      .orderBy(...orderBy(query.sort))
      .limit(batchSize);
    const tags = await tagsByMember(
      db,
      rows.map(({ member }) => member.id),
    );
    for (const { member, homeOutpost, status } of rows)
      yield {
        firstName: member.firstName,
        lastName: member.lastName,
        accountEmail: member.accountEmail,
        role: dialect.word('role', member.role),
        status: dialect.word('status.member', status),
        isSuperOperator: dialect.flag(member.isSuperOperator),
        tags: (tags.get(member.id) ?? []).map((tag) => tag.abbr).join(', '),
        phone: member.phone ?? '',
        formOfAddress: member.formOfAddress
          ? dialect.word('formOfAddress', member.formOfAddress)
          : '',
        street: member.address?.street ?? '',
        building: member.address?.building ?? '',
        apartment: member.address?.apartment ?? '',
        postalCode: member.address?.postalCode ?? '',
        city: member.address?.city ?? '',
        accessNotes: member.address?.accessNotes ?? '',
        careNotes: member.careNotes ?? '',
        contacts: contactsCell(member.contacts),
        // By name, as the import reads it back.
        homeOutpost: homeOutpost ?? '',
        createdAt: dialect.moment(member.createdAt),
        endDate: dialect.day(member.endDate),
      };
    const last = rows.at(-1);
    if (rows.length < batchSize || !last) return;
    cursor = { key: last.key, id: last.member.id };
  }
}

/** The CSV in the caller's dialect, UTF-8 with a BOM so spreadsheets read Polish letters. */
export function memberCsv(
  db: Database,
  organizationId: string,
  query: MemberExportQuery,
  dialect: CsvDialect,
): Readable {
  return csvStream(
    exportRecords(db, organizationId, query, dialect),
    memberExportColumns,
    'exports.members',
    dialect,
  );
}
