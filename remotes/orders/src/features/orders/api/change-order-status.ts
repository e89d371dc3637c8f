import { orderEndpoints, type OrderHandle, type OrderReject } from '@care/contracts/order';
import { callEndpoint } from '@care/platform';
import { onOrder, type OrderRef } from './order-ref';
import { useOrderMutation } from './use-order-mutation';

export const acceptOrder = (organizationId: string, order: OrderRef) =>
  callEndpoint(orderEndpoints.acceptOrder, onOrder(organizationId, order));

export const rejectOrder = (organizationId: string, order: OrderRef, body: OrderReject) =>
  callEndpoint(orderEndpoints.rejectOrder, { ...onOrder(organizationId, order), body });

export const markOrderHandled = (organizationId: string, order: OrderRef, body: OrderHandle) =>
  callEndpoint(orderEndpoints.markOrderHandled, { ...onOrder(organizationId, order), body });

/** NEW → ACCEPTED; the beneficiary is notified. */
export const useAcceptOrder = (organizationId: string) =>
  useOrderMutation(organizationId, (order: OrderRef) => acceptOrder(organizationId, order));

/** NEW → REJECTED, with the reason the beneficiary reads. */
export const useRejectOrder = (organizationId: string) =>
  useOrderMutation(organizationId, ({ order, body }: { order: OrderRef; body: OrderReject }) =>
    rejectOrder(organizationId, order, body),
  );

/** ACCEPTED or IN_PROGRESS → HANDLED, with what was done if the operator says. */
export const useMarkOrderHandled = (organizationId: string) =>
  useOrderMutation(organizationId, ({ order, body }: { order: OrderRef; body: OrderHandle }) =>
    markOrderHandled(organizationId, order, body),
  );
