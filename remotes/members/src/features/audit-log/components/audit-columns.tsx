import type { AuditEvent } from '@care/contracts/audit';
import { formatDateTime, formatRelativeTime, useTranslation } from '@care/i18n';
import { routes } from '@care/platform';
import { Link as RouterLink } from '@care/platform/router';
import { Link, Text, VisuallyHidden } from '@care/ui';
import { createDataTableColumnHelper, type DataTableColumnDef } from '@care/ui/data-table';
import { AuditChanges } from '@care/ui/history';
import { useMemo } from 'react';
import { useAuditWords, withoutHidden } from './audit-words';

const column = createDataTableColumnHelper<AuditEvent>();

/** Where the event's record opens, from the one route table: its own page, else its list. */
export function recordPath(organizationId: string, event: AuditEvent): string {
  const id = organizationId;
  switch (event.entity) {
    case 'member':
      return routes.organizationMemberDetails({ id, memberId: event.entityId });
    case 'order':
      return routes.orderDetails({ id, orderId: event.entityId });
    case 'document':
      // The trail names a document by its first revision, which its page opens at.
      return routes.documentDetails({ id, documentId: event.entityId });
    case 'tag':
      return routes.tags({ id });
    case 'outpost':
      return routes.outposts({ id });
    case 'organization':
      return routes.organizationSettings({ id });
  }
}

/**
 * The log's table: when, who, what (the kind of record and the action), each changed field
 * before → after in plain words, and a link to the record while it still exists. On a phone
 * each change is a card headed by what happened.
 */
export function useAuditColumns(organizationId: string): DataTableColumnDef<AuditEvent>[] {
  const { t } = useTranslation('members');
  const words = useAuditWords();
  return useMemo(
    () => [
      column.display({
        id: 'what',
        header: t('auditLog.columns.what'),
        meta: { rowHeader: true, card: 'title' },
        cell: ({ row: { original: event } }) => (
          <Text as="span" fontWeight="medium">
            {t('auditLog.whatLine', {
              entity: words.entityLabel(event.entity),
              action: words.actionLabel(event.action),
            })}
          </Text>
        ),
      }),
      column.display({
        id: 'actor',
        header: t('auditLog.columns.actor'),
        cell: ({ row: { original: event } }) => words.who(event),
      }),
      column.accessor('at', {
        header: t('auditLog.columns.at'),
        cell: ({ getValue }) => (
          <time dateTime={getValue()} title={formatRelativeTime(getValue())}>
            {formatDateTime(getValue())}
          </time>
        ),
      }),
      column.display({
        id: 'changes',
        header: t('auditLog.columns.changes'),
        cell: ({ row: { original: event } }) => (
          <AuditChanges
            event={withoutHidden(event)}
            fieldLabel={words.fieldLabel}
            formatValue={words.formatValue}
          />
        ),
      }),
      column.display({
        id: 'record',
        header: t('auditLog.columns.record'),
        cell: ({ row: { original: event } }) =>
          event.recordExists ? (
            <Link asChild>
              <RouterLink to={recordPath(organizationId, event)}>
                {t('auditLog.open')}
                <VisuallyHidden> {words.entityLabel(event.entity)}</VisuallyHidden>
              </RouterLink>
            </Link>
          ) : (
            <Text as="span" color="fg.muted">
              {t('auditLog.recordGone')}
            </Text>
          ),
      }),
    ],
    [t, words, organizationId],
  );
}
