import type { OrderAssistantStatus } from '@care/contracts/order';
import { useStatusLabel, useTranslation } from '@care/i18n';
import { Badge, VisuallyHidden } from '@care/ui';

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
