import { DomainError } from '../../../domain/errors';
import { detectDelimiter, readCsv } from './csv';

const read = (text: string) => readCsv(Buffer.from(text));
const lines = (text: string) => read(text).rows.map((row) => row.line);

describe('detectDelimiter', () => {
  it.each([
    ['a,b,c\n1;2', ','],
    ['a;b;c\n1,2,3,4', ';'],
    ['"x;y",b,c', ','],
    ['"a,b";c', ';'],
    ['single', ','],
  ])('%p uses %p', (text, delimiter) => {
    expect(detectDelimiter(text)).toBe(delimiter);
  });
});

describe('readCsv', () => {
  it('drops a BOM and keeps Polish letters', () => {
    const csv = read('\uFEFFImię;Nazwisko\nŁucja;Żółkiewska');
    expect(csv.columns).toEqual(['Imię', 'Nazwisko']);
    expect(csv.rows).toEqual([{ line: 2, cells: ['Łucja', 'Żółkiewska'] }]);
  });

  it('numbers rows by the file line they start on, whatever the line breaks', () => {
    expect(lines('h1,h2\r\na,b\r\n"c\r\nd",e\r\n\r\nf,g\r\n')).toEqual([2, 3, 6]);
    expect(lines('h1,h2\na,"x\n\ny"\nb,c')).toEqual([2, 5]);
    expect(lines('h1,h2\r"a\rb",c\rd,e')).toEqual([2, 4]);
  });

  it('skips empty lines and rows of empty cells, but not their line numbers', () => {
    expect(lines('h1;h2\n\n;\n  \na;b\n;;\nc;d')).toEqual([5, 7]);
  });

  it('keeps separators, doubled quotes and line breaks inside quotes', () => {
    expect(read('a,b\n"x, y","say ""hi""\nthere"').rows[0]?.cells).toEqual([
      'x, y',
      'say "hi"\nthere',
    ]);
  });

  it('answers the text the job reads again, BOM gone and line breaks as \\n', () => {
    expect(read('\uFEFFa;b\r\n1;2\r\n').text).toBe('a;b\n1;2\n');
  });

  it.each([
    ['not UTF-8', Buffer.from([0x61, 0x0a, 0xb3, 0x0a])],
    ['empty', Buffer.from('')],
    ['an unclosed quote', Buffer.from('a,b\n"c,d\n')],
    ['a repeated column', Buffer.from('a,b,a\n1,2,3')],
    ['a NUL byte', Buffer.from('a,b\n1\u0000,2')],
  ])('refuses a file with %s as a validation problem', (_what, data) => {
    expect(() => readCsv(data)).toThrow(DomainError);
    try {
      readCsv(data);
    } catch (error) {
      expect((error as DomainError).type).toBe('validation-error');
    }
  });

  it('refuses more than 20,000 data rows as too large, and takes 20,000', () => {
    const file = (count: number) => `a\n${'x\n'.repeat(count)}`;
    expect(read(file(20_000)).rows).toHaveLength(20_000);
    expect(() => read(file(20_001))).toThrow(
      expect.objectContaining({ type: 'payload-too-large' }),
    );
  });
});
