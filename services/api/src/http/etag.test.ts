import { parseIfMatch, versionEtag } from './etag';

describe('If-Match and ETag', () => {
  it('writes versions as strong entity tags', () => {
    expect(versionEtag(3)).toBe('"3"');
  });

  it.each([
    [undefined, undefined],
    ['*', 'any'],
    ['"3"', 3],
    ['3', 3],
    ['W/"3"', 3],
    [' "12" ', 12],
    ['"abc"', null],
    ['"1", "2"', null],
  ])('reads If-Match %p as %p', (header, expected) => {
    expect(parseIfMatch(header)).toBe(expected);
  });
});
