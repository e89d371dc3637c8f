import type { StoredTag, TagCreate } from '@care/contracts/tag';
import { useTranslation } from '@care/i18n';
import { isApiError } from '@care/platform';
import { useQueryClient } from '@care/platform/query';
import { Link, useNavigate } from '@care/platform/router';
import { Button, Stack, toaster } from '@care/ui';
import { PageHeader, QueryState } from '@care/ui/page';
import { useState } from 'react';
import { tagQueryOptions, useTag } from '../api/get-tag';
import { useUpdateTag } from '../api/update-tag';
import { tagFormValues } from '../components/tag-form-values';
import { TagForm } from '../components/TagForm';
import { tagPaths } from '../paths';
import { useListReturnPath } from '@care/platform/list-state';

interface TagEditPageProps {
  organizationId: string;
  tagId: string;
}

/** Loads the tag by its id, with its current version, and edits that. */
export function TagEditPage({ organizationId, tagId }: TagEditPageProps) {
  const { t } = useTranslation('tags');
  const tag = useTag(organizationId, tagId);
  const listPath = useListReturnPath(tagPaths.list(organizationId));
  const back = <Link to={listPath}>{t('backToList')}</Link>;

  return (
    <Stack gap="6">
      <PageHeader title={t('form.editTitle')} back={back} />
      <QueryState
        query={tag}
        errorTitle={t('form.loadError')}
        notFoundAction={
          <Button asChild variant="outline">
            <Link to={listPath}>{t('backToList')}</Link>
          </Button>
        }
      >
        {(loaded) => <TagEditor key={loaded.id} organizationId={organizationId} tag={loaded} />}
      </QueryState>
    </Stack>
  );
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
  const listPath = useListReturnPath(tagPaths.list(organizationId));
  const [base, setBase] = useState(tag);

  const save = async (values: TagCreate) => {
    try {
      await updateTag.mutateAsync({ tagId: base.id, version: base.version, body: values });
    } catch (error) {
      if (!isApiError(error, 412)) throw error;
      toaster.warning({ title: t('messages.staleTitle'), description: t('messages.staleDetail') });
      // Someone else saved a newer version: edit that one (the new base remounts the form).
      setBase(
        await queryClient.fetchQuery({ ...tagQueryOptions(organizationId, base.id), staleTime: 0 }),
      );
      return;
    }
    toaster.success({ title: t('messages.updated') });
    await navigate(listPath);
  };

  return (
    <TagForm
      key={base.version}
      defaultValues={tagFormValues(base)}
      submitLabel={t('form.save')}
      cancelTo={listPath}
      failedMessage={t('messages.updateFailed')}
      onSubmit={save}
    />
  );
}
