import type { DocumentAcceptance } from '@care/contracts';
import type { Language } from '../notifications/language';

const headers: Record<Language, string[]> = {
  pl: [
    'Nazwisko',
    'Imię',
    'E-mail',
    'Rola',
    'Zaakceptował(a) tę wersję',
    'Ostatnio zaakceptowana wersja',
    'Data akceptacji',
  ],
  en: [
    'Last name',
    'First name',
    'Email',
    'Role',
    'Accepted this revision',
    'Last accepted revision',
    'Accepted at',
  ],
};

const roles: Record<Language, Record<DocumentAcceptance['role'], string>> = {
  pl: { OPERATOR: 'Operator', ASSISTANT: 'Asystent', BENEFICIARY: 'Podopieczny' },
  en: { OPERATOR: 'Operator', ASSISTANT: 'Assistant', BENEFICIARY: 'Beneficiary' },
};

const yesNo: Record<Language, [string, string]> = { pl: ['tak', 'nie'], en: ['yes', 'no'] };

/** The acceptances table as the CSV export writes it, in the caller's language. */
export function acceptanceTable(rows: readonly DocumentAcceptance[], language: Language) {
  return {
    header: headers[language],
    rows: rows.map((row) => [
      row.lastName,
      row.firstName,
      row.accountEmail,
      roles[language][row.role],
      yesNo[language][row.hasAccepted ? 0 : 1],
      row.lastAcceptance?.revision ?? null,
      row.lastAcceptance?.acceptedAt ?? null,
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
