import type { ReactNode } from 'react';

export interface DataTableSort {
  /** The API's sort field, which is also the column's id. */
  field: string;
  desc: boolean;
}

/** The part of a list's state the table shows and changes. */
export interface DataTableListState {
  /** 1-based. */
  page: number;
  limit: number;
  sort: DataTableSort | undefined;
  search: string;
}

/**
 * The list state the table is driven by; `useListState` of
 * `@care/platform/list-state` gives one kept in the URL. The table never holds
 * page, sort or search itself: it shows them and asks for changes.
 */
export interface DataTableList {
  state: DataTableListState;
  pageSizes: readonly number[];
  /** A search or filter is on: an empty answer is "no results", not "nothing yet". */
  isFiltered: boolean;
  setPage(page: number, options?: { replace?: boolean }): void;
  setLimit(limit: number): void;
  setSort(sort: DataTableSort | undefined): void;
  setSearch(search: string): void;
  clearFilters(): void;
}

/** One page of a list as the API answers it (`paginated(...)` in the contracts). */
export interface DataTablePage<TData> {
  items: readonly TData[];
  pagination: { total?: number; isLast: boolean };
}

/**
 * The query that loads the page: a react-query result fits as it is. With
 * `placeholderData: keepPreviousData` the old page stays in view, dimmed, while
 * the next one loads; without it the table shows skeleton rows meanwhile.
 */
export interface DataTableQuery<TData> {
  data: DataTablePage<TData> | undefined;
  status: 'pending' | 'error' | 'success';
  /** True while a newer page loads behind the one shown. */
  isFetching: boolean;
  /**
   * True while the rows shown are another query's (the previous page, filter or search), kept
   * in view while this one loads: they are then out of reach, not only dimmed, so nobody opens,
   * selects or acts on a row the list no longer holds.
   */
  isPlaceholderData?: boolean;
  refetch: () => unknown;
}

export interface DataTableEmpty {
  title: ReactNode;
  description?: ReactNode;
  /** The call to action, usually the button that creates the first item. */
  action?: ReactNode;
}

export interface DataTableSelection {
  /** Ids of the selected rows, on this page and others. */
  ids: string[];
  clear: () => void;
}
