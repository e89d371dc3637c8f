import { dataExportFileName, endpoints, isBinaryProducedType } from '../src';

describe('data export contracts', () => {
  it('names the download after the person in plain letters and the day', () => {
    expect(dataExportFileName({ firstName: 'Żaneta', lastName: 'Łukasiewicz' }, '2026-12-03')).toBe(
      'dane-zaneta-lukasiewicz-2026-12-03.zip',
    );
    expect(
      dataExportFileName({ firstName: 'Jean-Luc "=1+1"', lastName: 'O’Brien' }, '2026-01-31'),
    ).toBe('dane-jean-luc-1-1-o-brien-2026-01-31.zip');
    expect(dataExportFileName({ firstName: '—', lastName: '“”' }, '2026-01-31')).toBe(
      'dane-osoba-2026-01-31.zip',
    );
  });

  it('answers a ZIP, which the browser keeps as bytes: the member’s to super operators, one’s own to anyone registered', () => {
    expect(endpoints.exportMemberData).toMatchObject({
      access: 'operator',
      produces: 'application/zip',
    });
    expect(endpoints.exportMyData).toMatchObject({
      access: 'registered',
      produces: 'application/zip',
    });
    expect(isBinaryProducedType(endpoints.exportMyData.produces)).toBe(true);
    expect(isBinaryProducedType(endpoints.exportMembers.produces)).toBe(false);
  });
});
