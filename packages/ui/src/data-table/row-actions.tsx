import type { RowData } from '@tanstack/react-table';
import { IconButton, Portal, VisuallyHidden } from '@care/ui';
import { Menu } from '@care/ui/panel';
import type { ReactElement, ReactNode } from 'react';
import { LuEllipsisVertical } from 'react-icons/lu';
import type { DataTableColumnDef } from './features';
import { useDataTableTranslation } from './i18n';

export interface RowAction {
  /** Unique within the row, e.g. 'edit'. */
  value: string;
  label: string;
  icon?: ReactNode;
  onSelect?: () => void;
  /** A link instead of a button: `(content) => <Link to={...}>{content}</Link>`. */
  renderLink?: (content: ReactNode) => ReactElement;
  /** Shown in the error colour; the page still asks for confirmation itself. */
  destructive?: boolean;
  disabled?: boolean;
}

export const ROW_ACTIONS_COLUMN_ID = 'actions';

/**
 * The row-actions column: one menu button per row, named after the row
 * ("Actions for Anna Nowak"), kept at the table's inline end so a narrow screen
 * reaches it without scrolling sideways. The menu opens with Enter, Space or
 * Arrow Down; arrows move, Enter picks, Escape closes and returns the focus.
 */
export function rowActionsColumn<TData extends RowData>(
  actions: (row: TData) => RowAction[],
): DataTableColumnDef<TData> {
  return {
    id: ROW_ACTIONS_COLUMN_ID,
    header: ActionsHeader,
    cell: ({ row, table }) => (
      <RowActionsMenu
        name={table.options.meta?.labelOf(row.original) ?? row.id}
        actions={actions(row.original)}
      />
    ),
    enableSorting: false,
    meta: { sticky: 'end', align: 'end', shrink: true },
  };
}

function ActionsHeader() {
  const { t } = useDataTableTranslation();
  return <VisuallyHidden>{t('rowActions.column')}</VisuallyHidden>;
}

/**
 * Enter on a link item. The menu's own way is a click event that does not bubble, which
 * the app's router link never hears, so the browser would load the whole panel anew; a
 * real click bubbles to the link's handler and the router moves in place.
 */
const followLink = ({ node }: { node: HTMLAnchorElement }) => node.click();

export function RowActionsMenu({ name, actions }: { name: string; actions: RowAction[] }) {
  const { t } = useDataTableTranslation();
  if (actions.length === 0) return null;
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }} navigate={followLink}>
      <Menu.Trigger asChild>
        <IconButton aria-label={t('rowActions.open', { name })} variant="ghost" size="xs">
          <LuEllipsisVertical />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="40">
            {actions.map((action) => {
              const content = (
                <>
                  {action.icon}
                  {action.label}
                </>
              );
              return (
                <Menu.Item
                  key={action.value}
                  value={action.value}
                  disabled={action.disabled}
                  onSelect={action.onSelect}
                  asChild={Boolean(action.renderLink)}
                  color={action.destructive ? 'fg.error' : undefined}
                  _highlighted={
                    action.destructive ? { bg: 'bg.error', color: 'fg.error' } : undefined
                  }
                >
                  {action.renderLink ? action.renderLink(content) : content}
                </Menu.Item>
              );
            })}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
