import type { Pagination } from '@care/contracts';

/** A page of a list as every list answers it. */
export interface Page<T> {
  items: T[];
  pagination: Pagination;
}

/**
 * The page `page` of `limit` items. With the list's total, the last page is the one that reaches
 * it. Without one (where counting costs more than the page), `rows` holds one row past the page,
 * read only to tell whether another page follows, and is cut to the page.
 */
export function pageOf<T>(
  rows: T[],
  { page, limit }: { page: number; limit: number },
  total?: number,
): Page<T> {
  if (total === undefined)
    return {
      items: rows.slice(0, limit),
      pagination: { page, limit, isLast: rows.length <= limit },
    };
  return { items: rows, pagination: { page, limit, total, isLast: page * limit >= total } };
}
