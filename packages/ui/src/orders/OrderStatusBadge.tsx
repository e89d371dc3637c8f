import type { OrderStatus } from '@care/contracts/order';
import { useStatusLabel } from '@care/i18n';
import { Badge } from '@chakra-ui/react';

const statusPalette: Record<OrderStatus, string> = {
  NEW: 'blue',
  ACCEPTED: 'teal',
  IN_PROGRESS: 'purple',
  HANDLED: 'green',
  REJECTED: 'red',
  CANCELLED: 'gray',
};

/**
 * An order's status, in words and colour: the same badge wherever an order is listed, the
 * orders pages and a member's card alike.
 */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const statusLabel = useStatusLabel();
  return (
    <Badge colorPalette={statusPalette[status]} variant="subtle">
      {statusLabel('order', status)}
    </Badge>
  );
}
