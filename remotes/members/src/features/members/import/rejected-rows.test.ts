import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { rejectedRowsCsv } from './rejected-rows';

const sample = (name: string) =>
  new Blob([readFileSync(join(__dirname, '../../../../../../samples', name))]);

describe('rejected rows', () => {
  it('gives the header and each refused row as the file had it, with what was wrong', async () => {
    // The Polish sample: BOM, `;`, Windows line breaks, a quoted cell with `;` and a line break
    // on line 4, so the rows after it start a line later than their record number says.
    const csv = await rejectedRowsCsv(
      sample('members-pl-bom-semicolon.csv'),
      [
        { row: 6, messages: ['Rola: nieznana wartość „koordynator”.'] },
        { row: 8, messages: ['E-mail: powtarza wiersz 2.', 'Drugi błąd.'] },
        { row: 10, messages: ['Imię: co najmniej 3 znaki.'] },
      ],
      'Błędy',
    );

    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('Imię;Nazwisko;E-mail;Rola;Własne konto;Uwagi;"Błędy"');
    expect(lines[1]).toMatch(/;koordynator;.*;"Rola: nieznana wartość „koordynator”\."$/);
    expect(lines[2]).toMatch(/^Ewa;Hołownia;.*;"E-mail: powtarza wiersz 2\. Drugi błąd\."$/);
    expect(lines[3]).toMatch(/"Imię: co najmniej 3 znaki\."$/);
    expect(lines).toHaveLength(5);
    expect(csv.endsWith('\r\n')).toBe(true);
  });

  it('keeps a refused row that spans lines whole, and quotes the note', async () => {
    const file = new Blob(['name,note\r\nAnna,"two\r\nlines"\r\nJan,"say ""hi"""\r\n']);
    const csv = await rejectedRowsCsv(file, [{ row: 2, messages: ['Too "short"'] }], 'Errors');
    expect(csv).toBe('name,note,"Errors"\r\nAnna,"two\nlines","Too ""short"""\r\n');
  });
});
