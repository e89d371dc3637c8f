import type { AuditEvent } from '@care/contracts/audit';
import type { Document, PublishState } from '@care/contracts/document';
import { statusKey, useTranslation } from '@care/i18n';
import { Button, ErrorState } from '@care/ui';
import { HistoryTimeline } from '@care/ui/history';
import { problemDetail } from '@care/ui/page';
import { useDocumentHistory } from '../api/document-history';

const actions = [
  'created',
  'updated',
  'versionCreated',
  'published',
  'unpublished',
  'republished',
  'accepted',
  'deleted',
] as const;

/** The revision an event is about, from what it recorded. */
function revisionOf(event: AuditEvent): unknown {
  const { before, after } = event;
  switch (event.action) {
    case 'published':
    case 'republished':
    case 'versionCreated':
      return after.publishedRevision ?? after.revision;
    case 'unpublished':
      return before.publishedRevision;
    case 'accepted':
      return after.acceptedRevision;
    case 'deleted':
      return before.revision;
    default:
      return after.revision ?? before.revision;
  }
}

/** Long texts (a draft's body) show their opening words, not pages of Markdown. */
const excerpt = (text: string) => (text.length > 120 ? `${text.slice(0, 120)}…` : text);

/** The document's changes across all its revisions, newest first: who, what, when. */
export function HistoryPage({
  organizationId,
  document,
}: {
  organizationId: string;
  document: Document;
}) {
  const { t } = useTranslation('documents');
  const history = useDocumentHistory(organizationId, document.firstRevisionId);

  if (history.status === 'error' && !history.data) {
    return (
      <ErrorState
        title={t('history.loadError')}
        detail={problemDetail(history.error)}
        onRetry={() => void history.refetch()}
        retrying={history.isFetching}
      />
    );
  }
  const events = history.data?.pages.flatMap((page) => page.items);
  return (
    <HistoryTimeline
      events={events}
      actionLabel={(event, who) => {
        const action = actions.find((known) => known === event.action) ?? 'other';
        return t(`history.actions.${action}`, { revision: revisionOf(event), who });
      }}
      fieldLabel={(field) => t(`history.fields.${field}`, { defaultValue: field })}
      formatValue={(field, value) => {
        if (field === 'body' && typeof value === 'string') return excerpt(value);
        if (field === 'publishState' && typeof value === 'string')
          return t(statusKey('document', value as PublishState));
        if (field === 'memberIds' && Array.isArray(value))
          return t('history.memberships', { count: value.length });
        if (field.endsWith('Revision') && value === null) return t('history.none');
        return undefined;
      }}
      footer={
        history.hasNextPage && (
          <Button
            variant="outline"
            size="sm"
            onClick={() => void history.fetchNextPage()}
            loading={history.isFetchingNextPage}
          >
            {t('history.older')}
          </Button>
        )
      }
    />
  );
}
