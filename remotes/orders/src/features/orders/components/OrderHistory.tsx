import type { AuditEvent } from '@care/contracts/audit';
import type { Order, OrderHistoryEntry } from '@care/contracts/order';
import { useTranslation } from '@care/i18n';
import { HistoryTimeline } from '@care/ui/history';
import { useMemo } from 'react';

const CREATED = 'order.created';
const STATUS_CHANGED = 'order.status-changed';

/**
 * The order's status changes as the audit trail's events the kit's timeline shows, newest
 * first: the first is its creation, each later one the status it left and the one it took.
 */
export function toHistoryEvents(order: Order): AuditEvent[] {
  return order.history
    .map((entry: OrderHistoryEntry, index): AuditEvent => {
      const previous = index > 0 ? order.history[index - 1] : undefined;
      return {
        id: `${order.id}:${index}`,
        at: entry.at,
        actor: entry.actor && { ...entry.actor, email: '' },
        organizationId: order.organizationId,
        entity: 'order',
        entityId: order.id,
        action: previous ? STATUS_CHANGED : CREATED,
        before: { status: previous?.status ?? null },
        after: { status: entry.status },
      };
    })
    .reverse();
}

/** Who moved the order to which status, and when. */
export function OrderHistory({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const events = useMemo(() => toHistoryEvents(order), [order]);
  return (
    <HistoryTimeline
      events={events}
      actionLabel={(event, who) =>
        t(event.action === CREATED ? 'history.created' : 'history.changed', { who })
      }
      fieldLabel={() => t('history.status')}
      formatValue={(_field, value) =>
        typeof value === 'string'
          ? t(`common:status.order.${value}`, { defaultValue: value })
          : undefined
      }
    />
  );
}
