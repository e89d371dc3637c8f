import type { Role } from '@care/contracts/enums';
import { orderEndpoints, type OrderListQuery } from '@care/contracts/order';
import { callEndpoint } from '@care/platform';
import { queryOptions, useQuery } from '@care/platform/query';
import { memberKeys } from './member-keys';

type ListQuery = Partial<OrderListQuery>;

/** The list filter that names one member's orders. */
export type MemberOrdersFilter = Pick<OrderListQuery, 'beneficiaryId' | 'assistantId'>;

/**
 * Which of the operators' list filters names a member's orders: a beneficiary's own, or those an
 * assistant was asked to take (whatever they answered). An operator has none.
 */
export function memberOrdersFilter(member: {
  id: string;
  role: Role;
}): MemberOrdersFilter | undefined {
  if (member.role === 'BENEFICIARY') return { beneficiaryId: member.id };
  if (member.role === 'ASSISTANT') return { assistantId: member.id };
  return undefined;
}

export function fetchMemberOrders(organizationId: string, query: ListQuery, signal?: AbortSignal) {
  return callEndpoint(orderEndpoints.listOrders, { params: { organizationId }, query, signal });
}

/** One page of a member's orders, kept under the member: its page lists them. */
export const memberOrdersQueryOptions = (
  organizationId: string,
  memberId: string,
  query: ListQuery,
) =>
  queryOptions({
    queryKey: memberKeys.orders(organizationId, memberId, query),
    queryFn: ({ signal }) => fetchMemberOrders(organizationId, query, signal),
  });

/** The page in view stays, dimmed, while the next one loads. */
export const useMemberOrders = (organizationId: string, memberId: string, query: ListQuery) =>
  useQuery({
    ...memberOrdersQueryOptions(organizationId, memberId, query),
    placeholderData: (previous) => previous,
  });
