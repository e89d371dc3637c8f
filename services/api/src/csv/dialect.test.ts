import { csvDialect, safeCell, toCsv } from './dialect';

describe('CSV for spreadsheets', () => {
  it.each(['=1+1', '+48 600', '-2', '@SUM(A1)', '\tx', '\rx'])(
    'keeps %j from being read as a formula',
    (value) => expect(safeCell(value)).toBe(`'${value}`),
  );

  it('leaves a phone number its plus, which cannot start a formula', () => {
    expect(safeCell('+48601234567')).toBe('+48601234567');
    // Anything more than a plus and digits may be a formula: it keeps the guard.
    expect(safeCell('+48601234567+cmd')).toBe("'+48601234567+cmd");
    expect(safeCell('+48 601 234 567')).toBe("'+48 601 234 567");
  });

  it('leaves other text, numbers and empty cells as they are', () => {
    expect([safeCell('Anna'), safeCell(2), safeCell(null), safeCell('a=b')]).toEqual([
      'Anna',
      '2',
      '',
      'a=b',
    ]);
  });

  it('writes UTF-8 with a byte-order mark, CRLF rows and quotes where needed', () => {
    expect(
      toCsv(
        ['Imię', 'Uwagi'],
        [
          ['Zoë', 'ma "psa", kota'],
          ['=cmd', null],
        ],
        csvDialect('machine', 'pl'),
      ),
    ).toBe('\uFEFFImię,Uwagi\r\nZoë,"ma ""psa"", kota"\r\n\'=cmd,\r\n');
  });

  it('quotes a cell over several lines, so the row does not end inside it', () => {
    expect(toCsv(['Uwagi', 'b'], [['pierwsza\ndruga', 'b']], csvDialect('machine', 'pl'))).toBe(
      '\uFEFFUwagi,b\r\n"pierwsza\ndruga",b\r\n',
    );
  });

  it('writes “;” between cells for a Polish spreadsheet, “,” for an English one', () => {
    const row = [['1,5', 'b']] as const;
    expect(toCsv(['a', 'b'], row, csvDialect('spreadsheet', 'pl'))).toBe('\uFEFFa;b\r\n1,5;b\r\n');
    expect(toCsv(['a', 'b'], row, csvDialect('spreadsheet', 'en'))).toBe(
      '\uFEFFa,b\r\n"1,5",b\r\n',
    );
  });

  it('writes words and dates for a spreadsheet, codes and ISO dates for a machine', () => {
    const moment = '2026-03-05T13:30:00.000Z';
    const spreadsheet = csvDialect('spreadsheet', 'pl');
    const machine = csvDialect('machine', 'pl');
    expect([spreadsheet.word('role', 'ASSISTANT'), machine.word('role', 'ASSISTANT')]).toEqual([
      'Asystent',
      'ASSISTANT',
    ]);
    expect([spreadsheet.flag(true), csvDialect('spreadsheet', 'en').flag(false)]).toEqual([
      'Tak',
      'No',
    ]);
    expect(spreadsheet.day(moment)).toMatch(/^0[45]\.03\.26$/);
    expect(machine.moment(moment)).toBe(moment);
    expect(spreadsheet.day(null)).toBe('');
  });
});
