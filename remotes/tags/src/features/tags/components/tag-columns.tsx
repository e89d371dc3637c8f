import type { StoredTag } from '@care/contracts/tag';
import { useTranslation } from '@care/i18n';
import { Text } from '@care/ui';
import {
  createDataTableColumnHelper,
  rowActionsColumn,
  type DataTableColumnDef,
} from '@care/ui/data-table';
import { TagBadge, readableTextColor } from '@care/ui/panel';
import { Link } from '@care/platform/router';
import { useMemo } from 'react';
import { tagPaths } from '../paths';
import { fromList } from '@care/platform/list-state';
import { TagColors } from './TagColors';

const column = createDataTableColumnHelper<StoredTag>();

/**
 * The tags table: the badge as members see it, then what it is made of (name and
 * abbreviation sort), and each row's actions: edit, and delete, which asks first. On a phone
 * each tag is a card headed by its badge; a tag has no status.
 */
export function useTagColumns(
  organizationId: string,
  /** The list's URL query, which Edit carries so its page returns to the list as it was. */
  listSearch: string,
  onDelete: (tag: StoredTag) => void,
): DataTableColumnDef<StoredTag>[] {
  const { t } = useTranslation('tags');
  return useMemo(
    () => [
      column.display({
        id: 'badge',
        header: t('list.columns.badge'),
        meta: { card: 'title' },
        cell: ({ row }) => <TagBadge tag={row.original} />,
      }),
      column.accessor('name', {
        header: t('list.columns.name'),
        enableSorting: true,
        meta: { rowHeader: true },
      }),
      // The badge shows it: a card leaves it out.
      column.accessor('abbr', {
        header: t('list.columns.abbr'),
        enableSorting: true,
        meta: { card: false },
      }),
      column.accessor('description', {
        header: t('list.columns.description'),
        cell: ({ getValue }) => (
          <Text color="fg.muted" maxW="xs" truncate title={getValue()}>
            {getValue()}
          </Text>
        ),
      }),
      column.display({
        id: 'colors',
        header: t('list.columns.colors'),
        cell: ({ row: { original: tag } }) => (
          <TagColors color={tag.color} textColor={tag.textColor ?? readableTextColor(tag.color)} />
        ),
      }),
      rowActionsColumn<StoredTag>((tag) => [
        {
          value: 'edit',
          label: t('list.editAction'),
          renderLink: (content) => (
            <Link to={tagPaths.edit(organizationId, tag.id)} state={fromList(listSearch)}>
              {content}
            </Link>
          ),
        },
        {
          value: 'delete',
          label: t('list.deleteAction'),
          destructive: true,
          onSelect: () => onDelete(tag),
        },
      ]),
    ],
    [t, organizationId, listSearch, onDelete],
  );
}
