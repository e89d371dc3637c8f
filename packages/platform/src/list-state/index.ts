/**
 * `@care/platform/list-state`: a list's page, page size, sort, search and
 * filters in the URL query, and the API query they make. An entry point of its
 * own so only list pages load it, not the shell's first render. It reaches
 * react-router through the shared `@care/platform/router` entry (by name, not
 * by path), so the page still has one router and the two entries share no module.
 */
export { useListState, type ListStateController } from './use-list-state';
export {
  LIST_PARAMS,
  PAGE_SIZES,
  defaultListQuery,
  defineListState,
  formatSort,
  isFiltered,
  parseSort,
  readListState,
  toListQuery,
  writeListState,
  type FilterSchemas,
  type FilterValues,
  type ListDefinition,
  type ListQuery,
  type ListSort,
  type ListState,
  type ListStateConfig,
  type SortParam,
} from './list-state';
export { fromList, useListReturnPath, type FromList } from './list-return';
