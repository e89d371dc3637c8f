import type { StoredTag, TagCreate } from '@care/contracts';
import { useTranslation } from '@care/i18n';
import { isApiError } from '@care/platform';
import { ErrorState, LoadingState, NotFoundState, Stack, toaster } from '@care/ui';
import { useQueryClient, type QueryClient } from '@care/platform/query';
import { useState } from 'react';
import { useNavigate } from '@care/platform/router';
import { tagsQueryOptions, useTags } from '../api/list-tags';
import { useUpdateTag } from '../api/update-tag';
import { tagFormValues } from '../components/tag-form-values';
import { TagForm, type TagFormApi } from '../components/TagForm';
import { showSaveError } from '../components/save-errors';
import { problemDetail } from '../errors';
import { tagPaths } from '../paths';
import { BackToList } from './BackToList';
import { PageHeader } from './PageHeader';

interface TagEditPageProps {
  organizationId: string;
  tagId: string;
}

export function TagEditPage({ organizationId, tagId }: TagEditPageProps) {
  const { t } = useTranslation('tags');
  const tags = useTags(organizationId);

  if (tags.isPending) return <LoadingState />;
  if (isApiError(tags.error, 404)) return <NotFoundState />;
  if (tags.isError) {
    return (
      <ErrorState
        title={t('list.loadError')}
        detail={problemDetail(tags.error)}
        onRetry={() => void tags.refetch()}
        retrying={tags.isFetching}
      />
    );
  }
  const tag = tags.data.items.find((item) => item.id === tagId);
  if (!tag) return <NotFoundState action={<BackToList organizationId={organizationId} />} />;
  return <TagEditor key={tag.id} organizationId={organizationId} tag={tag} />;
}

/**
 * Edits the tag as it was when the page opened: later refetches do not move the form's
 * base, so a save from a stale base gets 412 instead of silently overwriting someone else.
 */
function TagEditor({ organizationId, tag }: { organizationId: string; tag: StoredTag }) {
  const { t } = useTranslation('tags');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const updateTag = useUpdateTag(organizationId);
  const [base, setBase] = useState(tag);

  const save = async (values: TagCreate, form: TagFormApi) => {
    try {
      await updateTag.mutateAsync({ tagId: base.id, version: base.version, body: values });
    } catch (error) {
      if (isApiError(error, 412)) {
        toaster.warning({
          title: t('messages.staleTitle'),
          description: t('messages.staleDetail'),
        });
        // The mutation refetched the list before failing; the new base remounts the form.
        const latest = cachedTag(queryClient, organizationId, base.id);
        if (latest) setBase(latest);
        return;
      }
      showSaveError(error, form, t, t('messages.updateFailed'));
      return;
    }
    toaster.success({ title: t('messages.updated') });
    await navigate(tagPaths.list(organizationId));
  };

  return (
    <Stack gap="6">
      <PageHeader title={t('form.editTitle')} />
      <TagForm
        key={base.version}
        defaultValues={tagFormValues(base)}
        submitLabel={t('form.save')}
        cancelTo={tagPaths.list(organizationId)}
        onSubmit={save}
      />
    </Stack>
  );
}

function cachedTag(queryClient: QueryClient, organizationId: string, tagId: string) {
  return queryClient
    .getQueryData(tagsQueryOptions(organizationId).queryKey)
    ?.items.find((item) => item.id === tagId);
}
