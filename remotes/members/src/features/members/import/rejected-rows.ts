import type { MemberImport } from '@care/contracts/member';

/** A cell for a CSV line: quoted, its quotes doubled, as RFC 4180 writes them. */
const quoted = (text: string) => `"${text.replace(/"/g, '""')}"`;

/** The separator the header line uses most, as the API decides it: `;` or `,`. */
function detectDelimiter(text: string): ',' | ';' {
  const header = text.split('\n', 1)[0] ?? '';
  const outsideQuotes = header.replace(/"[^"]*"/g, '');
  const count = (char: string) => outsideQuotes.split(char).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

/**
 * The rows an import refused, as a CSV file the user can fix and import again: the file's
 * header and each refused row exactly as the file had them (same separator, quotes and
 * line breaks), each with a last cell saying what was wrong with it. Rows are found by the
 * line they start on, read by the same parser with the same options as the API, so the
 * lines the API names are the lines found here.
 */
export async function rejectedRowsCsv(
  file: Blob,
  errors: MemberImport['errors'],
  errorsColumn: string,
): Promise<string> {
  const { parse } = await import('csv-parse/browser/esm/sync');
  const text = (await file.text()).replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const delimiter = detectDelimiter(text);
  const records = parse(text, {
    delimiter,
    info: true,
    raw: true,
    relax_column_count: true,
    skip_empty_lines: true,
    skip_records_with_empty_values: true,
  }) as unknown as { raw: string; info: { lines: number } }[];
  const lineOf = ({ raw, info }: { raw: string; info: { lines: number } }) =>
    info.lines - (raw.replace(/^\n+/, '').replace(/\n$/, '').split('\n').length - 1);
  const byLine = new Map(records.map((record) => [lineOf(record), record.raw]));
  const line = (raw: string, note: string) =>
    `${raw.replace(/^\n+/, '').replace(/\n$/, '')}${delimiter}${quoted(note)}`;

  const [header] = records;
  const lines = header ? [line(header.raw, errorsColumn)] : [];
  for (const { row, messages } of errors) {
    const raw = byLine.get(row);
    if (raw !== undefined) lines.push(line(raw, messages.join(' ')));
  }
  return `${lines.join('\r\n')}\r\n`;
}
