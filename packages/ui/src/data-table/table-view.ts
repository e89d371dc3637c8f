/** What the table area shows instead of, or as, its rows. */
export type TableView = 'loading' | 'error' | 'empty' | 'noResults' | 'pastTheEnd' | 'rows';

export function tableView({
  status,
  rowCount,
  page,
  isFiltered,
}: {
  status: 'pending' | 'error' | 'success';
  rowCount: number;
  page: number;
  isFiltered: boolean;
}): TableView {
  if (status === 'error') return 'error';
  if (status === 'pending') return 'loading';
  if (rowCount > 0) return 'rows';
  // A page past the end (a shortened list, an old link) is not an empty list.
  if (page > 1) return 'pastTheEnd';
  return isFiltered ? 'noResults' : 'empty';
}

/** The last page of a list of `total` rows, or undefined when the API does not count them. */
export function lastPage(total: number | undefined, limit: number): number | undefined {
  return total === undefined ? undefined : Math.max(1, Math.ceil(total / limit));
}
