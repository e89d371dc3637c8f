import type { ListedOrder } from '@care/contracts/order';
import { formatDateTime, formatRelativeTime, typeKey, useTranslation } from '@care/i18n';
import { Link as RouterLink } from '@care/platform/router';
import { HStack, Link, Text } from '@care/ui';
import { createDataTableColumnHelper, type DataTableColumnDef } from '@care/ui/data-table';
import { OrderStatusBadge, preferredWhen } from '@care/ui/orders';
import { useMemo } from 'react';
import { orderPaths } from '../paths';
import { UnopenedBadge } from '../../../shared/components/OrderBadges';
import { AttentionBadges } from './AttentionBadges';

const column = createDataTableColumnHelper<ListedOrder>();

function When({ at }: { at: string }) {
  return (
    <time dateTime={at} title={formatDateTime(at)}>
      {formatRelativeTime(at)}
    </time>
  );
}

/**
 * The orders table: the number (a link to the order, marked 'New' while the operator has not
 * opened a NEW one), who asked, for what, its status, when they would like it, how many
 * assistants it has and when it came in; beside the status, why it needs attention, if it does.
 * On a phone each order is a card headed by the number,
 * with the status under it, always in view.
 */
export function useOrderColumns(organizationId: string): DataTableColumnDef<ListedOrder>[] {
  const { t } = useTranslation('orders');
  return useMemo(
    () => [
      column.accessor('number', {
        header: t('list.columns.number'),
        enableSorting: true,
        meta: { rowHeader: true, card: 'title' },
        cell: ({ row: { original: order } }) => (
          <HStack gap="2" wrap="nowrap">
            <Link asChild fontWeight="medium" whiteSpace="nowrap">
              <RouterLink to={orderPaths.details(organizationId, order.id)}>
                {order.number}
              </RouterLink>
            </Link>
            {order.status === 'NEW' && !order.openedByMe && <UnopenedBadge />}
          </HStack>
        ),
      }),
      column.display({
        id: 'beneficiary',
        header: t('list.columns.beneficiary'),
        cell: ({ row: { original: order } }) =>
          `${order.beneficiary.firstName} ${order.beneficiary.lastName}`,
      }),
      column.accessor('type', {
        header: t('list.columns.type'),
        cell: ({ getValue }) => t(typeKey('order', getValue())),
      }),
      column.accessor('status', {
        header: t('list.columns.status'),
        enableSorting: true,
        meta: { card: 'status' },
        cell: ({ row: { original: order } }) => (
          <HStack gap="1" wrap="wrap">
            <OrderStatusBadge status={order.status} />
            <AttentionBadges reasons={order.attention} />
          </HStack>
        ),
      }),
      column.accessor('preferredDate', {
        header: t('list.columns.preferredDate'),
        enableSorting: true,
        cell: ({ row: { original: order } }) => {
          const preferred = preferredWhen(order);
          return preferred ? (
            preferred
          ) : (
            <Text as="span" color="fg.muted">
              {t('list.noPreferredDate')}
            </Text>
          );
        },
      }),
      column.display({
        id: 'assistants',
        header: t('list.columns.assistants'),
        meta: { align: 'end' },
        cell: ({ row: { original: order } }) =>
          t('list.assistantCount', { count: order.assistants.length }),
      }),
      column.accessor('createdAt', {
        header: t('list.columns.createdAt'),
        enableSorting: true,
        cell: ({ getValue }) => <When at={getValue()} />,
      }),
    ],
    [t, organizationId],
  );
}
