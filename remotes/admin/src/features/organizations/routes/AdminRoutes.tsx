import { useTranslation } from '@care/i18n';
import { routes, useAccountFlags } from '@care/platform';
import { Link, Navigate, Route, Routes } from '@care/platform/router';
import { Button, LoadingState, NotFoundState } from '@care/ui';
import { AccessDeniedState, LoadingBoundary, lazyNamed } from '@care/ui/page';
import { adminPaths, adminRoutePatterns } from '../paths';
import { OrganizationListPage } from './OrganizationListPage';

// The list is what opens first; the form (and the form kit only it uses) loads when opened.
const OrganizationCreatePage = lazyNamed(
  () => import('./OrganizationCreatePage'),
  'OrganizationCreatePage',
);
// Admins open the records of processing seldom: the page and its strings load when opened.
const ProcessingRecordsPage = lazyNamed(
  () => import('../../processing/routes/ProcessingRecordsPage'),
  'ProcessingRecordsPage',
);

/** The admin area under `/admin`, only for admins: the organizations and the records of processing. */
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
      <Route
        path={adminRoutePatterns.createOrganization}
        element={
          <LoadingBoundary>
            <OrganizationCreatePage />
          </LoadingBoundary>
        }
      />
      <Route
        path={adminRoutePatterns.processingRecords}
        element={
          <LoadingBoundary>
            <ProcessingRecordsPage />
          </LoadingBoundary>
        }
      />
      <Route path="*" element={<NotFoundState />} />
    </Routes>
  );
}
