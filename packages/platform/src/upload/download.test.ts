import { saveFile, saveTextFile } from './download';

describe('saveTextFile', () => {
  const created: Blob[] = [];
  let clicked: { download: string; href: string }[] = [];

  beforeEach(() => {
    created.length = 0;
    clicked = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      created.push(blob);
      return `blob:test/${created.length}`;
    });
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ download: this.download, href: this.href });
    });
  });

  afterEach(() => jest.restoreAllMocks());

  it('downloads the text under the name given, as UTF-8 CSV with one byte-order mark', async () => {
    saveTextFile('Imię;Nazwisko\r\nŻaneta;Żółkiewska\r\n', 'members.csv');
    saveTextFile('\uFEFFa,b\r\n', 'again.csv');

    expect(clicked).toEqual([
      { download: 'members.csv', href: 'blob:test/1' },
      { download: 'again.csv', href: 'blob:test/2' },
    ]);
    expect(created[0]!.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await created[0]!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe('Imię;Nazwisko\r\nŻaneta;Żółkiewska\r\n');
    expect(await created[1]!.text()).toBe('a,b\r\n');
    expect(new Uint8Array(await created[1]!.arrayBuffer())[3]).not.toBe(0xef);
    // The link leaves the page once clicked.
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('leaves the mark out when asked, with the type given', async () => {
    saveTextFile('{"a":1}', 'a.json', { type: 'application/json', bom: false });
    expect(created[0]!.type).toBe('application/json');
    expect(await created[0]!.text()).toBe('{"a":1}');
  });

  it('downloads bytes as they are, under the name given', async () => {
    const zip = new Blob([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0xff])], {
      type: 'application/zip',
    });
    saveFile(zip, 'dane-anna-nowak-2026-12-03.zip');
    expect(clicked).toEqual([{ download: 'dane-anna-nowak-2026-12-03.zip', href: 'blob:test/1' }]);
    expect(created[0]).toBe(zip);
  });
});
