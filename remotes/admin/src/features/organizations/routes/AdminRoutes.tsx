import { useTranslation } from '@care/i18n';
import { routes, useAccountFlags } from '@care/platform';
import { Link, Navigate, Route, Routes } from '@care/platform/router';
import { Button, LoadingState, NotFoundState } from '@care/ui';
import { AccessDeniedState } from '@care/ui/page';
import { adminPaths, adminRoutePatterns } from '../paths';
import { OrganizationCreatePage } from './OrganizationCreatePage';
import { OrganizationListPage } from './OrganizationListPage';

/** The admin area under `/admin`: only for admins, the organizations its one page so far. */
export function AdminRoutes() {
  const { t } = useTranslation('admin');
  const flags = useAccountFlags();
  if (!flags) return <LoadingState />;
  if (!flags.isAdmin)
    return (
      <AccessDeniedState
        action={
          <Button asChild variant="outline">
            <Link to={routes.dashboard()}>{t('toDashboard')}</Link>
          </Button>
        }
      />
    );
  return (
    <Routes>
      <Route index element={<Navigate to={adminPaths.organizations()} replace />} />
      <Route path={adminRoutePatterns.organizations} element={<OrganizationListPage />} />
      <Route path={adminRoutePatterns.createOrganization} element={<OrganizationCreatePage />} />
      <Route path="*" element={<NotFoundState />} />
    </Routes>
  );
}
