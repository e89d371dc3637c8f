import type { OrderAttentionReason } from '@care/contracts/order-attention';
import { useStatusLabel } from '@care/i18n';
import { Badge } from '@care/ui';

/** Why an order needs attention, a badge per reason; nothing when it is fine. */
export function AttentionBadges({ reasons }: { reasons: readonly OrderAttentionReason[] }) {
  const statusLabel = useStatusLabel();
  return reasons.map((reason) => (
    <Badge key={reason} colorPalette="orange" variant="surface">
      {statusLabel('attention', reason)}
    </Badge>
  ));
}
