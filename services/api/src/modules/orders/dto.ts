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
    address: order.address,
    status: order.status,
    rejectionReason: order.rejectionReason,
    assistants,
    history: history.map((change) => ({ ...change, at: new Date(change.at).toISOString() })),
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
    version: order.version,
  };
}
