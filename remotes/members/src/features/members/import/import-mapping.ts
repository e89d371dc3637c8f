import { type Role, roles } from '@care/contracts/enums';
import {
  cardColumnKey,
  memberAddressParts,
  memberAddressRequiredParts,
  type MemberImportCardField,
  memberImportCardFields,
  type MemberImportMapping,
  type MemberImportPreview,
} from '@care/contracts/member';
import { i18n } from '@care/i18n';
import { z } from 'zod';

const required = z.string().min(1);

/** The mapping step's fields: which column holds what, and which values mean which role. */
export const mappingFormSchema = z
  .object({
    firstNameColumn: required,
    lastNameColumn: required,
    emailColumn: required,
    roleColumn: required,
    roleValues: z.object({ ASSISTANT: z.string(), BENEFICIARY: z.string(), OPERATOR: z.string() }),
    /** '' when every member has their own account. */
    isOwnAccountColumn: z.string(),
    ownAccountValue: z.string(),
    guardianValue: z.string(),
    /** The column of each part of the person's card, '' when the file has none. */
    cardColumns: z.object(
      Object.fromEntries(memberImportCardFields.map((field) => [field, z.string()])) as Record<
        MemberImportCardField,
        z.ZodString
      >,
    ),
  })
  .refine((values) => roles.some((role) => values.roleValues[role].trim() !== ''), {
    path: ['roleValues', 'BENEFICIARY'],
    error: () => i18n.t('members:import.roleValueRequired'),
  })
  .superRefine(({ cardColumns }, context) => {
    if (!memberAddressParts.some((field) => cardColumns[field] !== '')) return;
    for (const field of memberAddressRequiredParts)
      if (cardColumns[field] === '')
        context.addIssue({
          code: 'custom',
          path: ['cardColumns', field],
          message: i18n.t('members:import.addressColumnRequired'),
        });
  });
export type MappingFormValues = z.infer<typeof mappingFormSchema>;

/** Lower case without accents, so "Imię" matches "imie" and "E-mail" matches "email". */
const simple = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .replace(/ł/g, 'l')
    .replace(/[^a-z0-9]/g, '');

/** Header names people give each column, in Polish and English, simplified. */
const columnNames = {
  firstNameColumn: ['firstname', 'name', 'imie', 'givenname'],
  lastNameColumn: ['lastname', 'surname', 'nazwisko', 'familyname'],
  emailColumn: ['email', 'mail', 'adresemail', 'emailaddress'],
  roleColumn: ['role', 'rola', 'type', 'typ'],
  isOwnAccountColumn: ['ownaccount', 'wlasnekonto', 'konto', 'account', 'isownaccount'],
} as const;

/** Header names of the card's columns, the export's own (Polish and English) first. */
const cardColumnNames: Record<MemberImportCardField, readonly string[]> = {
  street: ['ulica', 'street', 'ul'],
  building: ['numerdomu', 'building', 'nrdomu', 'dom', 'buildingnumber', 'housenumber'],
  apartment: ['numerlokalu', 'apartment', 'nrlokalu', 'lokal', 'mieszkanie', 'flat'],
  postalCode: ['kodpocztowy', 'postalcode', 'kod', 'postcode', 'zipcode', 'zip'],
  city: ['miejscowosc', 'city', 'miasto', 'town'],
  accessNotes: ['jakdojsc', 'accessnotes', 'dojazd', 'wskazowki', 'access'],
  careNotes: ['notatkioopiece', 'carenotes', 'notes', 'notatki', 'uwagi'],
  formOfAddress: [
    'formagrzecznosciowa',
    'formazwracaniasie',
    'formofaddress',
    'forma',
    'zwrot',
    'salutation',
  ],
  homeOutpost: ['placowkamacierzysta', 'homeoutpost', 'placowka', 'outpost', 'oddzial', 'branch'],
};

