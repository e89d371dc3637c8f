import type { TagCreate } from '@care/contracts/tag';
import { useTranslation } from '@care/i18n';
import { Link, useNavigate } from '@care/platform/router';
import { Stack, toaster } from '@care/ui';
import { PageHeader } from '@care/ui/page';
import { useCreateTag } from '../api/create-tag';
import { emptyTagFormValues } from '../components/tag-form-values';
import { TagForm } from '../components/TagForm';
import { tagPaths } from '../paths';
import { useListReturnPath } from '@care/platform/list-state';

export function TagCreatePage({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation('tags');
  const navigate = useNavigate();
  const createTag = useCreateTag(organizationId);
  const listPath = useListReturnPath(tagPaths.list(organizationId));

  const save = async (values: TagCreate) => {
    await createTag.mutateAsync(values);
    toaster.success({ title: t('messages.created') });
    await navigate(listPath);
  };

  return (
    <Stack gap="6">
      <PageHeader
        title={t('form.createTitle')}
        back={<Link to={listPath}>{t('backToList')}</Link>}
      />
      <TagForm
        defaultValues={emptyTagFormValues}
        submitLabel={t('form.create')}
        cancelTo={listPath}
        failedMessage={t('messages.createFailed')}
        onSubmit={save}
      />
    </Stack>
  );
}
