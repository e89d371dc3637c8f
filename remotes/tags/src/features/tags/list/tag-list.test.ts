import type { StoredTag } from '@care/contracts/tag';
import { tagPage, type TagListState } from './tag-list';

let made = 0;
const tag = (name: string, abbr: string, description = ''): StoredTag => ({
  id: `0c5e1d2a-7b3f-4e6a-9d1c-${String((made += 1)).padStart(12, '0')}`,
  name,
  abbr,
  description,
  color: '2f855a',
  textColor: null,
  icon: 'heart',
  version: 1,
});

const polish = [
  tag('Żywienie dojelitowe', 'ŻYW', 'Podawanie przez sondę'),
  tag('Łóżko rehabilitacyjne', 'ŁÓŻ', 'Wypożyczony sprzęt'),
  tag('Leki przeciwbólowe', 'LEK', 'Kontrola bólu'),
  tag('Opieka nocna', 'NOC', 'Dyżur w nocy'),
  tag('Mama z dzieckiem', 'MAMA', 'Wsparcie rodziny'),
];
const state = (change: Partial<TagListState> = {}): TagListState => ({
  page: 1,
  limit: 10,
  sort: { field: 'name', desc: false },
  search: '',
  ...change,
});
const names = (page: ReturnType<typeof tagPage>) => page.items.map((item) => item.name);

describe('a page of the tags table', () => {
  it('sorts in the language’s alphabet: Ł after L, Ż last', () => {
    expect(names(tagPage(polish, state(), 'pl'))).toEqual([
      'Leki przeciwbólowe',
      'Łóżko rehabilitacyjne',
      'Mama z dzieckiem',
      'Opieka nocna',
      'Żywienie dojelitowe',
    ]);
    expect(names(tagPage(polish, state({ sort: { field: 'abbr', desc: true } }), 'pl'))).toEqual([
      'Żywienie dojelitowe',
      'Opieka nocna',
      'Mama z dzieckiem',
      'Łóżko rehabilitacyjne',
      'Leki przeciwbólowe',
    ]);
  });

  it('finds by name, abbreviation or description, whatever the case and accents typed', () => {
    expect(names(tagPage(polish, state({ search: 'zywienie' }), 'pl'))).toEqual([
      'Żywienie dojelitowe',
    ]);
    expect(names(tagPage(polish, state({ search: 'LOZ' }), 'pl'))).toEqual([
      'Łóżko rehabilitacyjne',
    ]);
    expect(names(tagPage(polish, state({ search: '  dyżur ' }), 'pl'))).toEqual(['Opieka nocna']);
    expect(tagPage(polish, state({ search: 'chemioterapia' }), 'pl')).toEqual({
      items: [],
      pagination: { total: 0, isLast: true },
    });
  });

  it('folds the letters the server’s searches fold, those without a plain letter in Unicode too', () => {
    const borrowed = [
      tag('Dieta Øresund', 'ØRE'),
      tag('Đurđica — wolontariat', 'ĐUR'),
      tag('Ilık kompres', 'ILI'),
    ];
    expect(names(tagPage(borrowed, state({ search: 'oresund' }), 'pl'))).toEqual(['Dieta Øresund']);
    expect(names(tagPage(borrowed, state({ search: 'DURDICA' }), 'pl'))).toEqual([
      'Đurđica — wolontariat',
    ]);
    expect(names(tagPage(borrowed, state({ search: 'ilik' }), 'pl'))).toEqual(['Ilık kompres']);
  });

  it('cuts the page and counts what the search found', () => {
    const page = tagPage(polish, state({ page: 2, limit: 2 }), 'pl');
    expect(names(page)).toEqual(['Mama z dzieckiem', 'Opieka nocna']);
    expect(page.pagination).toEqual({ total: 5, isLast: false });
    expect(tagPage(polish, state({ page: 3, limit: 2 }), 'pl').pagination.isLast).toBe(true);
  });
});
