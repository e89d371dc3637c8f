import { Table } from '@care/ui/panel';
import { FlexRender, type Row, type RowData } from '@tanstack/react-table';
import type { Ref } from 'react';
import type { DataTableFeatures } from './features';
import { columnCss } from './layout';

export interface BodyRowProps<TData extends RowData> {
  row: Row<DataTableFeatures, TData>;
  /** Its place among every row of the list, counting the header row as 1. */
  rowIndex: number;
  /** The virtualizer measures rendered rows whose height differs from its estimate. */
  measureRef?: Ref<HTMLTableRowElement>;
  virtualIndex?: number;
}

export function BodyRow<TData extends RowData>({
  row,
  rowIndex,
  measureRef,
  virtualIndex,
}: BodyRowProps<TData>) {
  return (
    <Table.Row
      ref={measureRef}
      data-index={virtualIndex}
      aria-rowindex={rowIndex}
      data-selected={row.getIsSelected() ? '' : undefined}
      _hover={{ bg: 'bg.muted' }}
      _selected={{ bg: 'colorPalette.subtle' }}
    >
      {row.getAllCells().map((cell) => {
        const meta = cell.column.columnDef.meta;
        return (
          <Table.Cell
            key={cell.id}
            as={meta?.rowHeader ? 'th' : 'td'}
            scope={meta?.rowHeader ? 'row' : undefined}
            fontWeight={meta?.rowHeader ? 'medium' : undefined}
            css={columnCss(meta, 'cell')}
          >
            <FlexRender cell={cell} />
          </Table.Cell>
        );
      })}
    </Table.Row>
  );
}
