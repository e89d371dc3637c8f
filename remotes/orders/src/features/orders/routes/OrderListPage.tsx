import { useTranslation } from '@care/i18n';
import { isApiError } from '@care/platform';
import { useListState } from '@care/platform/list-state';
import { Link } from '@care/platform/router';
import { Button, NotFoundState, Stack } from '@care/ui';
import { DataTable } from '@care/ui/data-table';
import { PageHeader, problemDetail, toastProblem } from '@care/ui/page';
import { useExportOrders } from '../api/export-orders';
import { useOrders } from '../api/list-orders';
import { OrderFilters } from '../components/OrderFilters';
import { useOrderColumns } from '../components/order-columns';
import { StatusTabs } from '../components/StatusTabs';
import { exportQueryOf, orderList } from '../list/order-list';
import { orderPaths } from '../paths';

/** Today as `YYYY-MM-DD` in the user's zone, for the export's file name. */
const today = () => new Date().toLocaleDateString('sv-SE');

/**
 * The organization's orders: a tab per status with its count, searched, filtered, sorted and
 * paged by the API, everything in the URL so Back and a shared link open the same list.
 */
export function OrderListPage({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation('orders');
  const list = useListState(orderList);
  const orders = useOrders(organizationId, list.query);
  const columns = useOrderColumns(organizationId);
  const exportOrders = useExportOrders(organizationId);

  // An organization the caller may not see answers 404 (no leak that it exists).
  if (isApiError(orders.error, 404)) return <NotFoundState />;

  const hasNone = !list.isFiltered && orders.data?.pagination.total === 0;
  // The list as the address holds it at the click, which may be a filter the table is still
  // rendering: what the user chose last, never the one before it.
  const download = () =>
    exportOrders.mutate(
      {
        query: exportQueryOf(list.currentQuery()),
        fileName: t('export.fileName', { date: today() }),
      },
      { onError: (error) => toastProblem(error, t('export.failed')) },
    );

  return (
    <Stack gap="6">
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <>
            <Button asChild variant="outline">
              <Link to={orderPaths.schedule(organizationId)}>{t('list.openSchedule')}</Link>
            </Button>
            <Button
              variant="outline"
              onClick={download}
              loading={exportOrders.isPending}
              disabled={hasNone}
            >
              {t('export.action')}
            </Button>
          </>
        }
      />
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
