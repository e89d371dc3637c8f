import {
  createColumnHelper,
  metaHelper,
  rowPaginationFeature,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
  type ColumnDef,
  type ColumnHelper,
  type RowData,
} from '@tanstack/react-table';
import type { RowActionsMeta } from './row-actions';

/** What a column tells the table about how to lay it out. */
export interface DataTableColumnMeta {
  /**
   * Keeps the column at the inline end of the table's scroll box, so it stays
   * in view however far a narrow screen scrolls the table sideways (row actions).
   */
  sticky?: 'end';
  /** Numbers and actions line up at the end. */
  align?: 'start' | 'end';
  /** The cell names its row for screen readers (`<th scope="row">`), e.g. the name column. */
  rowHeader?: boolean;
  /** As narrow as its content (checkboxes, actions). */
  shrink?: boolean;
  /**
   * Where the column shows when the list is a column of cards (a phone): `'title'` heads the
   * card (the row header column when no column is the title); `'status'` stands under the
   * title, always in view; `false` leaves the column off the card. The others are the card's
   * label: value lines, those given a number first, lowest first, then the rest in table order.
   */
  card?: 'title' | 'status' | number | false;
  /** The row-actions column's: what each row offers, and the menu its button opens. */
  rowActions?: RowActionsMeta;
}

/** What the table's own columns (selection, row actions) read from it. */
export interface DataTableMeta {
  /** The row's name in labels such as "Actions for Anna Nowak". */
  labelOf: (row: unknown) => string;
}

/**
 * The features every list uses, and no more (each is tree-shaken otherwise):
 * sorting and paging are the server's, so neither has a row model here;
 * selection is the table's own.
 */
export const dataTableFeatures = tableFeatures({
  rowSortingFeature,
  rowPaginationFeature,
  rowSelectionFeature,
  columnMeta: metaHelper<DataTableColumnMeta>(),
  tableMeta: metaHelper<DataTableMeta>(),
});

export type DataTableFeatures = typeof dataTableFeatures;

/**
 * A column of a list. It sorts only with `enableSorting: true`, and then its id
 * is the API's sort field (an accessor column takes its key as its id).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list mixes columns of every value type
export type DataTableColumnDef<TData extends RowData> = ColumnDef<DataTableFeatures, TData, any>;

/** Typed column builders for a list's rows: `const column = createColumnHelper<Member>()`. */
export function createDataTableColumnHelper<TData extends RowData>(): ColumnHelper<
  DataTableFeatures,
  TData
> {
  return createColumnHelper<DataTableFeatures, TData>();
}
