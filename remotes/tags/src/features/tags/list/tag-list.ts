import { foldForSearch } from '@care/contracts/search-folding';
import type { StoredTag } from '@care/contracts/tag';
import { defineListState, type ListState } from '@care/platform/list-state';
import type { DataTablePage } from '@care/ui/data-table';

/** The tags list's page, size, sort and search, kept in the URL: by name unless chosen otherwise. */
export const tagList = defineListState({
  sortFields: ['name', 'abbr'],
  defaults: { sort: 'name' },
});

type TagSortField = (typeof tagList.sortFields)[number];
export type TagListState = Pick<
  ListState<TagSortField, never>,
  'page' | 'limit' | 'sort' | 'search'
>;

/**
 * One page of the tags table, shaped from every tag of the organization. GET /tag answers
 * them all at once (the members' tag pickers need them all), so the list is searched,
 * sorted and paged here, over the one cached answer (a `select` of the list's query):
 * moving through the list sends no request. Sorted in the language's alphabet, ties by name.
 */
export function tagPage(
  tags: readonly StoredTag[],
  { page, limit, sort, search }: TagListState,
  language: string,
): DataTablePage<StoredTag> {
  const term = foldForSearch(search.trim());
  const found = term
    ? tags.filter((tag) =>
        [tag.name, tag.abbr, tag.description ?? ''].some((text) =>
          foldForSearch(text).includes(term),
        ),
      )
    : [...tags];
  const { field, desc } = sort ?? { field: 'name', desc: false };
  const collator = new Intl.Collator(language, { numeric: true });
  found.sort(
    (a, b) =>
      (collator.compare(a[field], b[field]) || collator.compare(a.name, b.name)) * (desc ? -1 : 1),
  );
  const start = (page - 1) * limit;
  return {
    items: found.slice(start, start + limit),
    pagination: { total: found.length, isLast: start + limit >= found.length },
  };
}
