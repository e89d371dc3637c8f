import type { OrganizationCreate } from '@care/contracts/organization';
import { useTranslation } from '@care/i18n';
import { useListReturnPath } from '@care/platform/list-state';
import { Link, useNavigate } from '@care/platform/router';
import { Stack, Text, toaster } from '@care/ui';
import { PageHeader } from '@care/ui/page';
import { useCreateAdminOrganization } from '../api/create-admin-organization';
import { OrganizationCreateForm } from '../components/OrganizationCreateForm';
import { adminPaths } from '../paths';

export function OrganizationCreatePage() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const createOrganization = useCreateAdminOrganization();
  const listPath = useListReturnPath(adminPaths.organizations());

  const save = async (values: OrganizationCreate) => {
    await createOrganization.mutateAsync(values);
    toaster.success({
      title: t('messages.created'),
      description: t('messages.createdDetail', { email: values.operator.email }),
    });
    await navigate(listPath);
  };

  return (
    <Stack gap="6">
      <PageHeader
        title={t('form.createTitle')}
        back={<Link to={listPath}>{t('backToList')}</Link>}
      />
      <Text color="fg.muted" maxW="2xl">
        {t('form.intro')}
      </Text>
      <OrganizationCreateForm cancelTo={listPath} onSubmit={save} />
    </Stack>
  );
}
