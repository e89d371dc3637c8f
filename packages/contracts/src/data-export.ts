// A person's right of access: everything an organization holds about one person, or everything
// the signed-in person holds across their organizations, as one ZIP of JSON and CSV files.
import { defineEndpoint } from './endpoint';
import { organizationParamsSchema } from './organization';
import { uuidSchema } from './primitives';
import { foldForSearch } from './search-folding';

/**
 * The files of a data export, by what they hold. Each table is written twice: as JSON (every
 * field, for another system) and as CSV (as the panel's spreadsheet exports write it).
 */
export const dataExportFiles = {
  readme: 'README.txt',
  /** The operator's export: the member record with its card and relations. */
  member: 'member.json',
  /** The person's own export: each membership, without what is the operators' alone. */
  memberships: 'memberships.json',
  orders: 'orders.json',
  ordersCsv: 'orders.csv',
  acceptances: 'acceptances.json',
  acceptancesCsv: 'acceptances.csv',
  /** The operator's export only: the changes of the person's record and of their orders. */
  auditEvents: 'audit-events.json',
  auditEventsCsv: 'audit-events.csv',
  accessLog: 'access-log.json',
  accessLogCsv: 'access-log.csv',
} as const;
export type DataExportFile = keyof typeof dataExportFiles;

/** The columns of a data export's acceptances CSV, in order. */
export const dataExportAcceptanceColumns = [
  'organization',
  'document',
  'revision',
  'acceptedAt',
] as const;

/** The columns of a data export's access log CSV, in order. */
export const dataExportAccessLogColumns = [
  'organization',
  'at',
  'reader',
  'kind',
  'recordId',
] as const;

/**
 * The download's name, e.g. `dane-zofia-zolkiewska-2026-12-03.zip`: the person's name in plain
 * letters (a header and every file system take it as it is) and the day it was taken.
 */
export function dataExportFileName(
  person: { firstName: string; lastName: string },
  day: string,
): string {
  const slug = foldForSearch(`${person.firstName} ${person.lastName}`)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `dane-${slug || 'osoba'}-${day}.zip`;
}

export const dataExportEndpoints = {
  exportMemberData: defineEndpoint({
    method: 'GET',
    path: '/operator/organization/:organizationId/member/:memberId/data-export',
    access: 'operator',
    tag: 'members',
    summary:
      'Everything the organization holds about the member, as a ZIP of JSON and CSV files: the record with its card, orders, acceptances, audit events and access log (super operators)',
    params: organizationParamsSchema.extend({ memberId: uuidSchema }),
    produces: 'application/zip',
    successStatus: 200,
  }),
  exportMyData: defineEndpoint({
    method: 'GET',
    path: '/account/me/data-export',
    access: 'registered',
    tag: 'account',
    summary:
      'The caller’s own data in every organization they belong to, as a ZIP of JSON and CSV files: memberships, orders, acceptances and access log (without the operators’ care notes)',
    produces: 'application/zip',
    successStatus: 200,
  }),
};
