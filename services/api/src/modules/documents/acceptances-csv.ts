import type { DocumentAcceptance } from '@care/contracts';
import type { CsvDialect } from '../../csv/dialect';
import type { Language } from '../notifications/language';

const columns = [
  'lastName',
  'firstName',
  'accountEmail',
  'role',
  'hasAccepted',
  'lastRevision',
  'acceptedAt',
] as const;

/** The acceptances table as the CSV export writes it, in the dialect the caller asked for. */
export function acceptanceTable(rows: readonly DocumentAcceptance[], dialect: CsvDialect) {
  return {
    header: columns.map((column) => dialect.header('exports.acceptances', column)),
    rows: rows.map((row) => [
      row.lastName,
      row.firstName,
      row.accountEmail,
      dialect.word('role', row.role),
      dialect.flag(row.hasAccepted),
      row.lastAcceptance?.revision ?? null,
      dialect.moment(row.lastAcceptance?.acceptedAt),
    ]),
  };
}

/** E.g. `akceptacje-regulamin-wersja-2.csv`. */
export function acceptanceFileName(title: string, revision: number, language: Language) {
  const slug = title
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return language === 'pl'
    ? `akceptacje-${slug}-wersja-${revision}.csv`
    : `acceptances-${slug}-revision-${revision}.csv`;
}
