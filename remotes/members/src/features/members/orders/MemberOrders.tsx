import type { ListedOrder } from '@care/contracts/order';
import { typeKey, useTranslation } from '@care/i18n';
import { useListState } from '@care/platform/list-state';
import { Link as RouterLink } from '@care/platform/router';
import { Link, Text } from '@care/ui';
import {
  createDataTableColumnHelper,
  DataTable,
  type DataTableColumnDef,
} from '@care/ui/data-table';
import { OrderStatusBadge, preferredWhen } from '@care/ui/orders';
import { problemDetail } from '@care/ui/page';
import { useMemo } from 'react';
import { type MemberOrdersFilter, useMemberOrders } from '../api/member-orders';
import { memberOrdersList } from '../list/member-orders-list';
import { memberPaths } from '../paths';
import { registerMemberOrdersResources } from './i18n/register';

registerMemberOrdersResources();

const column = createDataTableColumnHelper<ListedOrder>();

function useMemberOrderColumns(organizationId: string): DataTableColumnDef<ListedOrder>[] {
  const { t } = useTranslation('members');
  return useMemo(
    () => [
      column.accessor('number', {
        header: t('orders.columns.number'),
        meta: { rowHeader: true, card: 'title' },
        cell: ({ row: { original: order } }) => (
          <Link asChild fontWeight="medium" whiteSpace="nowrap">
            <RouterLink to={memberPaths.order(organizationId, order.id)}>{order.number}</RouterLink>
          </Link>
        ),
      }),
      column.accessor('type', {
        header: t('orders.columns.type'),
        cell: ({ getValue }) => t(typeKey('order', getValue())),
      }),
      column.accessor('status', {
        header: t('orders.columns.status'),
        meta: { card: 'status' },
        cell: ({ getValue }) => <OrderStatusBadge status={getValue()} />,
      }),
      column.accessor('preferredDate', {
        header: t('orders.columns.preferredDate'),
        cell: ({ row: { original: order } }) =>
          preferredWhen(order) ?? (
            <Text as="span" color="fg.muted">
              {t('orders.noPreferredDate')}
            </Text>
          ),
      }),
    ],
    [t, organizationId],
  );
}

/**
 * A beneficiary's orders, or those an assistant was asked to take (`memberOrdersFilter`), newest
 * first, each opening the order's page.
 */
export function MemberOrders({
  organizationId,
  memberId,
  filter,
}: {
  organizationId: string;
  memberId: string;
  filter: MemberOrdersFilter;
}) {
  const { t } = useTranslation('members');
  const list = useListState(memberOrdersList);
  const orders = useMemberOrders(organizationId, memberId, { ...list.query, ...filter });
  const columns = useMemberOrderColumns(organizationId);
  const asAssistant = filter.assistantId !== undefined;

  return (
    <DataTable
      caption={t(asAssistant ? 'orders.captionAssistant' : 'orders.captionBeneficiary')}
      columns={columns}
      list={list}
      query={orders}
      getRowId={(order) => order.id}
      getRowLabel={(order) => order.number}
      search={false}
      empty={{
        title: t('orders.emptyTitle'),
        description: t(asAssistant ? 'orders.emptyAssistant' : 'orders.emptyBeneficiary'),
      }}
      errorTitle={t('orders.loadError')}
      errorDetail={problemDetail(orders.error)}
    />
  );
}
