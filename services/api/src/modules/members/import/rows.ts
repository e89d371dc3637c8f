// What each row of an import would create, or why it cannot: the checks of a member's creation
// (the contracts' schema), the mapping of role and account-type values, duplicates in
// the file, operators only from super operators, and the person's card (an address whole or
// none, a home outpost among the organization's). No database here; the job adds that.
import {
  type AccountOwnerType,
  careNotesSchema,
  cardColumnKey,
  type FormOfAddress,
  formsOfAddress,
  limits,
  type MemberAddress,
  memberAddressParts,
  memberAddressRequiredParts,
  memberAddressSchema,
  memberCreateSchema,
  type MemberImportCardField,
  memberImportCardFields,
  type MemberImportMapping,
  type Role,
} from '@care/contracts';
import { commonText } from '@care/i18n/common-text';
import type { z } from 'zod';
import type { StoredImportError, StoredImportIssue } from '../../../db/schema';
import { problems } from '../../../domain/errors';
import { languages } from '../../notifications/language';
import type { CsvFile } from './csv';

export interface ImportCandidate {
  line: number;
  firstName: string;
  lastName: string;
  accountEmail: string;
  role: Role;
  accountOwnerType: AccountOwnerType;
  address: MemberAddress | null;
  careNotes: string | null;
  formOfAddress: FormOfAddress | null;
  homeOutpost: ImportOutpost | null;
}

/** One of the organization's outposts, which a row's home outpost cell names. */
export interface ImportOutpost {
  id: string;
  name: string;
}

export interface CheckedRows {
  candidates: ImportCandidate[];
  errors: StoredImportError[];
}

/** Mapping values are matched as a person types them: spaces around and letter case ignored. */
const key = (value: string) => value.trim().toLocaleLowerCase('pl');

const mappedColumns = [
  'firstNameColumn',
  'lastNameColumn',
  'emailColumn',
  'roleColumn',
  'isOwnAccountColumn',
  ...memberImportCardFields.map(cardColumnKey),
] as const;

/**
 * PAN and PANI as a cell may spell them: the codes, or the words an export writes for them in
 * either language (Pan, Pani, Mr, Ms), in any letter case.
 */
const formOfAddressWords = new Map<string, FormOfAddress>(
  formsOfAddress.flatMap((form) => [
    [key(form), form] as const,
    ...languages.map(
      (language) => [key(commonText(language, `formOfAddress.${form}`)), form] as const,
    ),
  ]),
);

/** A card field's check failing, as the row error names it. */
function cardIssue(issue: z.core.$ZodIssue, column: string): StoredImportIssue {
  if (issue.code === 'too_big')
    return { code: 'tooLong', params: { column, max: Number(issue.maximum) } };
  if (issue.code === 'too_small') return { code: 'addressPartRequired', params: { column } };
  if (issue.code === 'invalid_format') return { code: 'invalidPostalCode', params: { column } };
  return { code: 'controlCharacters', params: { column } };
}

/** The mapping must name columns the file has and map at least one value to a role: else 400. */
export function assertMappingFits(mapping: MemberImportMapping, columns: string[]) {
  const errors: { path: string; message: string }[] = mappedColumns.flatMap((field) => {
    const column = mapping[field];
    return column !== undefined && !columns.includes(column)
      ? [{ path: `mapping.${field}`, message: `The file has no column “${column}”` }]
      : [];
  });
  // An address is whole or none: a row could not name the column of a part the mapping left out.
  if (memberAddressParts.some((part) => mapping[cardColumnKey(part)] !== undefined))
    for (const part of memberAddressRequiredParts)
      if (mapping[cardColumnKey(part)] === undefined)
        errors.push({
          path: `mapping.${cardColumnKey(part)}`,
          message: 'An address needs its street, building, postal code and city columns',
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
  outposts: readonly ImportOutpost[] = [],
): CheckedRows {
  // Names are unique per organization in any letter case, as a person types them here.
  const outpostsByName = new Map(outposts.map((outpost) => [key(outpost.name), outpost]));
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

    const card = checkCard(cells, cellOf, mapping, outpostsByName);
    issues.push(...card.issues);

    if (issues.length > 0 || !role) errors.push({ row: line, issues });
    else
      candidates.push({
        line,
        firstName: firstName.trim(),
        lastName: lastName.trim(),
        accountEmail,
        role,
        accountOwnerType,
        ...card.values,
      });
  }
  return { candidates, errors };
}

/**
 * The card's part of a row: its address when any address cell is filled (every issue of it named
 * by its column), its care notes, its form of address and its home outpost. Unmapped columns
 * give null.
 */
function checkCard(
  cells: string[],
  cellOf: (cells: string[], column: string | undefined) => string,
  mapping: MemberImportMapping,
  outposts: ReadonlyMap<string, ImportOutpost>,
): {
  values: Pick<ImportCandidate, 'address' | 'careNotes' | 'formOfAddress' | 'homeOutpost'>;
  issues: StoredImportIssue[];
} {
  const issues: StoredImportIssue[] = [];
  const columnOf = (field: MemberImportCardField) => mapping[cardColumnKey(field)];
  const cell = (field: MemberImportCardField) => cellOf(cells, columnOf(field)).trim();

  let address: MemberAddress | null = null;
  const parts = Object.fromEntries(
    memberAddressParts
      .map((part) => [part, cell(part)] as const)
      .filter(([, value]) => value !== ''),
  );
  if (Object.keys(parts).length > 0) {
    const required = Object.fromEntries(memberAddressRequiredParts.map((part) => [part, '']));
    const parsed = memberAddressSchema.safeParse({ ...required, ...parts });
    if (parsed.success) address = parsed.data;
    else
      for (const issue of parsed.error.issues)
        issues.push(cardIssue(issue, columnOf(issue.path[0] as MemberImportCardField)!));
  }

  let careNotes: string | null = null;
  const notes = cell('careNotes');
  if (notes !== '') {
    const parsed = careNotesSchema.safeParse(notes);
    if (parsed.success) careNotes = parsed.data;
    else issues.push(cardIssue(parsed.error.issues[0]!, columnOf('careNotes')!));
  }

  let formOfAddress: FormOfAddress | null = null;
  const form = cell('formOfAddress');
  if (form !== '') {
    formOfAddress = formOfAddressWords.get(key(form)) ?? null;
    if (!formOfAddress)
      issues.push({
        code: 'unknownFormOfAddress',
        params: { column: columnOf('formOfAddress')!, value: form },
      });
  }

  let homeOutpost: ImportOutpost | null = null;
  const outpostName = cell('homeOutpost');
  if (outpostName !== '') {
    homeOutpost = outposts.get(key(outpostName)) ?? null;
    if (!homeOutpost)
      issues.push({
        code: 'unknownOutpost',
        params: { column: columnOf('homeOutpost')!, value: outpostName },
      });
  }
  return { values: { address, careNotes, formOfAddress, homeOutpost }, issues };
}
