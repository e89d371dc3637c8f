import type { RowData } from '@tanstack/react-table';
import type { SystemStyleObject } from '@care/ui';
import { useLayoutEffect, useRef } from 'react';
import type { DataTableColumnDef } from './features';
import { useDataTableTranslation } from './i18n';

export const SELECTION_COLUMN_ID = 'select';

/** The checkbox column: one box per row and one in the header for every row of this page. */
export function selectionColumn<TData extends RowData>(): DataTableColumnDef<TData> {
  return {
    id: SELECTION_COLUMN_ID,
    header: function SelectPage({ table }) {
      const { t } = useDataTableTranslation();
      const all = table.getIsAllPageRowsSelected();
      const some = table.getIsSomePageRowsSelected();
      return (
        <SelectBox
          label={t('selection.selectPage')}
          checked={all ? true : some ? 'indeterminate' : false}
          disabled={table.getRowModel().rows.length === 0}
          onChange={(checked) => table.toggleAllPageRowsSelected(checked)}
        />
      );
    },
    cell: function SelectRow({ row, table }) {
      const { t } = useDataTableTranslation();
      const name = table.options.meta?.labelOf(row.original) ?? row.id;
      return (
        <SelectBox
          label={t('selection.selectRow', { name })}
          checked={row.getIsSelected()}
          disabled={!row.getCanSelect()}
          onChange={(checked) => row.toggleSelected(checked)}
        />
      );
    },
    enableSorting: false,
    meta: { shrink: true },
  };
}

/**
 * The browser's own checkbox in the colours of the theme: a list draws one in every row, and
 * the design system's checkbox (a state machine and four styled parts each) cost a page of
 * rows more to draw than the rest of its cells.
 */
function SelectBox({
  label,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  checked: boolean | 'indeterminate';
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  const box = useRef<HTMLInputElement>(null);
  // Mixed is a property of the element only, with no attribute to render it from.
  useLayoutEffect(() => {
    if (box.current) box.current.indeterminate = checked === 'indeterminate';
  }, [checked]);
  return (
    <input
      ref={box}
      type="checkbox"
      data-select-box=""
      aria-label={label}
      checked={checked === true}
      disabled={disabled}
      onChange={(event) => onChange(event.target.checked)}
    />
  );
}

/** How the table draws its selection boxes: set once on the table, not on each box. */
export const selectBoxCss: SystemStyleObject = {
  '& input[data-select-box]': {
    display: 'block',
    width: '4',
    height: '4',
    margin: '0',
    cursor: 'pointer',
    accentColor: 'colorPalette.solid',
    _dark: { colorScheme: 'dark' },
    _disabled: { cursor: 'not-allowed', opacity: 0.5 },
    _focusVisible: {
      outline: '2px solid',
      outlineColor: 'colorPalette.focusRing',
      outlineOffset: '2px',
    },
  },
};
