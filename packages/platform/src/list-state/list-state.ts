import { limits } from '@care/contracts/primitives';
import type { z } from 'zod';

/**
 * The page sizes a list offers. The smallest is the API's default page size
 * and the largest its maximum, so a list never asks for more than the API serves.
 */
export const PAGE_SIZES: readonly number[] = [limits.pageSize.default, 25, 50, limits.pageSize.max];

/** The query parameters every list owns; a filter may not take one of these names. */
export const LIST_PARAMS = ['page', 'limit', 'sort', 'search'] as const;
type ListParam = (typeof LIST_PARAMS)[number];

/** A sort as the API's lists take it: `field` ascending, `-field` descending. */
export type SortParam<F extends string = string> = F | `-${F}`;

export interface ListSort<F extends string = string> {
  field: F;
  desc: boolean;
}

/** A filter is a zod schema that reads its URL value (enums, ids, ISO dates as strings; an array schema reads repeated keys). */
export type FilterSchemas = Record<string, z.ZodType>;

export type FilterValues<TFilters extends FilterSchemas> = {
  [K in keyof TFilters]?: z.output<TFilters[K]>;
};

export interface ListState<F extends string, TFilters extends FilterSchemas> {
  /** 1-based, as the API counts. */
  page: number;
  limit: number;
  /** Undefined only when the list has no default sort and none was chosen. */
  sort: ListSort<F> | undefined;
  /** What was typed, untrimmed (the query trims it). */
  search: string;
  filters: FilterValues<TFilters>;
}

/** The API query of a list: what `callEndpoint` sends, and a stable part of a query key. */
export type ListQuery<F extends string, TFilters extends FilterSchemas> = {
  page: number;
  limit: number;
  sort?: SortParam<F>;
  search?: string;
} & FilterValues<TFilters>;

export interface ListStateConfig<F extends string, TFilters extends FilterSchemas> {
  /** The fields the API sorts this list by; any other sort in a URL falls back to the default. */
  sortFields: readonly F[];
  filters?: TFilters & { [K in ListParam]?: never };
  defaults?: {
    sort?: NoInfer<SortParam<F>>;
    /** One of `pageSizes`; the API's default page size when not given. */
    limit?: number;
    filters?: FilterValues<TFilters>;
  };
  pageSizes?: readonly number[];
}

/** A list's configuration, checked once: defaults resolved, mistakes thrown where they are written. */
export interface ListDefinition<F extends string, TFilters extends FilterSchemas> {
  sortFields: readonly F[];
  filters: TFilters;
  pageSizes: readonly number[];
  defaults: {
    page: number;
    limit: number;
    sort: ListSort<F> | undefined;
    filters: FilterValues<TFilters>;
  };
}

/**
 * Checks a list's configuration and fills in its defaults. Call it at module
 * scope: a sort field or page size the list does not have is a programming
 * mistake and throws at once, unlike a bad value in a URL, which never throws.
 */
export function defineListState<
  const F extends string,
  TFilters extends FilterSchemas = Record<never, z.ZodType>,
>(config: ListStateConfig<F, TFilters>): ListDefinition<F, TFilters> {
  const pageSizes = config.pageSizes ?? PAGE_SIZES;
  const limit = config.defaults?.limit ?? pageSizes[0] ?? limits.pageSize.default;
  if (!pageSizes.includes(limit)) {
    throw new Error(
      `List default limit ${limit} is not one of its page sizes ${pageSizes.join(', ')}.`,
    );
  }
  const tooLarge = pageSizes.find((size) => size < 1 || size > limits.pageSize.max);
  if (tooLarge !== undefined) {
    throw new Error(
      `Page size ${tooLarge} is outside 1–${limits.pageSize.max}, what the API serves.`,
    );
  }
  const filters = (config.filters ?? {}) as TFilters;
  const reserved = Object.keys(filters).filter((key) =>
    (LIST_PARAMS as readonly string[]).includes(key),
  );
  if (reserved.length > 0) {
    throw new Error(`A list filter may not be called ${reserved.join(', ')}.`);
  }
  let sort: ListSort<F> | undefined;
  if (config.defaults?.sort !== undefined) {
    sort = parseSort(config.defaults.sort, config.sortFields);
    if (!sort)
      throw new Error(`List default sort ${config.defaults.sort} is not one of its sort fields.`);
  }
  return {
    sortFields: config.sortFields,
    filters,
    pageSizes,
    defaults: { page: limits.firstPage, limit, sort, filters: config.defaults?.filters ?? {} },
  };
}

/** `-lastName` → `{ field: 'lastName', desc: true }`; undefined for a field the list does not sort by. */
export function parseSort<F extends string>(
  value: string,
  sortFields: readonly F[],
): ListSort<F> | undefined {
  const desc = value.startsWith('-');
  const field = desc ? value.slice(1) : value;
  return (sortFields as readonly string[]).includes(field)
    ? { field: field as F, desc }
    : undefined;
}

export function formatSort<F extends string>(sort: ListSort<F>): SortParam<F> {
  return sort.desc ? `-${sort.field}` : sort.field;
}

