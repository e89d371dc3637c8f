import type { TagCreate } from '@care/contracts';
import { useTranslation } from '@care/i18n';
import { Stack, toaster } from '@care/ui';
import { useNavigate } from '@care/platform/router';
import { useCreateTag } from '../api/create-tag';
import { emptyTagFormValues } from '../components/tag-form-values';
import { TagForm, type TagFormApi } from '../components/TagForm';
import { showSaveError } from '../components/save-errors';
import { tagPaths } from '../paths';
import { PageHeader } from './PageHeader';

export function TagCreatePage({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation('tags');
  const navigate = useNavigate();
  const createTag = useCreateTag(organizationId);

  const save = async (values: TagCreate, form: TagFormApi) => {
    try {
      await createTag.mutateAsync(values);
    } catch (error) {
      showSaveError(error, form, t, t('messages.createFailed'));
      return;
    }
    toaster.success({ title: t('messages.created') });
    await navigate(tagPaths.list(organizationId));
  };

  return (
    <Stack gap="6">
      <PageHeader title={t('form.createTitle')} />
      <TagForm
        defaultValues={emptyTagFormValues}
        submitLabel={t('form.create')}
        cancelTo={tagPaths.list(organizationId)}
        onSubmit={save}
      />
    </Stack>
  );
}
