import { Box, Button, EmptyState, ErrorState, Flex, Stack, VisuallyHidden } from '@care/ui';
import { Table } from '@care/ui/panel';
import {
  functionalUpdate,
  useTable,
  type PaginationState,
  type Row,
  type RowData,
  type SortingState,
  type Table as TanstackTable,
} from '@tanstack/react-table';
import { Suspense, lazy, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { LuSearchX } from 'react-icons/lu';
import { BodyRow, DataTableBody } from './BodyRow';
import { BulkActionBar } from './BulkActionBar';
import { useCardLayout } from './card-layout';
import { dataTableFeatures, type DataTableColumnDef, type DataTableFeatures } from './features';
import { HeaderCell } from './HeaderCell';
import { useDataTableTranslation } from './i18n';
import { PaginationBar } from './PaginationBar';
import { SearchField } from './SearchField';
import { selectBoxCss, selectionColumn } from './selection-column';
import { SkeletonRows } from './SkeletonRows';
import { lastPage, tableView } from './table-view';
import type { DataTableEmpty, DataTableList, DataTableQuery, DataTableSelection } from './types';

/** Pages up to this many rows render every row; a longer one (pages go up to 100) only those in view. */
export const VIRTUALIZE_ABOVE = 50;

// Loaded with the first page longer than VIRTUALIZE_ABOVE: most lists never show
// one, and the virtualizer is a third of the table's weight.
const VirtualRows = lazy(() =>
  import('./VirtualRows').then((module) => ({ default: module.VirtualRows })),
);

// Loaded with the first list a narrow screen shows: a wide one never draws a card.
const CardView = lazy(() => import('./CardRows').then((module) => ({ default: module.CardView })));

const NO_ROWS: readonly never[] = [];

export interface DataTableProps<TData extends RowData> {
  /** Names the table for screen readers (a caption only they read). */
  caption: string;
  columns: DataTableColumnDef<TData>[];
  /** The query of the current page: a react-query result of a paginated endpoint fits as it is. */
  query: DataTableQuery<TData>;
  /** The page, size, sort and search the table shows and changes (`useListState`). */
  list: DataTableList;
  getRowId: (row: TData) => string;
  /** Names a row in its checkbox and actions button, e.g. the member's full name. */
  getRowLabel: (row: TData) => string;
  /** What a list with nothing in it yet says, and its call to action. */
  empty: DataTableEmpty;
  /** What failed, e.g. 'Unable to load tags'; 'Something went wrong' by default. */
  errorTitle?: ReactNode;
  /** The error state's detail, e.g. the API problem's; the table adds Retry. */
  errorDetail?: ReactNode;
  /** The page's filter controls; the table places them beside the search and wraps them on a narrow screen. */
  filters?: ReactNode;
  /** The search box's label and placeholder; `false` for a list without search. */
  search?: { label?: string; placeholder?: string } | false;
  /** Turns on row selection; what the page can do with the selected rows, shown in the bar above the table. */
  bulkActions?: (selection: DataTableSelection) => ReactNode;
}

/**
 * A server-side list: the API sorts, pages, searches and filters; the table
 * shows one page and turns the person's requests into list-state changes
 * (which `useListState` keeps in the URL). Loading shows skeleton rows, an
 * empty list its call to action, an empty search "no results" with a way out,
 * a failure Retry. The table scrolls sideways inside its own box, with the row
 * actions kept in view, so a page never grows wider than the screen; narrower than a tablet
 * (`CARDS_BELOW_PX`) each row is a card instead, with its title, status and the columns the
 * page puts on it (`meta.card` of each column), and no sideways scrolling at all.
 */
export function DataTable<TData extends RowData>({
  caption,
  columns,
  query,
  list,
  getRowId,
  getRowLabel,
  empty,
  errorTitle,
  errorDetail,
  filters,
  search = {},
  bulkActions,
}: DataTableProps<TData>) {
  const { t } = useDataTableTranslation();
  const cards = useCardLayout();
  const captionId = useId();
  // Held as state, not a ref: the virtualizer below it needs the box, and a ref is attached only
  // after children mount. Asked for only by a virtualized page: setting it renders the table
  // again, which for a short page (every row in the page) would be a second render for nothing.
  const [scrollBox, setScrollBox] = useState<HTMLDivElement | null>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const { page, limit, sort } = list.state;
  const rows = query.data?.items ?? NO_ROWS;
  // The last total the API answered. While the next page loads without the old
  // one kept in view, the page buttons stay (and a keyboard user's focus with
  // them) and the range already says where the list is going.
  const [lastTotal, setLastTotal] = useState(query.data?.pagination.total);
  if (query.data && query.data.pagination.total !== lastTotal) {
    setLastTotal(query.data.pagination.total);
  }
  const total = query.data ? query.data.pagination.total : lastTotal;
  const isLast = query.data?.pagination.isLast ?? false;

  const selectable = bulkActions !== undefined;
  const allColumns = useMemo(
    () => (selectable ? [selectionColumn<TData>(), ...columns] : columns),
    [selectable, columns],
  );
  const sorting = useMemo<SortingState>(
    () => (sort ? [{ id: sort.field, desc: sort.desc }] : []),
    [sort],
  );
  const pagination = useMemo<PaginationState>(
    () => ({ pageIndex: page - 1, pageSize: limit }),
    [page, limit],
  );

  const table = useTable({
    features: dataTableFeatures,
    columns: allColumns,
    data: rows,
    getRowId: (row) => getRowId(row),
    meta: { labelOf: (row) => getRowLabel(row as TData) },
    // A column sorts only when it says so: the API sorts by a few fields, not by every column.
    defaultColumn: { enableSorting: false },
    // The server pages and sorts; the table must never reset either on its own.
    manualPagination: true,
    manualSorting: true,
    autoResetAll: false,
    // Both always given: the table merges new options into the old ones, so a pageCount of
    // the loading render left out later would still hide the total's page count.
    rowCount: total,
    pageCount: total !== undefined ? undefined : isLast ? page : -1,
    state: { pagination, sorting },
    onPaginationChange: (updater) => {
      const next = functionalUpdate(updater, pagination);
      if (next.pageSize !== limit) list.setLimit(next.pageSize);
      else if (next.pageIndex !== pagination.pageIndex) list.setPage(next.pageIndex + 1);
    },
    onSortingChange: (updater) => {
      const [next] = functionalUpdate(updater, sorting);
      list.setSort(next && { field: next.id, desc: next.desc });
    },
    // One column at a time, ascending first, and a second press reverses rather than removes it.
    enableMultiSort: false,
    enableSortingRemoval: false,
    sortDescFirst: false,
    enableRowSelection: selectable,
  });

  const view = tableView({
    status: query.status,
    rowCount: rows.length,
    page,
    isFiltered: list.isFiltered,
  });

  // A page past the end (rows were removed, a link is old) moves back to the last one, in place.
  useEffect(() => {
    if (view !== 'pastTheEnd') return;
    list.setPage(Math.min(lastPage(total, limit) ?? 1, page - 1), { replace: true });
  }, [view, total, limit, page, list]);

  const selectedIds = Object.keys(table.state.rowSelection);
  const clearSelection = () => table.resetRowSelection(true);
  const searchText = list.state.search.trim();
  const columnCount = allColumns.length;
  const firstRowIndex = (page - 1) * limit + 2; // the header row is row 1
  const virtual = view === 'rows' && rows.length > VIRTUALIZE_ABOVE;
  const pending = view === 'loading' || view === 'pastTheEnd';

  const rowActions = allColumns.find((column) => column.meta?.rowActions)?.meta?.rowActions;
  const actionsOf = (rowId: string) => {
    const row = rows.find((candidate) => getRowId(candidate) === rowId);
    return row && rowActions ? rowActions.of(row) : [];
  };

  const clearFilters = () => {
    list.clearFilters();
    searchRef.current?.focus();
  };

  let body: ReactNode;
  if (view === 'error') {
    body = (
      <ErrorState
        title={errorTitle}
        detail={errorDetail}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else if (view === 'empty') {
    body = <EmptyState title={empty.title} description={empty.description} action={empty.action} />;
  } else if (view === 'noResults') {
    body = (
      <EmptyState
        icon={<LuSearchX />}
        title={t('states.noResults')}
        description={
          searchText
            ? t('states.noResultsForSearch', { search: searchText })
            : t('states.noResultsForFilters')
        }
        action={
          <Button variant="outline" onClick={clearFilters}>
            {t('filters.clear')}
          </Button>
        }
      />
    );
  } else if (cards) {
    const cardArea = (
      <Box css={selectable ? selectBoxCss : undefined}>
        {/* Nothing in their place for the moment their code loads, once: the page's own query takes longer. */}
        <Suspense fallback={null}>
          <CardView
            // The lazy component is not generic: the rows' type ends at the table's edge.
            table={table as unknown as TanstackTable<DataTableFeatures, RowData>}
            rows={table.getRowModel().rows as Row<DataTableFeatures, RowData>[]}
            sorting={sorting}
            label={caption}
            pending={pending}
            skeletonCount={limit}
            busy={pending || query.isFetching}
            stale={Boolean(query.isPlaceholderData) && !pending}
            dimmed={query.isFetching && !pending}
          />
        </Suspense>
      </Box>
    );
    body = rowActions ? (
      <rowActions.Menu actionsOf={actionsOf}>{cardArea}</rowActions.Menu>
    ) : (
      cardArea
    );
  } else {
    const tableRows = table.getRowModel().rows;
    const scrollArea = (
      <Table.ScrollArea
        ref={virtual ? setScrollBox : undefined}
        data-table-scroll=""
        // Positioned, so nothing absolutely placed inside (a visually hidden label) escapes the box and widens the page.
        position="relative"
        role="region"
        aria-labelledby={captionId}
        // A box that scrolls sideways must be reachable to scroll with the keyboard.
        tabIndex={0}
        borderWidth="1px"
        borderRadius="l2"
        maxH={virtual ? 'min(70vh, 48rem)' : undefined}
        _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing' }}
      >
        <Table.Root
          size="sm"
          stickyHeader={virtual}
          css={selectable ? selectBoxCss : undefined}
          aria-busy={pending || query.isFetching}
          aria-rowcount={total === undefined ? -1 : total + 1}
        >
          <Table.Caption id={captionId}>
            <VisuallyHidden>{caption}</VisuallyHidden>
          </Table.Caption>
          {/* Above the body's sticky action cells, which would otherwise scroll over a sticky header. */}
          <Table.Header bg="bg" css={{ '& tr': { zIndex: 2 } }}>
            {table.getHeaderGroups().map((group) => (
              <Table.Row key={group.id} aria-rowindex={1}>
                {group.headers.map((header) => (
                  <HeaderCell key={header.id} header={header} />
                ))}
              </Table.Row>
            ))}
          </Table.Header>
          <DataTableBody
            opacity={query.isFetching && !pending ? 0.6 : undefined}
            transition="opacity 0.2s"
            inert={query.isPlaceholderData && !pending ? true : undefined}
          >
            {pending ? (
              <SkeletonRows rowCount={limit} columnCount={columnCount} />
            ) : virtual ? (
              <Suspense fallback={<SkeletonRows rowCount={limit} columnCount={columnCount} />}>
                <VirtualRows
                  rows={tableRows as Row<DataTableFeatures, RowData>[]}
                  columnCount={columnCount}
                  scrollElement={scrollBox}
                  firstRowIndex={firstRowIndex}
                />
              </Suspense>
            ) : (
              tableRows.map((row, index) => (
                <BodyRow key={row.id} row={row} rowIndex={firstRowIndex + index} />
              ))
            )}
          </DataTableBody>
        </Table.Root>
      </Table.ScrollArea>
    );
    body = rowActions ? (
      <rowActions.Menu actionsOf={actionsOf}>{scrollArea}</rowActions.Menu>
    ) : (
      scrollArea
    );
  }

  return (
    <Stack gap="3" minW="0" width="full">
      {(search !== false || filters) && (
        // Bottoms aligned: a filter may carry a label above its box, and the boxes stay in one line.
        <Flex wrap="wrap" gap="2" align="flex-end">
          {search !== false && (
            <SearchField
              ref={searchRef}
              value={list.state.search}
              onSearch={list.setSearch}
              label={search.label ?? t('search.label')}
              placeholder={search.placeholder ?? t('search.placeholder')}
            />
          )}
          {filters && (
            <Flex role="group" aria-label={t('filters.label')} wrap="wrap" gap="2" align="flex-end">
              {filters}
            </Flex>
          )}
          {list.isFiltered && view !== 'noResults' && (
            <Button variant="ghost" size="sm" onClick={clearFilters}>
              {t('filters.clear')}
            </Button>
          )}
        </Flex>
      )}
      {selectable && selectedIds.length > 0 && (
        <BulkActionBar count={selectedIds.length} onClear={clearSelection}>
          {bulkActions({ ids: selectedIds, clear: clearSelection })}
        </BulkActionBar>
      )}
      {pending && <VisuallyHidden role="status">{t('common:states.loading')}</VisuallyHidden>}
      <Box minW="0">{body}</Box>
      {(view === 'rows' || (view === 'loading' && total !== undefined)) && (
        <PaginationBar
          page={page}
          limit={limit}
          pageSizes={list.pageSizes}
          rowCount={
            view === 'rows'
              ? rows.length
              : Math.min(limit, Math.max(0, (total ?? 0) - (page - 1) * limit))
          }
          total={total}
          pageCount={table.getPageCount()}
          canPrevious={table.getCanPreviousPage()}
          canNext={table.getCanNextPage()}
          onPage={(next) => table.setPageIndex(next - 1)}
          onLimit={(next) => table.setPageSize(next)}
        />
      )}
    </Stack>
  );
}
