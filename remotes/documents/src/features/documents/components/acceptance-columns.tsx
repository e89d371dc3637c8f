import type { DocumentAcceptance } from '@care/contracts/document';
import { formatDate, formatRelativeTime, roleKey, statusKey, useTranslation } from '@care/i18n';
import { Badge, Stack, Text } from '@care/ui';
import { createDataTableColumnHelper, type DataTableColumnDef } from '@care/ui/data-table';
import { useMemo } from 'react';

const column = createDataTableColumnHelper<DocumentAcceptance>();

/** Whether the member accepted this revision, an earlier one, or none yet. */
function AcceptanceStatus({ row }: { row: DocumentAcceptance }) {
  const { t } = useTranslation('documents');
  if (row.hasAccepted)
    return (
      <Badge colorPalette="green" variant="subtle">
        {t(statusKey('acceptance', 'ACCEPTED'))}
      </Badge>
    );
  return (
    <Stack gap="1" align="flex-start">
      <Badge colorPalette="orange" variant="subtle">
        {t(statusKey('acceptance', 'PENDING'))}
      </Badge>
      {row.lastAcceptance && (
        <Text textStyle="xs" color="fg.muted">
          {t('acceptances.acceptedOlder', { revision: row.lastAcceptance.revision })}
        </Text>
      )}
    </Stack>
  );
}

/**
 * Who (name, e-mail, role), whether they accepted this revision, and when they last accepted.
 * On a phone each member is a card headed by the name, with whether they accepted under it.
 */
export function useAcceptanceColumns(): DataTableColumnDef<DocumentAcceptance>[] {
  const { t } = useTranslation('documents');
  return useMemo(
    () => [
      column.accessor('lastName', {
        id: 'lastName',
        header: t('acceptances.columns.name'),
        enableSorting: true,
        meta: { rowHeader: true, card: 'title' },
        cell: ({ row: { original } }) => (
          <Stack gap="0">
            <Text fontWeight="medium">
              {original.firstName} {original.lastName}
            </Text>
            <Text textStyle="xs" color="fg.muted">
              {original.accountEmail}
            </Text>
          </Stack>
        ),
      }),
      column.accessor('role', {
        header: t('acceptances.columns.role'),
        cell: ({ getValue }) => t(roleKey(getValue())),
      }),
      column.display({
        id: 'status',
        header: t('acceptances.columns.status'),
        meta: { card: 'status' },
        cell: ({ row: { original } }) => <AcceptanceStatus row={original} />,
      }),
      column.accessor((row) => row.lastAcceptance?.acceptedAt, {
        id: 'acceptedAt',
        header: t('acceptances.columns.acceptedAt'),
        enableSorting: true,
        cell: ({ getValue }) => {
          const at = getValue();
          return at ? (
            <time dateTime={at} title={formatRelativeTime(at)}>
              {formatDate(at)}
            </time>
          ) : (
            <Text color="fg.muted">—</Text>
          );
        },
      }),
    ],
    [t],
  );
}
