import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from '@care/platform/router';
import {
  isFiltered,
  readListState,
  toListQuery,
  writeListState,
  type FilterSchemas,
  type FilterValues,
  type ListDefinition,
  type ListQuery,
  type ListSort,
  type ListState,
} from './list-state';

export interface ListStateController<F extends string, TFilters extends FilterSchemas> {
  state: ListState<F, TFilters>;
  /** The API query of this state; also the list's part of its query key. */
  query: ListQuery<F, TFilters>;
  /**
   * The API query of the address as it is at this moment. The router renders a new address in
   * a transition, so for a moment after a change `query` is still the list shown before it; an
   * action taken at a click (an export) reads this to follow what the user last chose.
   */
  currentQuery(): ListQuery<F, TFilters>;
  pageSizes: readonly number[];
  /** A search or a filter narrows the list: an empty page means "no results", not "nothing yet". */
  isFiltered: boolean;
  /** A new history entry, unless `replace` (e.g. correcting a page past the end). */
  setPage(page: number, options?: { replace?: boolean }): void;
  /** Back to the first page: the old page number means nothing at another size. */
  setLimit(limit: number): void;
  /** Undefined goes back to the list's default sort. Back to the first page. */
  setSort(sort: ListSort<F> | undefined): void;
  /**
   * Back to the first page. The first change after any other step adds a
   * history entry; the changes that follow it replace that entry, so Back
   * leaves the whole search at once instead of one keystroke at a time.
   */
  setSearch(search: string): void;
  setFilter<K extends keyof TFilters & string>(key: K, value: FilterValues<TFilters>[K]): void;
  /** Removes the search and every filter (back to their defaults); keeps the sort and page size. */
  clearFilters(): void;
}

/** Marks a history entry made by typing a search, so the next keystroke replaces it. */
const SEARCH_ENTRY = 'listSearchEntry';

function isSearchEntry(state: unknown): boolean {
  return typeof state === 'object' && state !== null && SEARCH_ENTRY in state;
}

/**
 * A list's page, page size, sort, search and filters, kept in the URL query:
 * Back restores a list as it was, a copied link opens it the same way, and a
 * hand-edited value that makes no sense falls back to the default instead of
 * failing. Parameters the list does not own are left alone.
 *
 * @example
 * const memberList = defineListState({ sortFields: ['lastName', 'createdAt'], defaults: { sort: 'lastName' } });
 * const list = useListState(memberList);
 * useQuery({ queryKey: memberKeys.list(orgId, list.query), queryFn: () => callEndpoint(e, { params, query: list.query }) });
 */
export function useListState<F extends string, TFilters extends FilterSchemas>(
  list: ListDefinition<F, TFilters>,
): ListStateController<F, TFilters> {
  const location = useLocation();
  const navigate = useNavigate();
  // Where the address is now, which may be a step ahead of the location rendered: the router
  // renders a new address in a transition. A debounced search fires after later steps may have
  // moved the URL, and a change made before the last one is rendered must build on it: always
  // start from here. Each change writes it at once; a rendered address (Back, a link) once shown.
  const current = useRef<Pick<typeof location, 'pathname' | 'search' | 'hash' | 'state'>>(location);
  useLayoutEffect(() => {
    current.current = location;
  }, [location]);

  const state = useMemo(
    () => readListState(new URLSearchParams(location.search), list),
    [location.search, list],
  );
  const query = useMemo(() => toListQuery(state), [state]);

  const go = useCallback(
    (
      change: (state: ListState<F, TFilters>) => ListState<F, TFilters>,
      { replace = false, searchEntry = false }: { replace?: boolean; searchEntry?: boolean } = {},
    ) => {
      const { pathname, search, hash, state: entryState } = current.current;
      const params = new URLSearchParams(search);
      const next = writeListState(params, change(readListState(params, list)), list).toString();
      if (next === params.toString()) return;
      // A new step starts unmarked; a corrected one keeps what its entry held.
      const nextState = searchEntry ? { [SEARCH_ENTRY]: true } : replace ? entryState : undefined;
      const nextSearch = next ? `?${next}` : '';
      current.current = { pathname, search: nextSearch, hash, state: nextState };
      navigate({ pathname, search: nextSearch, hash }, { replace, state: nextState });
    },
    [list, navigate],
  );

  return useMemo<ListStateController<F, TFilters>>(
    () => ({
      state,
      query,
      currentQuery: () =>
        toListQuery(readListState(new URLSearchParams(current.current.search), list)),
      pageSizes: list.pageSizes,
      isFiltered: isFiltered(state, list),
      setPage: (page, options) =>
        go((s) => ({ ...s, page: Math.max(list.defaults.page, Math.trunc(page)) }), options),
      setLimit: (limit) =>
        go((s) => (list.pageSizes.includes(limit) ? { ...s, limit, page: list.defaults.page } : s)),
      setSort: (sort) =>
        go((s) => ({
          ...s,
          sort:
            sort && list.sortFields.includes(sort.field)
              ? { field: sort.field, desc: sort.desc }
              : list.defaults.sort,
          page: list.defaults.page,
        })),
      setSearch: (search) =>
        go((s) => ({ ...s, search, page: list.defaults.page }), {
          replace: isSearchEntry(current.current.state),
          searchEntry: true,
        }),
      setFilter: (key, value) =>
        go((s) => ({ ...s, filters: { ...s.filters, [key]: value }, page: list.defaults.page })),
      clearFilters: () =>
        go((s) => ({ ...s, search: '', filters: list.defaults.filters, page: list.defaults.page })),
    }),
    [state, query, list, go],
  );
}
