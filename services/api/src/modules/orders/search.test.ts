import { parseOrderSearch } from './search';

describe('parseOrderSearch', () => {
  it.each([
    ['Z-2026-0042', { sequence: 42, year: 2026 }],
    ['z2026-42', { sequence: 42, year: 2026 }],
    ['2026/0042', { sequence: 42, year: 2026 }],
    ['0042', { sequence: 42 }],
    ['42', { sequence: 42 }],
    ['Z-42', { sequence: 42 }],
    ['0', null],
    ['Kowalska', null],
    ['Z-2026-', null],
    ['1234567890', null],
  ])('reads %p as the number %p', (term, number) => {
    expect(parseOrderSearch(term)?.number).toEqual(number);
  });

  it('keeps up to five words of a name and ignores an empty search', () => {
    expect(parseOrderSearch('  Zofia   Kowalska ')?.words).toEqual(['Zofia', 'Kowalska']);
    expect(parseOrderSearch('a b c d e f g')?.words).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(parseOrderSearch('Z-2026-0042')?.words).toEqual([]);
    expect(parseOrderSearch('   ')).toBeNull();
    expect(parseOrderSearch(undefined)).toBeNull();
  });
});
