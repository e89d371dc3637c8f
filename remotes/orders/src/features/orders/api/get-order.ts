import { orderEndpoints } from '@care/contracts/order';
import { callEndpoint } from '@care/platform';
import { queryOptions, useQuery } from '@care/platform/query';
import { orderKeys } from './order-keys';

export function fetchOrder(organizationId: string, orderId: string, signal?: AbortSignal) {
  return callEndpoint(orderEndpoints.getOrder, { params: { organizationId, orderId }, signal });
}

/** One order with its beneficiary, assistants and status history. */
export const orderQueryOptions = (organizationId: string, orderId: string) =>
  queryOptions({
    queryKey: orderKeys.detail(organizationId, orderId),
    queryFn: ({ signal }) => fetchOrder(organizationId, orderId, signal),
  });

export const useOrder = (organizationId: string, orderId: string) =>
  useQuery(orderQueryOptions(organizationId, orderId));
