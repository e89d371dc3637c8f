import { stringify } from 'csv-stringify/sync';

/** What makes a spreadsheet read a cell as a formula: =, +, -, @, a tab or a carriage return. */
const formulaStart = /^[=+\-@\t\r]/;

/**
 * A cell as text a spreadsheet shows as it is: one that would start a formula (a name typed as
 * `=HYPERLINK(…)`) gets a leading apostrophe, which spreadsheets hide and do not evaluate.
 */
export function safeCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return formulaStart.test(text) ? `'${text}` : text;
}

/**
 * A CSV file for spreadsheets: UTF-8 with a byte-order mark (so Excel reads Polish letters),
 * CRLF line ends, quoted where needed (RFC 4180), every cell safe from formula injection.
 */
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly (string | number | boolean | null | undefined)[])[],
): string {
  return `\uFEFF${stringify(
    [header, ...rows].map((row) => row.map(safeCell)),
    { record_delimiter: 'windows' },
  )}`;
}

/** `attachment` with an ASCII name for old clients and the exact one (RFC 6266, 5987). */
export function attachment(fileName: string): string {
  const ascii = fileName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .replace(/[^A-Za-z0-9._-]+/g, '-');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
