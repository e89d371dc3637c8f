import type {
  OrganizationSettings,
  OrganizationSettingsUpdate,
} from '@care/contracts/organization-settings';
import { useTranslation } from '@care/i18n';
import { isApiError, routes } from '@care/platform';
import { Link as RouterLink } from '@care/platform/router';
import { useQueryClient } from '@care/platform/query';
import { Box, Heading, Link, Stack, Text, toaster } from '@care/ui';
import { PageHeader, QueryState } from '@care/ui/page';
import { useState, type ReactNode } from 'react';
import { useCurrentOperator } from '../../members/api/current-operator';
import { settingsQueryOptions, useSettings } from '../api/get-settings';
import { useUpdateSettings } from '../api/update-settings';
import { ErasureDue } from '../components/ErasureDue';
import { OnCallRota } from '../components/OnCallRota';
import { SettingsForm } from '../components/SettingsForm';
import { registerSettingsResources } from '../i18n/register';

registerSettingsResources();

/**
 * The organization's settings and its on-call rota. Every operator reads them; super operators
 * change them, and the page tells the others why they cannot.
 */
export default function OrganizationSettingsPage({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation('members');
  const settings = useSettings(organizationId);
  const readOnly = useCurrentOperator(organizationId)?.isSuperOperator !== true;

  return (
    <Stack gap="6">
      <PageHeader
        title={t('organizationSettings.title')}
        description={t('organizationSettings.description')}
      />
      {readOnly && <Text color="fg.muted">{t('organizationSettings.readOnly')}</Text>}
      <Section title={t('organizationSettings.limitsTitle')}>
        <QueryState query={settings} errorTitle={t('organizationSettings.loadError')}>
          {(loaded) => (
            <SettingsEditor organizationId={organizationId} settings={loaded} readOnly={readOnly} />
          )}
        </QueryState>
      </Section>
      {!readOnly && (
        <Section title={t('organizationSettings.erasureDue.title')}>
          <Text color="fg.muted" mb="4">
            {t('organizationSettings.erasureDue.description')}
          </Text>
          <ErasureDue organizationId={organizationId} />
        </Section>
      )}
      {!readOnly && (
        <Section title={t('organizationSettings.auditLog.title')}>
          <Text color="fg.muted" mb="3">
            {t('organizationSettings.auditLog.description')}
          </Text>
          <Link asChild>
            <RouterLink to={routes.organizationAuditLog({ id: organizationId })}>
              {t('organizationSettings.auditLog.link')}
            </RouterLink>
          </Link>
        </Section>
      )}
      <Section title={t('organizationSettings.rota.title')}>
        <Text color="fg.muted" mb="4">
          {t('organizationSettings.rota.description')}
        </Text>
        <OnCallRota organizationId={organizationId} readOnly={readOnly} />
      </Section>
    </Stack>
  );
}

/**
 * Edits the settings as they were when the page showed them: a save from a stale base gets 412,
 * which says so and loads the latest settings into the form, instead of overwriting them.
 */
function SettingsEditor({
  organizationId,
  settings,
  readOnly,
}: {
  organizationId: string;
  settings: OrganizationSettings;
  readOnly: boolean;
}) {
  const { t } = useTranslation('members');
  const queryClient = useQueryClient();
  const update = useUpdateSettings(organizationId);
  const [base, setBase] = useState(settings);
  if (settings.version > base.version) setBase(settings);

  const save = async (body: OrganizationSettingsUpdate) => {
    try {
      setBase(await update.mutateAsync({ version: base.version, body }));
    } catch (error) {
      if (!isApiError(error, 412)) throw error;
      toaster.warning({
        title: t('organizationSettings.staleTitle'),
        description: t('organizationSettings.staleDetail'),
      });
      setBase(
        await queryClient.fetchQuery({ ...settingsQueryOptions(organizationId), staleTime: 0 }),
      );
      return;
    }
    toaster.success({ title: t('organizationSettings.saved') });
  };

  return <SettingsForm key={base.version} settings={base} readOnly={readOnly} onSubmit={save} />;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section" aria-label={title}>
      <Heading as="h2" size="md" mb="4">
        {title}
      </Heading>
      {children}
    </Box>
  );
}
