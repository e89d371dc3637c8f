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

/**
 * What the actions column tells the table: what a row offers, from the row's data, and the
 * menu to hold around the rows. Handed over in the column, so a table without row actions
 * does not load the menu.
 */
export interface RowActionsMeta {
  of: (row: unknown) => RowAction[];
  Menu: typeof RowActionsMenu;
}

export const ROW_ACTIONS_COLUMN_ID = 'actions';

/**
 * The row-actions column: one menu button per row, named after the row
 * ("Actions for Anna Nowak"), kept at the table's inline end so a narrow screen
 * reaches it without scrolling sideways. The menu opens with Enter, Space or
 * Arrow Down; arrows move, Enter picks, Escape closes and returns the focus.
 * Every row's button opens the one menu the table holds (`RowActionsMenu`), filled
 * with that row's actions: a menu of its own in each row cost a list more to draw
 * than everything else in it.
 */
export function rowActionsColumn<TData extends RowData>(
  actions: (row: TData) => RowAction[],
): DataTableColumnDef<TData> {
  return {
    id: ROW_ACTIONS_COLUMN_ID,
    header: ActionsHeader,
    cell: ({ row, table }) =>
      actions(row.original).length === 0 ? null : (
        <RowActionsTrigger
          rowId={row.id}
          name={table.options.meta?.labelOf(row.original) ?? row.id}
        />
      ),
    enableSorting: false,
    meta: {
      sticky: 'end',
      align: 'end',
      shrink: true,
      rowActions: { of: actions as RowActionsMeta['of'], Menu: RowActionsMenu },
    },
  };
}

function ActionsHeader() {
  const { t } = useDataTableTranslation();
  return <VisuallyHidden>{t('rowActions.column')}</VisuallyHidden>;
}

function RowActionsTrigger({ rowId, name }: { rowId: string; name: string }) {
  const { t } = useDataTableTranslation();
  return (
    <Menu.Trigger value={rowId} asChild>
      <IconButton aria-label={t('rowActions.open', { name })} variant="ghost" size="xs">
        <LuEllipsisVertical />
      </IconButton>
    </Menu.Trigger>
  );
}

/**
 * Enter on a link item. The menu's own way is a click event that does not bubble, which
 * the app's router link never hears, so the browser would load the whole panel anew; a
 * real click bubbles to the link's handler and the router moves in place.
 */
const followLink = ({ node }: { node: HTMLAnchorElement }) => node.click();

/**
 * The menu every row's actions button opens, around the table's rows: it shows the actions of
 * the row whose button opened it (`actionsOf` its id), and gives the focus back to that button.
 */
export function RowActionsMenu({
  actionsOf,
  children,
}: {
  actionsOf: (rowId: string) => RowAction[];
  children: ReactNode;
}) {
  return (
    <Menu.Root
      positioning={{ placement: 'bottom-end' }}
      navigate={followLink}
      lazyMount
      unmountOnExit
    >
      {children}
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="40">
            <Menu.Context>
              {(menu) =>
                menu.triggerValue !== null &&
                actionsOf(menu.triggerValue).map((action) => (
                  <RowActionItem key={action.value} action={action} />
                ))
              }
            </Menu.Context>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

function RowActionItem({ action }: { action: RowAction }) {
  const content = (
    <>
      {action.icon}
      {action.label}
    </>
  );
  return (
    <Menu.Item
      value={action.value}
      disabled={action.disabled}
      onSelect={action.onSelect}
      asChild={Boolean(action.renderLink)}
      color={action.destructive ? 'fg.error' : undefined}
      _highlighted={action.destructive ? { bg: 'bg.error', color: 'fg.error' } : undefined}
    >
      {action.renderLink ? action.renderLink(content) : content}
    </Menu.Item>
  );
}
