// How the API writes CSV for people and for other systems: one dialect per export request.
import type { ExportFormat } from '@care/contracts';
import { commonText } from '@care/i18n/common-text';
import { formatDateIn, formatDateTimeIn } from '@care/i18n/formatters';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify as stringifyStream } from 'csv-stringify';
import { stringify } from 'csv-stringify/sync';
import type { Language } from '@care/i18n/locale';

/** What makes a spreadsheet read a cell as a formula: =, +, -, @, a tab or a carriage return. */
const formulaStart = /^[=+\-@\t\r]/;
/** A phone number in E.164 (`+48601234567`): a plus and digits only, nothing a formula could run. */
const phoneNumber = /^\+[1-9]\d{6,14}$/;

/**
 * A cell as text a spreadsheet shows as it is: one that would start a formula (a name typed as
 * `=HYPERLINK(…)`) gets a leading apostrophe, which spreadsheets do not evaluate. A phone number
 * keeps its plus without the apostrophe, which a person would otherwise see in every row.
 */
export function safeCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return formulaStart.test(text) && !phoneNumber.test(text) ? `'${text}` : text;
}

/**
 * How one export writes its cells. For a spreadsheet: headers and values in the caller's
 * language, dates as the panel writes them, and `;` in Polish, where `,` is the decimal comma
 * Excel and LibreOffice would split on. For a machine: the API's codes, ISO dates and `,`.
 */
export interface CsvDialect {
  readonly format: ExportFormat;
  readonly delimiter: ',' | ';';
  /** A column's header: its code for a machine, else the text at `${group}.${column}`. */
  header(group: string, column: string): string;
  /** A code's word (`status.member`, `ACCEPTED` → `Aktywne`), or the code for a machine. */
  word(group: string, code: string): string;
  flag(value: boolean): string;
  /** Who acted or read, once the organization erased their data: the panel's word, or `erased`. */
  readonly erasedPerson: string;
  day(value: Date | string | null | undefined): string;
  moment(value: Date | string | null | undefined): string;
}

export function csvDialect(format: ExportFormat, language: Language): CsvDialect {
  const iso = (value: Date | string | null | undefined) =>
    value ? new Date(value).toISOString() : '';
  if (format === 'machine') {
    return {
      format,
      delimiter: ',',
      header: (_group, column) => column,
      word: (_group, code) => code,
      flag: (value) => String(value),
      erasedPerson: 'erased',
      day: iso,
      moment: iso,
    };
  }
  return {
    format,
    delimiter: language === 'pl' ? ';' : ',',
    header: (group, column) => commonText(language, `${group}.${column}`),
    word: (group, code) => commonText(language, `${group}.${code}`),
    flag: (value) => commonText(language, value ? 'exports.yes' : 'exports.no'),
    erasedPerson: commonText(language, 'erasedPerson'),
    day: (value) => (value ? formatDateIn(value, language) : ''),
    moment: (value) => (value ? formatDateTimeIn(value, language) : ''),
  };
}

/** The csv-stringify options of every export, written whole or streamed. */
export function csvOptions(dialect: CsvDialect) {
  return {
    bom: true,
    delimiter: dialect.delimiter,
    record_delimiter: 'windows',
    // A cell over several lines (notes) is quoted: csv-stringify quotes only the record delimiter
    // (CRLF), so a lone line break would end the row for every reader, this API's import too.
    quoted_match: /[\r\n]/,
    cast: { string: safeCell },
  } as const;
}

/**
 * A CSV file: UTF-8 with a byte-order mark (so Excel reads Polish letters), CRLF line ends,
 * quoted where needed (RFC 4180), every text cell safe from formula injection.
 */
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly (string | number | null | undefined)[])[],
  dialect: CsvDialect,
): string {
  return stringify([header, ...rows], csvOptions(dialect));
}

/**
 * A CSV download streamed as the client takes it: the header row from the dialect's words for
 * `headerGroup` (`exports.members`), then one row per record, read only as fast as it is sent.
 */
export function csvStream<Column extends string>(
  records: AsyncIterable<Record<Column, string>>,
  columns: readonly Column[],
  headerGroup: string,
  dialect: CsvDialect,
): Readable {
  const csv = stringifyStream({
    ...csvOptions(dialect),
    header: true,
    columns: columns.map((key) => ({ key, header: dialect.header(headerGroup, key) })),
  });
  // A failure midway (the database went away) destroys the stream, which cuts the download.
  pipeline(Readable.from(records), csv).catch(() => undefined);
  return csv;
}
