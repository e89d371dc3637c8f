import { useAccountBundle, useAccountFlags } from '@care/platform';
import { Box, Heading, LoadingState, Stack, Text } from '@care/ui';
import { useId } from 'react';
import { useShellTranslation } from '../../app/i18n/shell-i18n';
import { dashboardOrganizationIds } from './api/prefetch-figures';
import { AdminSummary } from './figures/AdminSummary';
import { OrganizationFigures } from './figures/OrganizationFigures';

// Loaded with the page: the shell asks for the figures once the account has answered.
export { prefetchDashboardFigures } from './api/prefetch-figures';

/** The landing page of the panel: a greeting and the figures of each organization the user operates. */
export function DashboardPage() {
  const { t } = useShellTranslation();
  const headingId = useId();
  const account = useAccountBundle().data;
  const isAdmin = useAccountFlags()?.isAdmin ?? false;
  if (!account) return <LoadingState />;

  const organizationIds = dashboardOrganizationIds(account.permissions);
  return (
    <Stack gap="8" maxW="7xl">
      <Stack gap="2">
        <Heading as="h1" size="2xl">
          {t('dashboard.greeting', { name: account.info.firstName })}
        </Heading>
        {organizationIds.length > 0 && <Text color="fg.muted">{t('dashboard.intro')}</Text>}
      </Stack>
      {isAdmin && <AdminSummary />}
      {(organizationIds.length > 0 || !isAdmin) && (
        <Box as="section" aria-labelledby={headingId}>
          <Heading as="h2" id={headingId} size="lg" mb="3">
            {t('dashboard.organizations')}
          </Heading>
          {organizationIds.length === 0 ? (
            <Text color="fg.muted">{t('dashboard.noOrganizations')}</Text>
          ) : (
            <Stack gap="6">
              {organizationIds.map((organizationId) => (
                <OrganizationFigures key={organizationId} organizationId={organizationId} />
              ))}
            </Stack>
          )}
        </Box>
      )}
    </Stack>
  );
}
