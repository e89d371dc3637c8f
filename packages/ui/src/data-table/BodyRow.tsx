import { Table, useTableStyles } from '@care/ui/panel';
import { FlexRender, type Row, type RowData } from '@tanstack/react-table';
import type { ComponentProps, Ref } from 'react';
import type { DataTableFeatures } from './features';
import { bodyRowsCss, cellAttributes } from './layout';

/** The table's body, which styles the plain rows and cells of `BodyRow` inside it. */
export function DataTableBody(props: ComponentProps<typeof Table.Body>) {
  const styles = useTableStyles();
  return <Table.Body {...props} css={bodyRowsCss(styles.row, styles.cell)} />;
}

export interface BodyRowProps<TData extends RowData> {
  row: Row<DataTableFeatures, TData>;
  /** Its place among every row of the list, counting the header row as 1. */
  rowIndex: number;
  /** The virtualizer measures rendered rows whose height differs from its estimate. */
  measureRef?: Ref<HTMLTableRowElement>;
  virtualIndex?: number;
}

/** A row of the list as plain elements: `DataTableBody` gives them the table's look. */
export function BodyRow<TData extends RowData>({
  row,
  rowIndex,
  measureRef,
  virtualIndex,
}: BodyRowProps<TData>) {
  return (
    <tr
      data-row=""
      ref={measureRef}
      data-index={virtualIndex}
      aria-rowindex={rowIndex}
      data-selected={row.getIsSelected() ? '' : undefined}
    >
      {row.getAllCells().map((cell) => {
        const meta = cell.column.columnDef.meta;
        const CellElement = meta?.rowHeader ? 'th' : 'td';
        return (
          <CellElement
            key={cell.id}
            scope={meta?.rowHeader ? 'row' : undefined}
            {...cellAttributes(meta)}
          >
            <FlexRender cell={cell} />
          </CellElement>
        );
      })}
    </tr>
  );
}
