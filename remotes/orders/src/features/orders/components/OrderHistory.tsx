import type { AuditEvent } from '@care/contracts/audit';
import { formOfAddressOf, isErasedPerson } from '@care/contracts/enums';
import type { Order, OrderHistoryEntry } from '@care/contracts/order';
import { agreementWith, useTranslation } from '@care/i18n';
import { chakra } from '@care/ui';
import { HistoryTimeline } from '@care/ui/history';
import { useMemo } from 'react';

const CREATED = 'order.created';
const STATUS_CHANGED = 'order.status-changed';
const OUTCOME = 'order.outcome';

/**
 * The order's status changes as the audit trail's events the kit's timeline shows, newest
 * first: the first is its creation, each later one the status it left and the one it took.
 */
export function toHistoryEvents(order: Order): AuditEvent[] {
  return order.history
    .flatMap((entry: OrderHistoryEntry, index): AuditEvent[] => {
      const previous = index > 0 ? order.history[index - 1] : undefined;
      const event = {
        at: entry.at,
        // An order's history names no e-mail; the audit event's actor has one to fill.
        actor:
          entry.actor &&
          (isErasedPerson(entry.actor) ? entry.actor : { ...entry.actor, email: '' }),
        organizationId: order.organizationId,
        entity: 'order' as const,
        entityId: order.id,
        // The order's own page shows it: it is there.
        recordExists: true,
      };
      const change: AuditEvent = {
        ...event,
        id: `${order.id}:${index}`,
        action: previous ? STATUS_CHANGED : CREATED,
        before: { status: previous?.status ?? null },
        after: { status: entry.status },
      };
      if (!entry.outcome) return [change];
      // What was done reads as a line of its own under the change to HANDLED (newest first).
      const outcome: AuditEvent = {
        ...event,
        id: `${order.id}:${index}:outcome`,
        action: OUTCOME,
        before: {},
        after: { outcome: entry.outcome },
      };
      return [outcome, change];
    })
    .reverse();
}

const actionKeys: Record<string, string> = {
  [CREATED]: 'history.created',
  [STATUS_CHANGED]: 'history.changed',
  [OUTCOME]: 'history.handled',
};

/** Who moved the order to which status, and when; handling says what was done. */
export function OrderHistory({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const events = useMemo(() => toHistoryEvents(order), [order]);
  return (
    <HistoryTimeline
      events={events}
      actionLabel={(event, who) =>
        t(actionKeys[event.action] ?? 'history.changed', {
          who,
          ...agreementWith(formOfAddressOf(event.actor)),
        })
      }
      fieldLabel={(field) => t(field === 'outcome' ? 'history.outcome' : 'history.status')}
      formatValue={(field, value) =>
        field === 'outcome' && typeof value === 'string' ? (
          <chakra.span whiteSpace="pre-line">{value}</chakra.span>
        ) : field === 'status' && typeof value === 'string' ? (
          t(`common:status.order.${value}`, { defaultValue: value })
        ) : undefined
      }
    />
  );
}
