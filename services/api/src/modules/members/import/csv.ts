// Reading a members CSV as spreadsheet programs write it: UTF-8 with or without a BOM, `,` or `;`
// between cells, quoted cells that hold separators, quotes and line breaks. Every data row keeps
// the line of the file it starts on (the header is line 1), which is what an error names.
import { memberImportLimits } from '@care/contracts';
import { CsvError, parse } from 'csv-parse/sync';
import { problems } from '../../../domain/errors';

export interface CsvRow {
  /** The file's line this row starts on; the header is line 1. */
  line: number;
  cells: string[];
}

export interface CsvFile {
  /** The file as text, BOM gone and line breaks as `\n`: what the import job reads again. */
  text: string;
  columns: string[];
  rows: CsvRow[];
}

const invalidFile = (detail: string) =>
  problems.validation(detail, [{ path: 'file', message: detail }]);

/** Strict UTF-8: a file saved in another encoding would turn Polish letters into garbage. */
function decode(data: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(data);
  } catch {
    throw invalidFile('The file is not UTF-8 text; save it as “CSV UTF-8”.');
  }
}

/**
 * The separator the header line uses most: `;` (what spreadsheets write where `,` is the decimal
 * point, as in Poland) or `,`. Quoted text does not count.
 */
export function detectDelimiter(text: string): ',' | ';' {
  let quoted = false;
  let commas = 0;
  let semicolons = 0;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && char === '\n') break;
    else if (!quoted && char === ',') commas += 1;
    else if (!quoted && char === ';') semicolons += 1;
  }
  return semicolons > commas ? ';' : ',';
}

/** Line breaks in a raw record that belong to it (not empty lines skipped before it). */
function innerLineBreaks(raw: string): number {
  const own = raw.replace(/^\n+/, '').replace(/\n$/, '');
  let breaks = 0;
  for (const char of own) if (char === '\n') breaks += 1;
  return breaks;
}

/**
 * Parses a members CSV file. Answers 400 for a file that is not UTF-8 text or not CSV, and 413
 * for one with more data rows than an import takes; empty lines and rows of empty cells are
 * skipped.
 */
export function readCsv(data: Buffer): CsvFile {
  return parseCsvText(decode(data));
}

/** As `readCsv`, from text (the job reads the text `readCsv` answered). */
export function parseCsvText(decoded: string): CsvFile {
  const text = decoded.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  if (text.includes('\u0000')) throw invalidFile('The file is not text; choose a CSV file.');
  const maxRecords = memberImportLimits.maxRows + 1;
  let records: { record: string[]; raw: string; info: { lines: number } }[];
  try {
    // With `info` and `raw`, csv-parse answers each record with them (its types miss that).
    records = parse(text, {
      delimiter: detectDelimiter(text),
      info: true,
      raw: true,
      relax_column_count: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      // One past the limit is enough to know the file is too long, without reading the rest.
      to: maxRecords + 1,
    }) as unknown as typeof records;
  } catch (error) {
    if (error instanceof CsvError) throw invalidFile(`The file is not valid CSV: ${error.message}`);
    throw error;
  }
  const [header, ...data] = records;
  if (!header) throw invalidFile('The file is empty.');
  if (data.length > memberImportLimits.maxRows)
    throw problems.tooLarge(
      `The file has more than ${memberImportLimits.maxRows.toLocaleString('en')} rows.`,
    );
  const columns = header.record.map((cell) => cell.trim());
  const seen = new Set<string>();
  for (const column of columns) {
    if (column !== '' && seen.has(column))
      throw invalidFile(`The column “${column}” appears twice in the header.`);
    seen.add(column);
  }
  return {
    text,
    columns,
    rows: data.map(({ record, raw, info }) => ({
      line: info.lines - innerLineBreaks(raw),
      cells: record,
    })),
  };
}
