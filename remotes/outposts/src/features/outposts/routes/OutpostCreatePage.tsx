import type { Outpost } from '@care/contracts/outpost';
import { useTranslation } from '@care/i18n';
import { Link, useNavigate } from '@care/platform/router';
import { Stack, toaster } from '@care/ui';
import { PageHeader } from '@care/ui/page';
import { useCreateOutpost } from '../api/create-outpost';
import { useUploadOutpostLogo } from '../api/upload-outpost-logo';
import { emptyOutpostFormValues, toOutpostWrite } from '../form/form-values';
import { OutpostForm, type OutpostSaveHelpers } from '../form/OutpostForm';
import type { OutpostFormOutput } from '../form/outpost-form-schema';
import { showSaveError } from '../form/save-errors';
import { sendLogo } from '../logo/send-logo';
import { outpostPaths } from '../paths';

/** A new outpost: the record first, then its logo (which needs the outpost's id). */
export default function OutpostCreatePage({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation('outposts');
  const navigate = useNavigate();
  const createOutpost = useCreateOutpost(organizationId);
  const uploadLogo = useUploadOutpostLogo(organizationId);

  const save = async (values: OutpostFormOutput, helpers: OutpostSaveHelpers) => {
    let created: Outpost;
    try {
      created = await createOutpost.mutateAsync(toOutpostWrite(values));
    } catch (error) {
      showSaveError(error, helpers.form, t('common:messages.outpostCreateError'));
      return;
    }
    if (values.logo) {
      const withLogo = await sendLogo(
        uploadLogo.mutateAsync,
        { outpostId: created.id, version: created.version, file: values.logo, crop: helpers.crop },
        helpers,
      );
      // The outpost exists: its own page is where the logo can be tried again.
      if (!withLogo) {
        await navigate(outpostPaths.edit(organizationId, created.id));
        return;
      }
    }
    toaster.success({ title: t('common:messages.outpostCreated') });
    await navigate(outpostPaths.list(organizationId));
  };

  return (
    <Stack gap="6">
      <PageHeader
        title={t('form.createTitle')}
        back={<Link to={outpostPaths.list(organizationId)}>{t('form.backToList')}</Link>}
      />
      <OutpostForm
        defaultValues={emptyOutpostFormValues()}
        submitLabel={t('form.create')}
        cancelTo={outpostPaths.list(organizationId)}
        onSubmit={save}
      />
    </Stack>
  );
}
