import { Table } from '@care/ui/panel';
import type { Row, RowData } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { BodyRow } from './BodyRow';
import type { DataTableFeatures } from './features';

/** A row's height before it is measured: a small table row with a button in it. */
const ESTIMATED_ROW_HEIGHT = 41;
/** Rows rendered beyond the visible ones, so scrolling and Tab find them ready. */
const OVERSCAN = 10;

export interface VirtualRowsProps<TData extends RowData> {
  rows: Row<DataTableFeatures, TData>[];
  columnCount: number;
  /** The table's scroll box, which scrolls the rows; null until it is mounted. */
  scrollElement: HTMLDivElement | null;
  firstRowIndex: number;
}

/**
 * Only the rows in view (and a few around them) are in the page; empty rows
 * above and below keep the scroll height, so the table keeps its own layout
 * (columns stay aligned with the header) instead of becoming a grid of divs.
 */
export function VirtualRows<TData extends RowData>({
  rows,
  columnCount,
  scrollElement,
  firstRowIndex,
}: VirtualRowsProps<TData>) {
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollElement,
    estimateSize: () => ESTIMATED_ROW_HEIGHT,
    getItemKey: (index) => rows[index]?.id ?? index,
    overscan: OVERSCAN,
  });
  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  return (
    <>
      <Spacer height={before} columnCount={columnCount} />
      {items.map((item) => {
        const row = rows[item.index];
        if (!row) return null;
        return (
          <BodyRow
            key={row.id}
            row={row}
            rowIndex={firstRowIndex + item.index}
            measureRef={virtualizer.measureElement}
            virtualIndex={item.index}
          />
        );
      })}
      <Spacer height={after} columnCount={columnCount} />
    </>
  );
}

function Spacer({ height, columnCount }: { height: number; columnCount: number }) {
  if (height <= 0) return null;
  return (
    <Table.Row aria-hidden="true" data-virtual-spacer="">
      <Table.Cell colSpan={columnCount} p="0" borderWidth="0" style={{ height }} />
    </Table.Row>
  );
}
