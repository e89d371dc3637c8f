import { attachment, safeCell, toCsv } from './csv';

describe('CSV for spreadsheets', () => {
  it.each(['=1+1', '+48 600', '-2', '@SUM(A1)', '\tx', '\rx'])(
    'keeps %j from being read as a formula',
    (value) => expect(safeCell(value)).toBe(`'${value}`),
  );

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
      ),
    ).toBe('\uFEFFImię,Uwagi\r\nZoë,"ma ""psa"", kota"\r\n\'=cmd,\r\n');
  });

  it('names the attachment in ASCII and exactly', () => {
    expect(attachment('akceptacje-zgoda-łódź.csv')).toBe(
      `attachment; filename="akceptacje-zgoda-lodz.csv"; filename*=UTF-8''akceptacje-zgoda-%C5%82%C3%B3d%C5%BA.csv`,
    );
  });
});
