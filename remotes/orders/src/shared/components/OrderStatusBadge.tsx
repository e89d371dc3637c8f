import type { OrderAssistantStatus, OrderStatus } from '@care/contracts/order';
import { useStatusLabel, useTranslation } from '@care/i18n';
import { Badge, VisuallyHidden } from '@care/ui';

const statusPalette: Record<OrderStatus, string> = {
  NEW: 'blue',
  ACCEPTED: 'teal',
  IN_PROGRESS: 'purple',
  HANDLED: 'green',
  REJECTED: 'red',
  CANCELLED: 'gray',
};

/** An order's status, in words and colour. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const statusLabel = useStatusLabel();
  return (
    <Badge colorPalette={statusPalette[status]} variant="subtle">
      {statusLabel('order', status)}
    </Badge>
  );
}

const assistantPalette: Record<OrderAssistantStatus, string> = {
  NOTIFIED: 'gray',
  ACCEPTED: 'green',
  DECLINED: 'red',
};

/** An assigned assistant's answer: notified and waiting, accepted or declined. */
export function AssistantStatusBadge({ status }: { status: OrderAssistantStatus }) {
  const statusLabel = useStatusLabel();
  return (
    <Badge colorPalette={assistantPalette[status]} variant="subtle">
      {statusLabel('assignment', status)}
    </Badge>
  );
}

/**
 * 'Unread' beside an order the signed-in operator has not opened yet: a word of its own, as
 * 'New' is the status of an order nobody has answered.
 */
export function UnopenedBadge() {
  const { t } = useTranslation('orders');
  return (
    <Badge colorPalette="red" variant="solid" title={t('list.unopenedLabel')}>
      {t('list.unopened')}
      <VisuallyHidden> ({t('list.unopenedLabel')})</VisuallyHidden>
    </Badge>
  );
}
