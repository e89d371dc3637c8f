import type { Document, DocumentSummary } from '@care/contracts/document';
import { useTranslation } from '@care/i18n';
import { Link, Route, Routes } from '@care/platform/router';
import { Alert, Button, chakra, ErrorState, HStack, NotFoundState, Stack } from '@care/ui';
import { PageHeader, problemDetail, QueryState } from '@care/ui/page';
import { useDocument } from '../api/get-document';
import { useRevisions } from '../api/list-revisions';
import { AcceptanceProgress } from '../components/AcceptanceProgress';
import { DocumentActions } from '../components/DocumentActions';
import { DocumentTabs } from '../components/DocumentTabs';
import { LazyMarkdown } from '../components/LazyMarkdown';
import { PublishStateBadge } from '../components/PublishStateBadge';
import { RevisionList } from '../components/RevisionList';
import { documentPages, documentPaths } from '../paths';
import { AcceptancesPage } from './AcceptancesPage';
import { DocumentComparePage } from './DocumentComparePage';
import { DocumentEditPage } from './DocumentEditPage';
import { HistoryPage } from './HistoryPage';

export interface DocumentPageProps {
  organizationId: string;
  documentId: string;
}

/**
 * One revision of a document and its pages: the text, the comparison of revisions, who
 * accepted it, and the document's history. Another organization's id, an unknown one or an
 * unknown page shows 'Requested resource is not available.'.
 */
export default function DocumentPage({ organizationId, documentId }: DocumentPageProps) {
  const { t } = useTranslation('documents');
  const document = useDocument(organizationId, documentId);
  const back = <Link to={documentPaths.list(organizationId)}>{t('details.back')}</Link>;
  return (
    <QueryState
      query={document}
      errorTitle={t('messages.loadError')}
      notFoundAction={
        <Button asChild variant="outline">
          {back}
        </Button>
      }
    >
      {(loaded) => <LoadedDocument organizationId={organizationId} document={loaded} back={back} />}
    </QueryState>
  );
}

function LoadedDocument({
  organizationId,
  document,
  back,
}: {
  organizationId: string;
  document: Document;
  back: React.ReactElement<{ children?: React.ReactNode }>;
}) {
  const { t } = useTranslation('documents');
  const revisions = useRevisions(organizationId, document.id);
  const all: readonly DocumentSummary[] = revisions.data?.items ?? [];
  const latest = all[0];
  const asksNow = document.publishState === 'PUBLISHED' && document.needsAcceptance;

  return (
    <Stack gap="6">
      <PageHeader
        back={back}
        title={document.title}
        description={
          <HStack as="span" gap="3" wrap="wrap">
            <chakra.span>{t('revision', { revision: document.revision })}</chakra.span>
            <PublishStateBadge state={document.publishState} />
          </HStack>
        }
        actions={
          revisions.data && (
            <DocumentActions organizationId={organizationId} document={document} revisions={all} />
          )
        }
      />
      {asksNow && (
        <AcceptanceProgress
          accepted={document.acceptedCount}
          total={document.acceptedCount + document.pendingAcceptanceCount}
        />
      )}
      {latest && latest.id !== document.id && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>{t('details.olderRevision')}</Alert.Description>
          </Alert.Content>
          <Button asChild size="sm" variant="outline">
            <Link to={documentPaths.details(organizationId, latest.id)}>
              {t('details.toLatest', { revision: latest.revision })}
            </Link>
          </Button>
        </Alert.Root>
      )}
      <DocumentTabs
        organizationId={organizationId}
        document={document}
        revisionCount={all.length}
      />
      <Routes>
        <Route
          index
          element={
            <Stack gap="8">
              <LazyMarkdown>{document.body}</LazyMarkdown>
              {revisions.status === 'error' && !revisions.data ? (
                <ErrorState
                  detail={problemDetail(revisions.error)}
                  onRetry={() => void revisions.refetch()}
                  retrying={revisions.isFetching}
                />
              ) : (
                all.length > 0 && (
                  <RevisionList
                    organizationId={organizationId}
                    revisions={all}
                    currentId={document.id}
                  />
                )
              )}
            </Stack>
          }
        />
        <Route
          path={documentPages.edit}
          element={<DocumentEditPage organizationId={organizationId} document={document} />}
        />
        <Route
          path={documentPages.compare}
          element={
            <DocumentComparePage
              organizationId={organizationId}
              document={document}
              revisions={revisions}
            />
          }
        />
        <Route
          path={documentPages.acceptances}
          element={<AcceptancesPage organizationId={organizationId} document={document} />}
        />
        <Route
          path={documentPages.history}
          element={<HistoryPage organizationId={organizationId} document={document} />}
        />
        <Route path="*" element={<NotFoundState />} />
      </Routes>
    </Stack>
  );
}
