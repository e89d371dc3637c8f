import { orderEndpoints, type OrderListQuery } from '@care/contracts/order';
import { callEndpoint } from '@care/platform';
import { defaultListQuery } from '@care/platform/list-state';
import { queryOptions, useQuery } from '@care/platform/query';
import { orderList } from '../list/order-list';
import { orderKeys } from './order-keys';

type ListQuery = Partial<OrderListQuery>;

export function fetchOrders(organizationId: string, query: ListQuery, signal?: AbortSignal) {
  return callEndpoint(orderEndpoints.listOrders, { params: { organizationId }, query, signal });
}

/** One page of orders, with how many orders of each status the filter finds (the tabs). */
export const ordersQueryOptions = (organizationId: string, query: ListQuery) =>
  queryOptions({
    queryKey: orderKeys.list(organizationId, query),
    queryFn: ({ signal }) => fetchOrders(organizationId, query, signal),
  });

/** The list's first page as a plain link opens it: what the sidebar prefetches. */
export const firstOrdersPageQueryOptions = (organizationId: string) =>
  ordersQueryOptions(organizationId, defaultListQuery(orderList));

/** The page in view stays, dimmed, while the next one loads (react-query's keepPreviousData). */
export const useOrders = (organizationId: string, query: ListQuery) =>
  useQuery({
    ...ordersQueryOptions(organizationId, query),
    placeholderData: (previous) => previous,
  });
