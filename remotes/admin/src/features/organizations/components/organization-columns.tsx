import type { AdminOrganization } from '@care/contracts/organization';
import { formatDate, formatRelativeTime, useTranslation, type Language } from '@care/i18n';
import {
  createDataTableColumnHelper,
  rowActionsColumn,
  type DataTableColumnDef,
} from '@care/ui/data-table';
import { useMemo } from 'react';

const column = createDataTableColumnHelper<AdminOrganization>();

export interface OrganizationRowActions {
  onRename: (organization: AdminOrganization) => void;
  onDelete: (organization: AdminOrganization) => void;
}

/**
 * The admin table: name, members count and created date (each sorted by the API), actions. On a
 * phone each organization is a card headed by its name; an organization has no status.
 */
export function useOrganizationColumns({
  onRename,
  onDelete,
}: OrganizationRowActions): DataTableColumnDef<AdminOrganization>[] {
  const { t, i18n } = useTranslation('admin');
  const language = i18n.language as Language;
  return useMemo(
    () => [
      column.accessor('name', {
        header: t('list.columns.name'),
        enableSorting: true,
        meta: { rowHeader: true, card: 'title' },
      }),
      column.accessor('membersCount', {
        header: t('list.columns.membersCount'),
        enableSorting: true,
      }),
      column.accessor('createdAt', {
        header: t('list.columns.createdAt'),
        enableSorting: true,
        cell: ({ getValue }) => (
          <time dateTime={getValue()} title={formatDate(getValue(), language)}>
            {formatRelativeTime(getValue(), language)}
          </time>
        ),
      }),
      rowActionsColumn<AdminOrganization>((organization) => [
        { value: 'rename', label: t('list.renameAction'), onSelect: () => onRename(organization) },
        {
          value: 'delete',
          label: t('list.deleteAction'),
          destructive: true,
          onSelect: () => onDelete(organization),
        },
      ]),
    ],
    [t, language, onRename, onDelete],
  );
}
