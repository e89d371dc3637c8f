import { useTranslation } from '@care/i18n';
import { isApiError } from '@care/platform';
import { Button, EmptyState, ErrorState, LoadingState, NotFoundState, Stack } from '@care/ui';
import { Link } from '@care/platform/router';
import { useTags } from '../api/list-tags';
import { TagTable } from '../components/TagTable';
import { problemDetail } from '../errors';
import { tagPaths } from '../paths';
import { PageHeader } from './PageHeader';

export function TagListPage({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation('tags');
  const tags = useTags(organizationId);

  // An organization the caller may not see answers 404 (no leak that it exists).
  if (isApiError(tags.error, 404)) return <NotFoundState />;

  const createButton = (
    <Button asChild>
      <Link to={tagPaths.create(organizationId)}>{t('list.create')}</Link>
    </Button>
  );

  return (
    <Stack gap="6">
      <PageHeader
        title={t('title')}
        actions={tags.data && tags.data.items.length > 0 && createButton}
      />
      {tags.isPending ? (
        <LoadingState label={t('list.loading')} />
      ) : tags.isError ? (
        <ErrorState
          title={t('list.loadError')}
          detail={problemDetail(tags.error)}
          onRetry={() => void tags.refetch()}
          retrying={tags.isFetching}
        />
      ) : tags.data.items.length === 0 ? (
        <EmptyState
          title={t('list.emptyTitle')}
          description={t('list.emptyDescription')}
          action={createButton}
        />
      ) : (
        <TagTable organizationId={organizationId} tags={tags.data.items} />
      )}
    </Stack>
  );
}
