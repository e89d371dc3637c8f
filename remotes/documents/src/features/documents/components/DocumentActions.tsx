import type { Document, DocumentSummary } from '@care/contracts/document';
import { useTranslation } from '@care/i18n';
import { Link, useNavigate } from '@care/platform/router';
import { Button, toaster } from '@care/ui';
import { ConfirmAction, toastProblem } from '@care/ui/page';
import { useCreateVersion } from '../api/create-version';
import { useDeleteDocument } from '../api/delete-document';
import { usePublishDocument } from '../api/publish-document';
import { useRepublishDocument } from '../api/republish-document';
import { useUnpublishDocument } from '../api/unpublish-document';
import { documentPaths } from '../paths';

export interface DocumentActionsProps {
  organizationId: string;
  document: Document;
  /** Every revision of the document, newest first. */
  revisions: readonly DocumentSummary[];
}

/**
 * What can be done with a revision, by its state: a draft is edited, published or deleted;
 * the published revision is unpublished; the latest revision, once out of draft, gets a new
 * version. Publishing and unpublishing ask first and say what becomes of the other revision.
 */
export function DocumentActions({ organizationId, document, revisions }: DocumentActionsProps) {
  const { t } = useTranslation('documents');
  const { t: common } = useTranslation('common');
  const navigate = useNavigate();
  const publish = usePublishDocument(organizationId);
  const unpublish = useUnpublishDocument(organizationId);
  const republish = useRepublishDocument(organizationId);
  const createVersion = useCreateVersion(organizationId);
  const remove = useDeleteDocument(organizationId);
  const { revision } = document;
  const isLatest = revisions[0]?.id === document.id;
  const published = revisions.find((item) => item.publishState === 'PUBLISHED');
  const previous = revisions.find((item) => item.id === document.previousDocumentId);

  const startVersion = async () => {
    try {
      const draft = await createVersion.mutateAsync(document);
      toaster.success({ title: t('messages.versionCreated', { revision: draft.revision }) });
      navigate(documentPaths.page(organizationId, draft.id, 'edit'));
    } catch (error) {
      toastProblem(error, t('messages.versionFailed'));
    }
  };

  if (document.publishState === 'DRAFT') {
    return (
      <>
        <Button asChild variant="outline">
          <Link to={documentPaths.page(organizationId, document.id, 'edit')}>
            {t('actions.edit')}
          </Link>
        </Button>
        <ConfirmAction
          title={t('confirm.publishTitle', { revision })}
          description={[
            published && published.id !== document.id
              ? t('confirm.publishReplaces', { previous: published.revision, revision })
              : t('confirm.publishFirst'),
            document.needsAcceptance ? t('confirm.publishAsksAcceptance', { revision }) : '',
          ]
            .filter(Boolean)
            .join(' ')}
          confirmLabel={t('confirm.publishConfirm')}
          action={() => publish.mutateAsync(document)}
          successMessage={t('messages.published', { revision })}
          errorMessage={t('messages.publishFailed')}
        >
          {t('actions.publish')}
        </ConfirmAction>
        <ConfirmAction
          destructive
          buttonProps={{ variant: 'ghost' }}
          title={t('confirm.deleteTitle', { revision })}
          description={t('confirm.deleteDescription')}
          confirmLabel={t('confirm.deleteConfirm')}
          action={() => remove.mutateAsync(document)}
          successMessage={t('messages.deleted')}
          errorMessage={common('messages.itemDeleteError')}
          onSuccess={() =>
            navigate(
              previous
                ? documentPaths.details(organizationId, previous.id)
                : documentPaths.list(organizationId),
            )
          }
        >
          {t('actions.delete')}
        </ConfirmAction>
      </>
    );
  }

  return (
    <>
      {isLatest && (
        <Button variant="outline" loading={createVersion.isPending} onClick={startVersion}>
          {t('actions.newVersion')}
        </Button>
      )}
      {document.publishState === 'PUBLISHED' && (
        <ConfirmAction
          buttonProps={{ variant: 'outline', colorPalette: 'orange' }}
          title={t('confirm.unpublishTitle', { revision })}
          description={t('confirm.unpublishDescription')}
          confirmLabel={t('confirm.unpublishConfirm')}
          action={() => unpublish.mutateAsync(document)}
          // The revision as withdrawn: its version is the If-Match of publishing it again.
          undo={(withdrawn) => republish.mutateAsync(withdrawn)}
          successMessage={t('messages.unpublished', { revision })}
          errorMessage={t('messages.unpublishFailed')}
        >
          {t('actions.unpublish')}
        </ConfirmAction>
      )}
    </>
  );
}
