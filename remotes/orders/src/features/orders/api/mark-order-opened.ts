import { orderEndpoints, type OrderList } from '@care/contracts/order';
import { callEndpoint } from '@care/platform';
import { useMutation, useQueryClient } from '@care/platform/query';
import { orderKeys } from './order-keys';

export const markOrderOpened = (organizationId: string, orderId: string) =>
  callEndpoint(orderEndpoints.markOrderOpened, { params: { organizationId, orderId } });

/**
 * Tells the API the signed-in operator has opened the order, so no list of theirs, on any
 * device, marks it 'New' any more. The cached pages of the list show it opened at once, and
 * are read again when next shown. A failure is not worth a message: the badge stays, and the
 * next opening tries again.
 */
export function useMarkOrderOpened(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) => markOrderOpened(organizationId, orderId),
    onSuccess: async (_answer, orderId) => {
      queryClient.setQueriesData<OrderList>(
        { queryKey: orderKeys.lists(organizationId) },
        (list) =>
          list && {
            ...list,
            items: list.items.map((order) =>
              order.id === orderId ? { ...order, openedByMe: true } : order,
            ),
          },
      );
      await queryClient.invalidateQueries({ queryKey: orderKeys.lists(organizationId) });
    },
  });
}
