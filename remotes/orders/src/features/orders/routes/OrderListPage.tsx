import { useTranslation } from '@care/i18n';
import { isApiError } from '@care/platform';
import { useListState } from '@care/platform/list-state';
import { NotFoundState, Stack } from '@care/ui';
import { DataTable } from '@care/ui/data-table';
import { PageHeader, problemDetail } from '@care/ui/page';
import { useOrders } from '../api/list-orders';
import { OrderFilters } from '../components/OrderFilters';
import { useOrderColumns } from '../components/order-columns';
import { StatusTabs } from '../components/StatusTabs';
import { orderList } from '../list/order-list';

/**
 * The organization's orders: a tab per status with its count, searched, filtered, sorted and
 * paged by the API, everything in the URL so Back and a shared link open the same list.
 */
export function OrderListPage({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation('orders');
  const list = useListState(orderList);
  const orders = useOrders(organizationId, list.query);
  const columns = useOrderColumns(organizationId);

  // An organization the caller may not see answers 404 (no leak that it exists).
  if (isApiError(orders.error, 404)) return <NotFoundState />;

  return (
    <Stack gap="6">
      <PageHeader title={t('title')} description={t('description')} />
      <StatusTabs
        status={list.state.filters.status}
        counts={orders.data?.counts}
        onChange={(status) => list.setFilter('status', status)}
      />
      <DataTable
        caption={t('list.caption')}
        columns={columns}
        list={list}
        query={orders}
        getRowId={(order) => order.id}
        getRowLabel={(order) => order.number}
        search={{ label: t('list.search'), placeholder: t('list.searchPlaceholder') }}
        filters={<OrderFilters organizationId={organizationId} list={list} />}
        empty={{ title: t('list.emptyTitle'), description: t('list.emptyDescription') }}
        errorTitle={t('list.loadError')}
        errorDetail={problemDetail(orders.error)}
      />
    </Stack>
  );
}
