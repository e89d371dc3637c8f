// What each row of an import would create, or why it cannot: the checks of a member's creation
// (the contracts' schema), the mapping of role and account-type values, duplicates in
// the file, and operators only from super operators. No database here; the job adds that.
import {
  type AccountOwnerType,
  limits,
  memberCreateSchema,
  type MemberImportMapping,
  type Role,
} from '@care/contracts';
import type { StoredImportError, StoredImportIssue } from '../../../db/schema';
import { problems } from '../../../domain/errors';
import type { CsvFile } from './csv';

export interface ImportCandidate {
  line: number;
  firstName: string;
  lastName: string;
  accountEmail: string;
  role: Role;
  accountOwnerType: AccountOwnerType;
}

export interface CheckedRows {
  candidates: ImportCandidate[];
  errors: StoredImportError[];
}

/** Mapping values are matched as a person types them: spaces around and letter case ignored. */
const key = (value: string) => value.trim().toLocaleLowerCase('pl');

type MappedColumn =
  'firstNameColumn' | 'lastNameColumn' | 'emailColumn' | 'roleColumn' | 'isOwnAccountColumn';
const mappedColumns: MappedColumn[] = [
  'firstNameColumn',
  'lastNameColumn',
  'emailColumn',
  'roleColumn',
  'isOwnAccountColumn',
];

/** The mapping must name columns the file has and map at least one value to a role: else 400. */
export function assertMappingFits(mapping: MemberImportMapping, columns: string[]) {
  const errors = mappedColumns.flatMap((field) => {
    const column = mapping[field];
    return column !== undefined && !columns.includes(column)
      ? [{ path: `mapping.${field}`, message: `The file has no column “${column}”` }]
      : [];
  });
  if (Object.keys(mapping.roleMap).length === 0)
    errors.push({ path: 'mapping.roleMap', message: 'Map at least one value to a role' });
  if (errors.length > 0) throw problems.validation('The mapping does not fit the file.', errors);
}

function nameIssue(value: string, column: string): StoredImportIssue | undefined {
  const parsed = memberCreateSchema.shape.firstName.safeParse(value);
  if (parsed.success) return undefined;
  const trimmed = value.trim();
  if (trimmed === '') return { code: 'required', params: { column } };
  if (trimmed.length < limits.createName.min)
    return { code: 'tooShort', params: { column, min: limits.createName.min } };
  if (trimmed.length > limits.createName.max)
    return { code: 'tooLong', params: { column, max: limits.createName.max } };
  return { code: 'controlCharacters', params: { column } };
}

/**
 * Checks every row. A row with any issue is an error on its file line; the e-mail of a row seen
 * before (valid or not) makes the later row a duplicate.
 */
export function checkRows(
  csv: CsvFile,
  mapping: MemberImportMapping,
  actor: { isSuperOperator: boolean },
): CheckedRows {
  const index = (column: string) => csv.columns.indexOf(column);
  const cellOf = (cells: string[], column: string | undefined) =>
    column === undefined ? '' : (cells[index(column)] ?? '');
  const roles = new Map(
    Object.entries(mapping.roleMap).map(([role, value]) => [key(value ?? ''), role as Role]),
  );
  const ownership = new Map(
    Object.entries(mapping.isOwnAccountMap).map(([value, own]) => [key(value), own]),
  );
  const firstLineOf = new Map<string, number>();
  const candidates: ImportCandidate[] = [];
  const errors: StoredImportError[] = [];

  for (const { line, cells } of csv.rows) {
    const issues: StoredImportIssue[] = [];
    const firstName = cellOf(cells, mapping.firstNameColumn);
    const lastName = cellOf(cells, mapping.lastNameColumn);
    for (const [value, column] of [
      [firstName, mapping.firstNameColumn],
      [lastName, mapping.lastNameColumn],
    ] as const) {
      const issue = nameIssue(value, column);
      if (issue) issues.push(issue);
    }

    const emailColumn = mapping.emailColumn;
    const accountEmail = cellOf(cells, emailColumn).trim().toLowerCase();
    if (accountEmail === '') issues.push({ code: 'required', params: { column: emailColumn } });
    else if (!memberCreateSchema.shape.accountEmail.safeParse(accountEmail).success)
      issues.push({ code: 'invalidEmail', params: { column: emailColumn } });
    else {
      const earlier = firstLineOf.get(accountEmail);
      if (earlier !== undefined)
        issues.push({ code: 'duplicateInFile', params: { column: emailColumn, row: earlier } });
      else firstLineOf.set(accountEmail, line);
    }

    const roleValue = cellOf(cells, mapping.roleColumn);
    const role = roles.get(key(roleValue));
    if (!role)
      issues.push(
        roleValue.trim() === ''
          ? { code: 'required', params: { column: mapping.roleColumn } }
          : {
              code: 'unknownRole',
              params: { column: mapping.roleColumn, value: roleValue.trim() },
            },
      );
    else if (role === 'OPERATOR' && !actor.isSuperOperator)
      issues.push({ code: 'operatorNeedsSuperOperator', params: { column: mapping.roleColumn } });

    let accountOwnerType: AccountOwnerType = 'OWN_ACCOUNT';
    if (mapping.isOwnAccountColumn !== undefined) {
      const value = cellOf(cells, mapping.isOwnAccountColumn);
      const own = ownership.get(key(value));
      if (own === undefined)
        issues.push({
          code: value.trim() === '' ? 'required' : 'unknownAccountType',
          params: { column: mapping.isOwnAccountColumn, value: value.trim() },
        });
      else accountOwnerType = own ? 'OWN_ACCOUNT' : 'GUARDIAN_ACCOUNT';
    }

    if (issues.length > 0 || !role) errors.push({ row: line, issues });
    else
      candidates.push({
        line,
        firstName: firstName.trim(),
        lastName: lastName.trim(),
        accountEmail,
        role,
        accountOwnerType,
      });
  }
  return { candidates, errors };
}
