import type { RowData } from '@tanstack/react-table';
import { Checkbox } from '@care/ui/panel';
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
  return (
    <Checkbox.Root
      checked={checked}
      disabled={disabled}
      onCheckedChange={(details) => onChange(details.checked === true)}
      display="flex"
      verticalAlign="middle"
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label srOnly>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}
