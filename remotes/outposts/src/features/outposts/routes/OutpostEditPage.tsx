import type { Outpost } from '@care/contracts/outpost';
import { useTranslation } from '@care/i18n';
import { isApiError } from '@care/platform';
import { useQueryClient } from '@care/platform/query';
import { Link, useNavigate } from '@care/platform/router';
import { Stack, toaster } from '@care/ui';
import { PageHeader, QueryState, toastProblem } from '@care/ui/page';
import { useRef, useState } from 'react';
import { useDeleteOutpostLogo } from '../api/delete-outpost-logo';
import { outpostQueryOptions, useOutpost } from '../api/get-outpost';
import { useUpdateOutpost } from '../api/update-outpost';
import { useUploadOutpostLogo } from '../api/upload-outpost-logo';
import { outpostFormValues, toOutpostWrite } from '../form/form-values';
import { OutpostForm, type OutpostSaveHelpers } from '../form/OutpostForm';
import type { OutpostFormOutput } from '../form/outpost-form-schema';
import { showSaveError } from '../form/save-errors';
import { sendLogo } from '../logo/send-logo';
import { outpostPaths } from '../paths';

interface OutpostEditPageProps {
  organizationId: string;
  outpostId: string;
}

/** An outpost's form; an id the caller may not see shows 'Requested resource is not available.'. */
export default function OutpostEditPage({ organizationId, outpostId }: OutpostEditPageProps) {
  const { t } = useTranslation('outposts');
  const outpost = useOutpost(organizationId, outpostId);
  const back = <Link to={outpostPaths.list(organizationId)}>{t('form.backToList')}</Link>;
  return (
    <Stack gap="6">
      <PageHeader title={t('form.editTitle')} back={back} />
      <QueryState query={outpost} errorTitle={t('list.loadError')} notFoundAction={back}>
        {(loaded) => <OutpostEditor organizationId={organizationId} outpost={loaded} />}
      </QueryState>
    </Stack>
  );
}

/**
 * Edits the outpost as it was when the page opened: later refetches do not move the form's
 * base, so a save from a stale base gets 412 instead of silently overwriting someone else.
 */
function OutpostEditor({ organizationId, outpost }: { organizationId: string; outpost: Outpost }) {
  const { t } = useTranslation('outposts');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const updateOutpost = useUpdateOutpost(organizationId);
  const uploadLogo = useUploadOutpostLogo(organizationId);
  const deleteLogo = useDeleteOutpostLogo(organizationId);
  const [base, setBase] = useState(outpost);
  // The version the next write starts from: a saved record whose logo then failed is not stale.
  const version = useRef(outpost.version);

  const reloadBase = async () => {
    const latest = await queryClient.fetchQuery(outpostQueryOptions(organizationId, base.id));
    version.current = latest.version;
    setBase(latest);
  };

  const save = async (values: OutpostFormOutput, helpers: OutpostSaveHelpers) => {
    let saved: Outpost;
    try {
      saved = await updateOutpost.mutateAsync({
        outpostId: base.id,
        version: version.current,
        body: toOutpostWrite(values),
      });
    } catch (error) {
      if (isApiError(error, 412)) {
        toaster.warning({ title: t('form.staleTitle'), description: t('form.staleDetail') });
        await reloadBase();
        return;
      }
      showSaveError(error, helpers.form, t('common:messages.outpostUpdateError'));
      return;
    }
    version.current = saved.version;

    if (values.logo) {
      const withLogo = await sendLogo(
        uploadLogo.mutateAsync,
        { outpostId: saved.id, version: saved.version, file: values.logo, crop: helpers.crop },
        helpers,
      );
      if (!withLogo) return;
    } else if (values.removeLogo && saved.logoUrl) {
      try {
        await deleteLogo.mutateAsync({ outpostId: saved.id, version: saved.version });
      } catch (error) {
        toastProblem(error, t('form.logoFailed'));
        return;
      }
    }
    toaster.success({ title: t('common:messages.outpostUpdated') });
    await navigate(outpostPaths.list(organizationId));
  };

  return (
    <OutpostForm
      key={base.version}
      defaultValues={outpostFormValues(base)}
      current={base}
      submitLabel={t('form.save')}
      cancelTo={outpostPaths.list(organizationId)}
      onSubmit={save}
    />
  );
}