/** Cell values that mean each role, in Polish and English, simplified. */
const roleWords: Record<Role, string[]> = {
  BENEFICIARY: ['beneficiary', 'podopieczny', 'pacjent', 'patient'],
  ASSISTANT: ['assistant', 'asystent', 'wolontariusz', 'volunteer'],
  OPERATOR: ['operator'],
};
const yesWords = ['yes', 'tak', 'true', '1', 'y', 't'];
const noWords = ['no', 'nie', 'false', '0', 'n'];

/** The distinct non-empty values a column has in the preview's rows, in the file's order. */
export function sampleValues(preview: MemberImportPreview, column: string): string[] {
  const index = preview.columns.indexOf(column);
  if (index < 0) return [];
  const values = preview.sampleRows.map((row) => (row[index] ?? '').trim()).filter(Boolean);
  return [...new Set(values)];
}

/**
 * A first guess at the mapping from the header and the first rows, so a file with usual
 * column names needs no choosing at all; the user checks and corrects it.
 */
export function guessMapping(preview: MemberImportPreview): MappingFormValues {
  const columnFor = (names: readonly string[]) =>
    preview.columns.find((column) => names.includes(simple(column))) ?? '';
  const roleColumn = columnFor(columnNames.roleColumn);
  const isOwnAccountColumn = columnFor(columnNames.isOwnAccountColumn);
  const valueFor = (column: string, words: readonly string[]) =>
    sampleValues(preview, column).find((value) => words.includes(simple(value))) ?? '';
  return {
    firstNameColumn: columnFor(columnNames.firstNameColumn),
    lastNameColumn: columnFor(columnNames.lastNameColumn),
    emailColumn: columnFor(columnNames.emailColumn),
    roleColumn,
    roleValues: {
      BENEFICIARY: valueFor(roleColumn, roleWords.BENEFICIARY),
      ASSISTANT: valueFor(roleColumn, roleWords.ASSISTANT),
      OPERATOR: valueFor(roleColumn, roleWords.OPERATOR),
    },
    isOwnAccountColumn,
    ownAccountValue: valueFor(isOwnAccountColumn, yesWords),
    guardianValue: valueFor(isOwnAccountColumn, noWords),
    cardColumns: Object.fromEntries(
      memberImportCardFields.map((field) => [field, columnFor(cardColumnNames[field])]),
    ) as MappingFormValues['cardColumns'],
  };
}

/** The mapping the API takes: column names and maps, with the role, account and card columns. */
export function toImportMapping(values: MappingFormValues): MemberImportMapping {
  const roleMap = Object.fromEntries(
    roles
      .map((role) => [role, values.roleValues[role].trim()] as const)
      .filter(([, value]) => value !== ''),
  );
  const isOwnAccountMap: Record<string, boolean> = {};
  if (values.isOwnAccountColumn) {
    if (values.ownAccountValue.trim()) isOwnAccountMap[values.ownAccountValue.trim()] = true;
    if (values.guardianValue.trim()) isOwnAccountMap[values.guardianValue.trim()] = false;
  }
  return {
    firstNameColumn: values.firstNameColumn,
    lastNameColumn: values.lastNameColumn,
    emailColumn: values.emailColumn,
    roleColumn: values.roleColumn,
    roleMap,
    isOwnAccountMap,
    ...(values.isOwnAccountColumn ? { isOwnAccountColumn: values.isOwnAccountColumn } : {}),
    ...Object.fromEntries(
      memberImportCardFields
        .filter((field) => values.cardColumns[field] !== '')
        .map((field) => [cardColumnKey(field), values.cardColumns[field]]),
    ),
  };
}

/** The role a cell's value maps to, as the API will read it (ignoring case and spaces). */
export function roleOfValue(values: MappingFormValues, cell: string): Role | undefined {
  const key = cell.trim().toLowerCase();
  return roles.find((role) => {
    const value = values.roleValues[role].trim().toLowerCase();
    return value !== '' && value === key;
  });
}
