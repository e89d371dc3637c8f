/**
 * `@care/ui/data-table`: the list every remote builds its pages from, on
 * @tanstack/react-table (+ @tanstack/react-virtual for long pages). An entry
 * point of its own: a shared module is not tree-shaken, so the table loads
 * with the first list a person opens, never with the shell's first render.
 * The list state it is driven by lives in the URL: `useListState` of
 * `@care/platform/list-state`.
 */
/** The width below which lists are cards, for a page that lays out its own list the same way. */
export { CARDS_BELOW_PX, useCardLayout } from './card-layout';
export { DataTable, VIRTUALIZE_ABOVE, type DataTableProps } from './DataTable';
export {
  createDataTableColumnHelper,
  dataTableFeatures,
  type DataTableColumnDef,
  type DataTableColumnMeta,
  type DataTableFeatures,
} from './features';
export { rowActionsColumn, ROW_ACTIONS_COLUMN_ID, type RowAction } from './row-actions';
export { SEARCH_DEBOUNCE_MS } from './SearchField';
export type {
  DataTableEmpty,
  DataTableList,
  DataTableListState,
  DataTablePage,
  DataTableQuery,
  DataTableSelection,
  DataTableSort,
} from './types';
