import type { SystemStyleObject } from '@care/ui';
import type { Column, RowData } from '@tanstack/react-table';
import type { DataTableFeatures } from './features';
import { SELECTION_COLUMN_ID } from './selection-column';

// Loaded with the cards (CardRows), never with the table: only the media query stays in card-layout.

/** Which of the table's columns go where in a row's card, by column id. */
export interface CardParts {
  select: string | undefined;
  /** What the card is headed with: the columns marked `card: 'title'`, else the row header. */
  title: string[];
  /** Beside the title, always in view. */
  status: string[];
  /** The label: value lines, in the order the page gave. */
  fields: string[];
  actions: string | undefined;
}

/** Sorts the card's columns out of the table's: see `DataTableColumnMeta.card`. */
export function cardParts<TData extends RowData>(
  columns: Column<DataTableFeatures, TData>[],
): CardParts {
  const parts: CardParts = {
    select: undefined,
    title: [],
    status: [],
    fields: [],
    actions: undefined,
  };
  const hasTitle = columns.some((column) => column.columnDef.meta?.card === 'title');
  const fields: { id: string; order: number; index: number }[] = [];
  columns.forEach((column, index) => {
    const meta = column.columnDef.meta;
    if (column.id === SELECTION_COLUMN_ID) parts.select = column.id;
    else if (meta?.rowActions) parts.actions = column.id;
    else if (meta?.card === 'title' || (!hasTitle && meta?.rowHeader)) parts.title.push(column.id);
    else if (meta?.card === 'status') parts.status.push(column.id);
    else if (meta?.card !== false) {
      const order = typeof meta?.card === 'number' ? meta.card : Number.POSITIVE_INFINITY;
      fields.push({ id: column.id, order, index });
    }
  });
  fields.sort((a, b) => a.order - b.order || a.index - b.index);
  parts.fields = fields.map((field) => field.id);
  return parts;
}

/**
 * The cards' look, given once to their list: like the table's rows, each card is plain
 * elements, so a page of them draws as fast as a page of rows.
 */
export const cardListCss: SystemStyleObject = {
  listStyle: 'none',
  margin: '0',
  padding: '0',
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  minW: '0',
  '& > li': {
    display: 'flex',
    flexDirection: 'column',
    gap: '2',
    minW: '0',
    padding: '3',
    borderWidth: '1px',
    borderRadius: 'l2',
    bg: 'bg',
    textStyle: 'sm',
  },
  '& > li[data-card]:hover': { bg: 'bg.muted' },
  // A card whose title links somewhere opens with a tap anywhere on it.
  '& > li[data-card]:has([data-card-title] a[href])': { cursor: 'pointer' },
  '& > li[data-selected]': { bg: 'colorPalette.subtle', borderColor: 'colorPalette.muted' },
  '& [data-card-head]': { display: 'flex', alignItems: 'flex-start', gap: '3', minW: '0' },
  '& [data-card-select]': { paddingBlock: '0.5' },
  '& [data-card-title]': {
    flex: '1',
    minW: '0',
    fontWeight: 'medium',
    overflowWrap: 'anywhere',
    display: 'flex',
    flexWrap: 'wrap',
    gap: '2',
  },
  '& [data-card-actions]': { marginBlock: '-1', marginInlineEnd: '-1' },
  '& [data-card-status]': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' },
  '& [data-card-status-label]': { srOnly: true },
  '& dl': {
    display: 'grid',
    gridTemplateColumns: 'fit-content(40%) minmax(0, 1fr)',
    columnGap: '3',
    rowGap: '1',
    margin: '0',
  },
  '& dl > div': { display: 'contents' },
  '& dt': { color: 'fg.muted' },
  '& dd': { margin: '0', minW: '0', overflowWrap: 'anywhere' },
};
