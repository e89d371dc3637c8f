import { useAccountBundle, useAccountFlags } from '@care/platform';
import { LoadingState, Stack, Text } from '@care/ui';
import { useShellTranslation } from '../../app/i18n/shell-i18n';
import { dashboardOrganizationIds } from './api/prefetch-figures';
import { AdminSummary } from './figures/AdminSummary';
import { OrganizationFigures } from './figures/OrganizationFigures';
import {
  DashboardHeader,
  DashboardIntro,
  DashboardStack,
  OrganizationsSection,
} from './layout/DashboardSections';

// Loaded with the page: the shell asks for the figures once the account has answered.
export { prefetchDashboardFigures } from './api/prefetch-figures';

/** The landing page of the panel: a greeting and the figures of each organization the user operates. */
export function DashboardPage() {
  const { t } = useShellTranslation();
  const account = useAccountBundle().data;
  const isAdmin = useAccountFlags()?.isAdmin ?? false;
  if (!account) return <LoadingState />;

  const organizationIds = dashboardOrganizationIds(account.permissions);
  return (
    <DashboardStack>
      <DashboardHeader
        firstName={account.info.firstName}
        intro={organizationIds.length > 0 && <DashboardIntro />}
      />
      {isAdmin && <AdminSummary />}
      {(organizationIds.length > 0 || !isAdmin) && (
        <OrganizationsSection>
          {organizationIds.length === 0 ? (
            <Text color="fg.muted">{t('dashboard.noOrganizations')}</Text>
          ) : (
            <Stack gap="6">
              {organizationIds.map((organizationId) => (
                <OrganizationFigures key={organizationId} organizationId={organizationId} />
              ))}
            </Stack>
          )}
        </OrganizationsSection>
      )}
    </DashboardStack>
  );
}
