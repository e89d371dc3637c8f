import { attachment } from './csv';

describe('file names of downloads', () => {
  it('names the attachment in ASCII and exactly', () => {
    expect(attachment('akceptacje-zgoda-łódź.csv')).toBe(
      `attachment; filename="akceptacje-zgoda-lodz.csv"; filename*=UTF-8''akceptacje-zgoda-%C5%82%C3%B3d%C5%BA.csv`,
    );
  });
});
