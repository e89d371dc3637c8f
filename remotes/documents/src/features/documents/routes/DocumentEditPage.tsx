import type { Document } from '@care/contracts/document';
import { useTranslation } from '@care/i18n';
import { Link, useNavigate } from '@care/platform/router';
import { Button, EmptyState, toaster } from '@care/ui';
import { lazy, Suspense } from 'react';
import { useUpdateDocument } from '../api/update-document';
import { MarkdownSkeleton } from '../components/LazyMarkdown';
import { documentPaths } from '../paths';

// The editor (with its preview) loads when a draft is opened for editing.
const DocumentEditor = lazy(() => import('../editor/DocumentEditor'));

/** A draft's editor; a revision past its draft cannot be edited and says what to do instead. */
export function DocumentEditPage({
  organizationId,
  document,
}: {
  organizationId: string;
  document: Document;
}) {
  const { t } = useTranslation('documents');
  const { t: common } = useTranslation('common');
  const navigate = useNavigate();
  const update = useUpdateDocument(organizationId);
  const details = documentPaths.details(organizationId, document.id);
  const backToDocument = (
    <Button asChild variant="ghost">
      <Link to={details}>{t('editor.cancel')}</Link>
    </Button>
  );

  if (document.publishState !== 'DRAFT') {
    return (
      <EmptyState
        title={t('edit.notDraft')}
        action={
          <Button asChild variant="outline">
            <Link to={details}>{t('details.backToDocument')}</Link>
          </Button>
        }
      />
    );
  }
  return (
    <Suspense fallback={<MarkdownSkeleton />}>
      <DocumentEditor
        organizationId={organizationId}
        document={document}
        submitLabel={t('editor.save')}
        errorMessage={common('messages.itemUpdateError')}
        save={(body, baseVersion) =>
          update.mutateAsync({
            documentId: document.id,
            version: baseVersion ?? document.version,
            body,
          })
        }
        onSaved={() => {
          toaster.success({ title: t('messages.saved') });
          navigate(details);
        }}
        cancel={backToDocument}
      />
    </Suspense>
  );
}
