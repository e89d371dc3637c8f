// An import's row errors are stored as codes and put into words when read, in the language of
// whoever reads them (Accept-Language), so the wizard shows them in the panel's language.
import type { StoredImportIssue } from '../../../db/schema';
import type { Language } from '../../notifications/language';

type Params = Record<string, string | number>;

const texts: Record<string, Record<Language, (params: Params) => string>> = {
  required: { pl: () => 'to pole jest wymagane', en: () => 'this field is required' },
  tooShort: {
    pl: ({ min }) => `minimalna liczba znaków: ${min}`,
    en: ({ min }) => `must be at least ${min} characters long`,
  },
  tooLong: {
    pl: ({ max }) => `maksymalna liczba znaków: ${max}`,
    en: ({ max }) => `must be at most ${max} characters long`,
  },
  controlCharacters: {
    pl: () => 'zawiera niedozwolone znaki sterujące',
    en: () => 'contains control characters',
  },
  invalidEmail: { pl: () => 'nieprawidłowy adres e-mail', en: () => 'not a valid e-mail address' },
  duplicateInFile: {
    pl: ({ row }) => `ten adres e-mail jest już w wierszu ${row}`,
    en: ({ row }) => `this e-mail address is already in row ${row}`,
  },
  unknownRole: {
    pl: ({ value }) => `wartość „${value}” nie odpowiada żadnej roli`,
    en: ({ value }) => `the value "${value}" is not mapped to a role`,
  },
  operatorNeedsSuperOperator: {
    pl: () => 'tylko superoperator może dodawać operatorów',
    en: () => 'only a super operator may add operators',
  },
  addressPartRequired: {
    pl: () => 'adres wymaga również tej części',
    en: () => 'the address needs this part too',
  },
  invalidPostalCode: {
    pl: () => 'nieprawidłowy kod pocztowy (np. 31-147)',
    en: () => 'not a valid postal code (such as 31-147)',
  },
  unknownFormOfAddress: {
    pl: ({ value }) => `wartość „${value}” nie jest formą grzecznościową (Pan lub Pani)`,
    en: ({ value }) => `the value "${value}" is not a form of address (Pan or Pani)`,
  },
  unknownOutpost: {
    pl: ({ value }) => `„${value}” nie jest nazwą żadnej placówki organizacji`,
    en: ({ value }) => `"${value}" is not the name of any of the organization's outposts`,
  },
  unknownAccountType: {
    pl: ({ value }) => `wartość „${value}” nie odpowiada żadnemu rodzajowi konta`,
    en: ({ value }) => `the value "${value}" is not mapped to an account type`,
  },
};

const columnLabel: Record<Language, (column: string) => string> = {
  pl: (column) => `Kolumna „${column}”`,
  en: (column) => `Column "${column}"`,
};

/** One issue of a row, e.g. `Column "Imię": must be at least 3 characters long`. */
export function issueMessage(issue: StoredImportIssue, language: Language): string {
  const params = issue.params ?? {};
  const text = texts[issue.code]?.[language](params) ?? issue.code;
  return params.column === undefined
    ? text
    : `${columnLabel[language](String(params.column))}: ${text}`;
}
