import type { Order } from '@care/contracts';
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
