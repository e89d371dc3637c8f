import { memberStatusSchema, roleSchema } from '@care/contracts/enums';
import { z } from 'zod';
import {
  PAGE_SIZES,
  defaultListQuery,
  defineListState,
  isFiltered,
  readListState,
  toListQuery,
  writeListState,
} from './list-state';

const members = defineListState({
  sortFields: ['lastName', 'firstName', 'createdAt'],
  filters: { status: memberStatusSchema, role: z.array(roleSchema) },
  defaults: { sort: 'lastName' },
});

const read = (query: string) => readListState(new URLSearchParams(query), members);

describe('list state in a URL query', () => {
  it('offers the page sizes up to what the API serves, starting at its default', () => {
    expect(PAGE_SIZES).toEqual([10, 25, 50, 100]);
  });

  it('reads a plain URL as the defaults', () => {
    expect(read('')).toEqual({
      page: 1,
      limit: 10,
      sort: { field: 'lastName', desc: false },
      search: '',
      filters: { status: undefined, role: undefined },
    });
  });

  it('reads every part of a shared link', () => {
    expect(
      read(
        'page=3&limit=50&sort=-createdAt&search=anna&status=PENDING&role=OPERATOR&role=ASSISTANT',
      ),
    ).toEqual({
      page: 3,
      limit: 50,
      sort: { field: 'createdAt', desc: true },
      search: 'anna',
      filters: { status: 'PENDING', role: ['OPERATOR', 'ASSISTANT'] },
    });
  });

  it.each([
    ['page=0', 'page', 1],
    ['page=-2', 'page', 1],
    ['page=abc', 'page', 1],
    ['page=2.5', 'page', 1],
    ['page=1e3', 'page', 1],
    ['page=99999999999999999999', 'page', 1],
    ['limit=30', 'limit', 10],
    ['limit=1000', 'limit', 10],
    ['limit=', 'limit', 10],
    ['sort=password', 'sort', { field: 'lastName', desc: false }],
    ['sort=--lastName', 'sort', { field: 'lastName', desc: false }],
    ['sort=', 'sort', { field: 'lastName', desc: false }],
  ] as const)('a hand-edited %s falls back to the default %s', (query, key, expected) => {
    expect(read(query)[key]).toEqual(expected);
  });

  it('drops a filter value the schema does not accept, and reads an empty one as no filter', () => {
    expect(read('status=SLEEPING&role=OPERATOR&role=KING').filters).toEqual({
      status: undefined,
      role: undefined,
    });
    expect(read('status=').filters.status).toBeUndefined();
  });

  it('writes only what differs from the defaults, and keeps parameters it does not own', () => {
    const state = read('');
    expect(writeListState(new URLSearchParams('tab=history'), state, members).toString()).toBe(
      'tab=history',
    );
    const changed = {
      ...state,
      page: 2,
      sort: { field: 'firstName' as const, desc: true },
      search: 'nowak',
      filters: { status: 'ACCEPTED' as const, role: ['BENEFICIARY' as const] },
    };
    const params = writeListState(new URLSearchParams('tab=history&page=9'), changed, members);
    expect(Object.fromEntries(params)).toEqual({
      tab: 'history',
      page: '2',
      sort: '-firstName',
      search: 'nowak',
      status: 'ACCEPTED',
      role: 'BENEFICIARY',
    });
    expect(readListState(params, members)).toEqual(changed);
  });

  it('writes "no filter" explicitly when the filter has a default, so a reload keeps it off', () => {
    const orders = defineListState({
      sortFields: ['createdAt'],
      filters: { status: z.enum(['NEW', 'ACCEPTED']) },
      defaults: { filters: { status: 'NEW' } },
    });
    const all = {
      ...readListState(new URLSearchParams(''), orders),
      filters: { status: undefined },
    };
    const params = writeListState(new URLSearchParams(''), all, orders);
    expect(params.toString()).toBe('status=');
    expect(readListState(params, orders).filters.status).toBeUndefined();
    expect(readListState(new URLSearchParams(''), orders).filters.status).toBe('NEW');
    expect(readListState(new URLSearchParams('status=LOST'), orders).filters.status).toBe('NEW');
  });

  it('makes the API query: the sort as field or -field, the search trimmed, nothing undefined', () => {
    expect(toListQuery(read('page=2&sort=-createdAt&search=%20anna%20&status=PENDING'))).toEqual({
      page: 2,
      limit: 10,
      sort: '-createdAt',
      search: 'anna',
      status: 'PENDING',
    });
    const plain = toListQuery(read('search=%20%20'));
    expect(plain).toEqual({ page: 1, limit: 10, sort: 'lastName' });
    expect(Object.values(plain)).not.toContain(undefined);
  });

  it('makes the query of the list a plain link opens, with a default filter in it', () => {
    expect(defaultListQuery(members)).toEqual({ page: 1, limit: 10, sort: 'lastName' });
    const orders = defineListState({
      sortFields: ['createdAt'],
      filters: { status: z.enum(['NEW', 'ACCEPTED']) },
      defaults: { sort: '-createdAt', limit: 25, filters: { status: 'NEW' } },
    });
    expect(defaultListQuery(orders)).toEqual({
      page: 1,
      limit: 25,
      sort: '-createdAt',
      status: 'NEW',
    });
  });

  it('tells whether a search or a filter narrows the list', () => {
    expect(isFiltered(read('page=4&sort=-createdAt'), members)).toBe(false);
    expect(isFiltered(read('search=%20'), members)).toBe(false);
    expect(isFiltered(read('search=anna'), members)).toBe(true);
    expect(isFiltered(read('status=PENDING'), members)).toBe(true);
  });

  it('throws at definition for a configuration the list cannot have', () => {
    expect(() => defineListState({ sortFields: ['name'], defaults: { limit: 30 } })).toThrow(
      /limit 30/,
    );
    expect(() => defineListState({ sortFields: ['name'], pageSizes: [10, 500] })).toThrow(/500/);
    expect(() =>
      // @ts-expect-error a filter may not take a name the list uses itself
      defineListState({ sortFields: ['name'], filters: { page: z.string() } }),
    ).toThrow(/page/);
    expect(() =>
      // @ts-expect-error the default sort must be one of the sort fields
      defineListState({ sortFields: ['name'], defaults: { sort: 'email' } }),
    ).toThrow(/email/);
  });
});
