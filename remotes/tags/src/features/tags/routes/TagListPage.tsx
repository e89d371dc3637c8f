import type { StoredTag } from '@care/contracts/tag';
import { useTranslation } from '@care/i18n';
import { isApiError } from '@care/platform';
import { useListState } from '@care/platform/list-state';
import { useQuery } from '@care/platform/query';
import { Link, useLocation } from '@care/platform/router';
import { Button, NotFoundState, Stack } from '@care/ui';
import { DataTable } from '@care/ui/data-table';
import { ConfirmAction, PageHeader, problemDetail } from '@care/ui/page';
import { useCallback, useState } from 'react';
import { useDeleteTag } from '../api/delete-tag';
import { tagsQueryOptions } from '../api/list-tags';
import { useTagColumns } from '../components/tag-columns';
import { fromList } from '@care/platform/list-state';
import { tagList, tagPage } from '../list/tag-list';
import { tagPaths } from '../paths';

export function TagListPage({ organizationId }: { organizationId: string }) {
  const { t, i18n } = useTranslation('tags');
  const { search: listSearch } = useLocation();
  const list = useListState(tagList);
  const { state } = list;
  const language = i18n.language;
  // Every tag is in the cache once; a page of it is shaped on the way out, per list state.
  const selectPage = useCallback(
    ({ items }: { items: StoredTag[] }) => tagPage(items, state, language),
    [state, language],
  );
  const tags = useQuery({ ...tagsQueryOptions(organizationId), select: selectPage });
  const [deleting, setDeleting] = useState<StoredTag>();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const askToDelete = useCallback((tag: StoredTag) => {
    setDeleting(tag);
    setConfirmOpen(true);
  }, []);
  const columns = useTagColumns(organizationId, listSearch, askToDelete);
  const deleteTag = useDeleteTag(organizationId);

  // An organization the caller may not see answers 404 (no leak that it exists).
  if (isApiError(tags.error, 404)) return <NotFoundState />;

  const createLink = (label: string) => (
    <Button asChild>
      <Link to={tagPaths.create(organizationId)} state={fromList(listSearch)}>
        {label}
      </Link>
    </Button>
  );
  // The empty state has its own call to create the first tag: one is enough.
  const hasNoTags = !list.isFiltered && tags.data?.pagination.total === 0;

  return (
    <Stack gap="6">
      <PageHeader title={t('title')} actions={!hasNoTags && createLink(t('list.create'))} />
      <DataTable
        caption={t('list.caption')}
        columns={columns}
        list={list}
        query={tags}
        getRowId={(tag) => tag.id}
        getRowLabel={(tag) => tag.name}
        search={{ label: t('list.search'), placeholder: t('list.searchPlaceholder') }}
        empty={{
          title: t('list.emptyTitle'),
          description: t('list.emptyDescription'),
          action: createLink(t('list.createFirst')),
        }}
        errorTitle={t('list.loadError')}
        errorDetail={problemDetail(tags.error)}
      />
      {deleting && (
        <ConfirmAction
          open={confirmOpen}
          onOpenChange={setConfirmOpen}
          destructive
          title={t('delete.title')}
          description={t('delete.description', { name: deleting.name })}
          confirmLabel={t('delete.confirm')}
          action={() => deleteTag.mutateAsync(deleting)}
          successMessage={t('messages.deleted')}
          errorMessage={t('messages.deleteFailed')}
          stale={{ title: t('messages.staleTitle'), description: t('messages.staleDeleteDetail') }}
        />
      )}
    </Stack>
  );
}
