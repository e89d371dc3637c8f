import { chakra } from '@care/ui';
import { Table } from '@care/ui/panel';
import { FlexRender, type Header, type RowData } from '@tanstack/react-table';
import { LuArrowDown, LuArrowUp, LuArrowUpDown } from 'react-icons/lu';
import type { DataTableFeatures } from './features';
import { columnCss } from './layout';

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/**
 * A column header. A sortable one holds a button (Enter or Space sorts, the
 * next press reverses) and tells its order through `aria-sort`; the others
 * carry no `aria-sort` at all, so a screen reader does not offer them as sortable.
 */
export function HeaderCell<TData extends RowData>({
  header,
}: {
  header: Header<DataTableFeatures, TData>;
}) {
  const { column } = header;
  const meta = column.columnDef.meta;
  const canSort = column.getCanSort();
  const sorted = column.getIsSorted();
  const content = header.isPlaceholder ? null : <FlexRender header={header} />;
  return (
    <Table.ColumnHeader
      colSpan={header.colSpan}
      aria-sort={canSort ? (sorted ? ARIA_SORT[sorted] : 'none') : undefined}
      css={columnCss(meta, 'header')}
    >
      {canSort ? (
        <chakra.button
          type="button"
          onClick={column.getToggleSortingHandler()}
          display="inline-flex"
          alignItems="center"
          gap="1"
          font="inherit"
          color="inherit"
          borderRadius="l1"
          cursor="pointer"
          _hover={{ color: 'fg' }}
          _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing' }}
        >
          {content}
          <chakra.span color={sorted ? 'fg' : 'fg.subtle'} aria-hidden="true">
            {sorted === 'asc' ? (
              <LuArrowUp />
            ) : sorted === 'desc' ? (
              <LuArrowDown />
            ) : (
              <LuArrowUpDown />
            )}
          </chakra.span>
        </chakra.button>
      ) : (
        content
      )}
    </Table.ColumnHeader>
  );
}
