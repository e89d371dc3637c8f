import type { AuditEntity, AuditEvent } from '@care/contracts/audit';
import { publishStates } from '@care/contracts/document';
import { isErasedPerson } from '@care/contracts/enums';
import { orderStatuses, orderTypes } from '@care/contracts/order';
import { statusKey, typeKey, useTranslation } from '@care/i18n';
import { useMemo } from 'react';
import {
  useMemberHistoryWords,
  withoutHidden,
} from '../../members/components/member-history-words';

const oneOf = <T extends string>(values: readonly T[], value: unknown): T | undefined =>
  values.find((known) => known === value);

export { withoutHidden };

/**
 * How any change of the log reads: a member's in the words of the member's own history, the
 * other records' fields and values (an order's status, a document's publication) in the log's.
 */
export function useAuditWords() {
  const { t } = useTranslation('members');
  const member = useMemberHistoryWords();
  return useMemo(
    () => ({
      who: (event: AuditEvent) =>
        !event.actor
          ? t('auditLog.system')
          : isErasedPerson(event.actor)
            ? t('common:erasedPerson')
            : `${event.actor.firstName} ${event.actor.lastName}`,
      entityLabel: (entity: AuditEntity) => t(`auditLog.entities.${entity}`),
      actionLabel: (action: string) => t(`auditLog.actions.${action}`, { defaultValue: action }),
      fieldLabel: (field: string, event: AuditEvent) =>
        event.entity === 'member'
          ? member.fieldLabel(field)
          : t(`auditLog.fields.${field}`, { defaultValue: field }),
      formatValue: (field: string, value: unknown, event: AuditEvent): string | undefined => {
        if (event.entity === 'member') return member.formatValue(field, value);
        if (event.entity === 'order') {
          const status = field === 'status' && oneOf(orderStatuses, value);
          if (status) return t(statusKey('order', status));
          const type = field === 'type' && oneOf(orderTypes, value);
          if (type) return t(typeKey('order', type));
        }
        const state = event.entity === 'document' && field === 'publishState';
        const published = state && oneOf(publishStates, value);
        if (published) return t(statusKey('document', published));
        return undefined;
      },
    }),
    [t, member],
  );
}
