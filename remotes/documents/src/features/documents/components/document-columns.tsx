import type { DocumentListItem } from '@care/contracts/document';
import { formatDate, formatRelativeTime, useTranslation } from '@care/i18n';
import { Link as RouterLink } from '@care/platform/router';
import { Link, Stack, Text } from '@care/ui';
import { createDataTableColumnHelper, type DataTableColumnDef } from '@care/ui/data-table';
import { useMemo } from 'react';
import { documentPaths } from '../paths';
import { AcceptanceProgress } from './AcceptanceProgress';
import { PublishStateBadge } from './PublishStateBadge';

const column = createDataTableColumnHelper<DocumentListItem>();

/** Where the published revision stands with its members, if it asks them to accept it. */
function AcceptanceCell({ document }: { document: DocumentListItem }) {
  const { t } = useTranslation('documents');
  const published = document.publishedRevision;
  if (!published) return <Text color="fg.muted">{t('acceptance.notPublished')}</Text>;
  if (!published.needsAcceptance) return <Text color="fg.muted">{t('acceptance.notNeeded')}</Text>;
  return (
    <AcceptanceProgress
      accepted={published.acceptedCount}
      total={published.acceptedCount + published.pendingAcceptanceCount}
    />
  );
}

/**
 * The documents table: the title (a link to the document), its latest revision and that
 * revision's state — with the revision published meanwhile when the latest is a new draft —,
 * how far the members' acceptance is, and when it last changed. On a phone each document is a
 * card headed by its title, with the publish state under it.
 */
export function useDocumentColumns(organizationId: string): DataTableColumnDef<DocumentListItem>[] {
  const { t } = useTranslation('documents');
  return useMemo(
    () => [
      column.accessor('title', {
        header: t('list.columns.title'),
        enableSorting: true,
        meta: { rowHeader: true, card: 'title' },
        cell: ({ row: { original: document } }) => (
          <Link asChild fontWeight="medium">
            <RouterLink to={documentPaths.details(organizationId, document.id)}>
              {document.title}
            </RouterLink>
          </Link>
        ),
      }),
      column.accessor('revision', {
        header: t('list.columns.revision'),
        meta: { align: 'end' },
      }),
      column.accessor('publishState', {
        header: t('list.columns.state'),
        meta: { card: 'status' },
        cell: ({ row: { original: document } }) => (
          <Stack gap="1" align="flex-start">
            <PublishStateBadge state={document.publishState} />
            {document.publishedRevision && document.publishedRevision.id !== document.id && (
              <Text textStyle="xs" color="fg.muted">
                {t('list.publishedRevision', { revision: document.publishedRevision.revision })}
              </Text>
            )}
          </Stack>
        ),
      }),
      column.display({
        id: 'acceptance',
        header: t('list.columns.acceptance'),
        cell: ({ row: { original: document } }) => <AcceptanceCell document={document} />,
      }),
      column.accessor('updatedAt', {
        header: t('list.columns.updatedAt'),
        enableSorting: true,
        cell: ({ getValue }) => (
          <time dateTime={getValue()} title={formatDate(getValue())}>
            {formatRelativeTime(getValue())}
          </time>
        ),
      }),
    ],
    [t, organizationId],
  );
}
