import { orderEndpoints } from '@care/contracts/order';
import { callEndpoint } from '@care/platform';
import { onOrder, type OrderRef } from './order-ref';
import { useOrderMutation } from './use-order-mutation';

export const assignAssistant = (organizationId: string, order: OrderRef, memberId: string) =>
  callEndpoint(orderEndpoints.assignOrderAssistant, {
    ...onOrder(organizationId, order),
    body: { memberId },
  });

export function unassignAssistant(organizationId: string, order: OrderRef, memberId: string) {
  const { params, headers } = onOrder(organizationId, order);
  return callEndpoint(orderEndpoints.unassignOrderAssistant, {
    params: { ...params, memberId },
    headers,
  });
}

/**
 * Puts back the assistant just taken off, with the answer it had given and without notifying
 * it again; `order` is the order as the taking off answered it, so a change since is a 412.
 */
export function restoreAssistant(organizationId: string, order: OrderRef, memberId: string) {
  const { params, headers } = onOrder(organizationId, order);
  return callEndpoint(orderEndpoints.restoreOrderAssistant, {
    params: { ...params, memberId },
    headers,
  });
}

/** Asks an assistant to take the order; the assistant is notified. */
export const useAssignAssistant = (organizationId: string) =>
  useOrderMutation(organizationId, ({ order, memberId }: { order: OrderRef; memberId: string }) =>
    assignAssistant(organizationId, order, memberId),
  );

export const useUnassignAssistant = (organizationId: string) =>
  useOrderMutation(organizationId, ({ order, memberId }: { order: OrderRef; memberId: string }) =>
    unassignAssistant(organizationId, order, memberId),
  );

export const useRestoreAssistant = (organizationId: string) =>
  useOrderMutation(organizationId, ({ order, memberId }: { order: OrderRef; memberId: string }) =>
    restoreAssistant(organizationId, order, memberId),
  );
