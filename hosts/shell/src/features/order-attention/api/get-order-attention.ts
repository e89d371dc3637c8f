import {
  orderAttentionEndpoints,
  type OrderAttentionCounts,
} from '@care/contracts/order-attention';
import { callEndpoint, queryKeys } from '@care/platform';
import { queryOptions, useQuery } from '@care/platform/query';

export function fetchOrderAttention(organizationId: string, signal?: AbortSignal) {
  return callEndpoint(orderAttentionEndpoints.getOrderAttention, {
    params: { organizationId },
    signal,
  });
}

/** How often a panel left open asks again: orders become late while nobody clicks. */
const lateCheckMs = 5 * 60_000;

/**
 * How many of the organization's orders need attention, in all and per reason: the dashboard's
 * group and the sidebar's badge read the one entry.
 */
export const orderAttentionQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: queryKeys.orderAttention(organizationId),
    queryFn: ({ signal }) => fetchOrderAttention(organizationId, signal),
    staleTime: 60_000,
    refetchInterval: lateCheckMs,
  });

/**
 * `counted`: the same counts as another answer gave them (the dashboard's figures), shown until
 * this entry has its own, so the dashboard's group paints with the figures around it.
 */
export const useOrderAttention = (organizationId: string, counted?: OrderAttentionCounts) =>
  useQuery({ ...orderAttentionQueryOptions(organizationId), placeholderData: counted });
