import { useTranslation } from '@care/i18n';
import { Link, useNavigate } from '@care/platform/router';
import { Button, Stack, toaster } from '@care/ui';
import { PageHeader } from '@care/ui/page';
import { lazy, Suspense } from 'react';
import { useCreateDocument } from '../api/create-document';
import { MarkdownSkeleton } from '../components/LazyMarkdown';
import { documentPaths } from '../paths';

const DocumentEditor = lazy(() => import('../editor/DocumentEditor'));

/** A new document: written as a draft (revision 1), published from its page. */
export function DocumentCreatePage({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation('documents');
  const { t: common } = useTranslation('common');
  const navigate = useNavigate();
  const create = useCreateDocument(organizationId);
  const list = documentPaths.list(organizationId);
  return (
    <Stack gap="6">
      <PageHeader title={t('create.title')} back={<Link to={list}>{t('details.back')}</Link>} />
      <Suspense fallback={<MarkdownSkeleton />}>
        <DocumentEditor
          organizationId={organizationId}
          submitLabel={t('editor.create')}
          errorMessage={common('messages.itemCreateError')}
          save={(body) => create.mutateAsync(body)}
          onSaved={(document) => {
            toaster.success({ title: t('messages.created') });
            navigate(documentPaths.details(organizationId, document.id));
          }}
          cancel={
            <Button asChild variant="ghost">
              <Link to={list}>{t('editor.cancel')}</Link>
            </Button>
          }
        />
      </Suspense>
    </Stack>
  );
}
