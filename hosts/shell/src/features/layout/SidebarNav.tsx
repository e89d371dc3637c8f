import { routePatterns, routes, useAccountBundle, useAccountFlags } from '@care/platform';
import { AdminIcon, DashboardIcon, ProcessingRecordsIcon, Stack } from '@care/ui';
import { useShellTranslation } from '../../app/i18n/shell-i18n';
import { sidebarNavStyles } from './frame-styles';
import { OrganizationSection } from './OrganizationSection';
import { SidebarLink } from './SidebarLink';
import { SidebarSection } from './SidebarSection';

/**
 * The sidebar: Home, one group per operated organization, and Administration (organizations,
 * records of processing) for admins.
 */
export function SidebarNav() {
  const { t } = useShellTranslation();
  const operated = useAccountBundle().data?.permissions.operator ?? {};
  const isAdmin = useAccountFlags()?.isAdmin ?? false;

  return (
    <Stack as="nav" aria-label={t('sidebar.label')} {...sidebarNavStyles}>
      <SidebarSection title={t('sidebar.home')}>
        <SidebarLink
          to={routes.dashboard()}
          activeOn={[routePatterns.dashboard]}
          icon={DashboardIcon}
        >
          {t('sidebar.dashboard')}
        </SidebarLink>
      </SidebarSection>
      {Object.keys(operated).map((organizationId) => (
        <OrganizationSection key={organizationId} organizationId={organizationId} />
      ))}
      {isAdmin && (
        <SidebarSection title={t('sidebar.admin')}>
          <SidebarLink
            to={routes.adminOrganizations()}
            activeOn={[routes.adminOrganizations(), `${routes.adminOrganizations()}/*`]}
            icon={AdminIcon}
            remote="admin"
          >
            {t('sidebar.organizations')}
          </SidebarLink>
          <SidebarLink
            to={routes.adminProcessingRecords()}
            activeOn={[routes.adminProcessingRecords()]}
            icon={ProcessingRecordsIcon}
            remote="admin"
          >
            {t('sidebar.processingRecords')}
          </SidebarLink>
        </SidebarSection>
      )}
    </Stack>
  );
}
