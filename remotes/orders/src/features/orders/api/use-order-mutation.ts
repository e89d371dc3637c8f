import type { OperatorOrder } from '@care/contracts/order';
import { useMutation, useQueryClient } from '@care/platform/query';
import { orderKeys } from './order-keys';

/**
 * A change to an order. Its answer is the order as it is now, shown at once; afterwards —
 * also after a failure, since a 409 or 412 means someone else changed it — everything cached
 * of the organization's orders is read again: the list, its counts and the order's page.
 */
export function useOrderMutation<TInput>(
  organizationId: string,
  mutationFn: (input: TInput) => Promise<OperatorOrder>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (order) =>
      queryClient.setQueryData(orderKeys.detail(organizationId, order.id), order),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all(organizationId) }),
  });
}