/** A positive whole number written plainly (`2`, not `2.0`, `1e3` or `-1`), else undefined. */
function parsePage(value: string | null): number | undefined {
  if (value === null || !/^[1-9]\d{0,8}$/.test(value)) return undefined;
  return Number(value);
}

/**
 * The list state a URL's query describes. Anything missing, unknown or
 * malformed (a hand-edited link) falls back to the list's default.
 */
export function readListState<F extends string, TFilters extends FilterSchemas>(
  params: URLSearchParams,
  list: ListDefinition<F, TFilters>,
): ListState<F, TFilters> {
  const { defaults } = list;
  const limitParam = parsePage(params.get('limit'));
  const sortParam = params.get('sort');
  return {
    page: parsePage(params.get('page')) ?? defaults.page,
    limit:
      limitParam !== undefined && list.pageSizes.includes(limitParam) ? limitParam : defaults.limit,
    sort: (sortParam !== null && parseSort(sortParam, list.sortFields)) || defaults.sort,
    search: params.get('search') ?? '',
    filters: readFilters(params, list),
  };
}

function isArraySchema(schema: z.ZodType): boolean {
  return schema._zod.def.type === 'array';
}

function readFilters<F extends string, TFilters extends FilterSchemas>(
  params: URLSearchParams,
  list: ListDefinition<F, TFilters>,
): FilterValues<TFilters> {
  const values: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(list.filters)) {
    const fallback = list.defaults.filters[key];
    if (!params.has(key)) {
      values[key] = fallback;
      continue;
    }
    const raw = isArraySchema(schema) ? params.getAll(key).filter(Boolean) : params.get(key);
    // An empty value says "no filter", which differs from absent when the filter has a default.
    if (raw === '' || (Array.isArray(raw) && raw.length === 0)) {
      values[key] = undefined;
      continue;
    }
    const parsed = schema.safeParse(raw);
    values[key] = parsed.success ? parsed.data : fallback;
  }
  return values as FilterValues<TFilters>;
}

function serialize(value: unknown): string {
  return value instanceof Date ? value.toISOString() : String(value);
}

function sameValue(a: unknown, b: unknown): boolean {
  const list = (value: unknown) =>
    value === undefined ? [] : (Array.isArray(value) ? value : [value]).map(serialize);
  return JSON.stringify(list(a)) === JSON.stringify(list(b));
}

/**
 * The URL query for a list state: the given params (parameters the list does
 * not own stay as they are) followed by the list's own, in one order so equal
 * states make equal URLs, each left out while it holds its default so a plain
 * list has a plain URL.
 */
export function writeListState<F extends string, TFilters extends FilterSchemas>(
  params: URLSearchParams,
  state: ListState<F, TFilters>,
  list: ListDefinition<F, TFilters>,
): URLSearchParams {
  const { defaults } = list;
  const filterKeys = Object.keys(list.filters);
  const owned = new Set<string>([...LIST_PARAMS, ...filterKeys]);
  const next = new URLSearchParams([...params].filter(([key]) => !owned.has(key)));
  const add = (key: string, value: string, fallback: string | undefined) => {
    if (value !== fallback) next.append(key, value);
  };
  add('page', String(state.page), String(defaults.page));
  add('limit', String(state.limit), String(defaults.limit));
  if (state.sort) add('sort', formatSort(state.sort), defaults.sort && formatSort(defaults.sort));
  add('search', state.search, '');
  for (const key of filterKeys) {
    const value: unknown = state.filters[key];
    if (sameValue(value, defaults.filters[key])) continue;
    if (value === undefined) next.append(key, '');
    else
      for (const item of Array.isArray(value) ? value : [value]) next.append(key, serialize(item));
  }
  return next;
}

/** True when a search or a filter other than the list's default narrows what it shows. */
export function isFiltered<F extends string, TFilters extends FilterSchemas>(
  state: ListState<F, TFilters>,
  list: ListDefinition<F, TFilters>,
): boolean {
  return (
    state.search.trim() !== '' ||
    Object.keys(list.filters).some(
      (key) => !sameValue(state.filters[key], list.defaults.filters[key]),
    )
  );
}

/**
 * The API query for a list state, for `callEndpoint(endpoint, { query })`.
 * Plain JSON with nothing undefined in it, so it is also the list's part of a
 * query key: two equal states give equal keys.
 */
export function toListQuery<F extends string, TFilters extends FilterSchemas>(
  state: ListState<F, TFilters>,
): ListQuery<F, TFilters> {
  const query: Record<string, unknown> = { page: state.page, limit: state.limit };
  if (state.sort) query.sort = formatSort(state.sort);
  const search = state.search.trim();
  if (search !== '') query.search = search;
  for (const [key, value] of Object.entries(state.filters)) {
    if (value !== undefined) query[key] = value;
  }
  return query as ListQuery<F, TFilters>;
}

/**
 * The API query of the list as a plain link opens it (nothing in the URL): its first page at
 * its defaults. What a prefetch of that page asks for, under the key the list page will read.
 */
export function defaultListQuery<F extends string, TFilters extends FilterSchemas>(
  list: ListDefinition<F, TFilters>,
): ListQuery<F, TFilters> {
  return toListQuery(readListState(new URLSearchParams(), list));
}
