import {
  type OperatorOrder,
  type Order,
  type OrderAttentionFacts,
  type OrderAttentionLimits,
  orderAttention,
} from '@care/contracts';
import { formatOrderNumber } from './numbering';
import type { OrderWithBeneficiary } from './queries';

export function toOrder({ order, beneficiary, assistants, history }: OrderWithBeneficiary): Order {
  return {
    id: order.id,
    organizationId: order.organizationId,
    number: formatOrderNumber(order.numberYear, order.numberSequence),
    beneficiary,
    type: order.type,
    description: order.description,
    preferredDate: order.preferredDate?.toISOString() ?? null,
    preferredWindow:
      order.preferredFrom && order.preferredTo
        ? { from: order.preferredFrom, to: order.preferredTo }
        : null,
    address: order.address,
    place: order.place,
    status: order.status,
    rejectionReason: order.rejectionReason,
    outcome: order.outcome,
    assistants,
    history: history.map((change) => ({ ...change, at: new Date(change.at).toISOString() })),
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
    version: order.version,
  };
}

/** What the attention rules read of an order row. */
export const attentionFactsOf = ({
  order,
  assistants,
}: OrderWithBeneficiary): OrderAttentionFacts => ({
  status: order.status,
  createdAt: order.createdAt,
  acceptedAt: order.acceptedAt,
  preferredDate: order.preferredDate,
  hasAcceptedAssistant: assistants.some((assistant) => assistant.status === 'ACCEPTED'),
});

/** An order as the operators read it: with why it needs attention at `now`. */
export const toOperatorOrder = (
  row: OrderWithBeneficiary,
  limits: OrderAttentionLimits,
  now: Date,
): OperatorOrder => ({
  ...toOrder(row),
  attention: orderAttention(attentionFactsOf(row), limits, now),
});
