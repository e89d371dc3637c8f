import { memberFullName, type MemberDetails } from '@care/contracts/member';
import { formatDate, formatRelativeTime, roleKey, useTranslation } from '@care/i18n';
import { fromList } from '@care/platform/list-state';
import { Link as RouterLink } from '@care/platform/router';
import { Badge, HStack, Link, Text } from '@care/ui';
import {
  createDataTableColumnHelper,
  rowActionsColumn,
  type DataTableColumnDef,
  type RowAction,
} from '@care/ui/data-table';
import { useMemo } from 'react';
import { memberPaths } from '../paths';
import { InvitationBadge, MemberStatusBadge, MemberTags } from './member-badges';

const column = createDataTableColumnHelper<MemberDetails>();

/** The name as the panel shows it: the one an erasure is confirmed with. */
export const memberName = memberFullName;

/**
 * The members table: the name (a link to the member, sorted by last name), e-mail, role,
 * status, where the invitation stands, tags and when the member was added; each row's actions
 * at the end. Column ids are the API's sort fields. On a phone each member is a card headed by
 * the name, with the status under it and the other columns as lines.
 */
export function useMemberColumns(
  organizationId: string,
  /** The list's URL query, which the details link carries so its page returns to the list as it was. */
  listSearch: string,
  actionsFor: (member: MemberDetails) => RowAction[],
): DataTableColumnDef<MemberDetails>[] {
  const { t } = useTranslation('members');
  return useMemo(
    () => [
      column.accessor('lastName', {
        header: t('list.columns.name'),
        enableSorting: true,
        meta: { rowHeader: true, card: 'title' },
        cell: ({ row: { original: member } }) => (
          <Link asChild fontWeight="medium">
            <RouterLink
              to={memberPaths.details(organizationId, member.id)}
              state={fromList(listSearch)}
            >
              {member.erasedAt ? t('common:erasedPerson') : memberName(member)}
            </RouterLink>
          </Link>
        ),
      }),
      column.accessor('accountEmail', {
        header: t('list.columns.email'),
        enableSorting: true,
        // An erased member's e-mail reaches nobody: it is not shown.
        cell: ({ row: { original: member }, getValue }) =>
          member.erasedAt ? null : <Text wordBreak="break-all">{getValue()}</Text>,
      }),
      column.accessor('role', {
        header: t('list.columns.role'),
        enableSorting: true,
        cell: ({ row: { original: member } }) => (
          <HStack gap="1" wrap="wrap">
            <Text as="span">{t(roleKey(member.role))}</Text>
            {member.isSuperOperator && (
              <Badge size="sm" variant="surface" colorPalette="purple">
                {t('superOperator')}
              </Badge>
            )}
          </HStack>
        ),
      }),
      column.accessor('status', {
        header: t('list.columns.status'),
        enableSorting: true,
        meta: { card: 'status' },
        cell: ({ getValue }) => <MemberStatusBadge status={getValue()} />,
      }),
      column.display({
        id: 'invitation',
        header: t('list.columns.invitation'),
        cell: ({ row: { original: member } }) => <InvitationBadge member={member} />,
      }),
      column.display({
        id: 'tags',
        header: t('list.columns.tags'),
        cell: ({ row: { original: member } }) => <MemberTags tags={member.tags} />,
      }),
      column.accessor('createdAt', {
        header: t('list.columns.createdAt'),
        enableSorting: true,
        cell: ({ getValue }) => (
          <time dateTime={getValue()} title={formatDate(getValue())}>
            {formatRelativeTime(getValue())}
          </time>
        ),
      }),
      rowActionsColumn<MemberDetails>((member) => [
        {
          value: 'open',
          label: t('actions.open'),
          renderLink: (content) => (
            <RouterLink
              to={memberPaths.details(organizationId, member.id)}
              state={fromList(listSearch)}
            >
              {content}
            </RouterLink>
          ),
        },
        ...actionsFor(member),
      ]),
    ],
    [t, organizationId, listSearch, actionsFor],
  );
}
