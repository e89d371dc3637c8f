import { uuidSchema } from '@care/contracts/primitives';
import { NotFoundState } from '@care/ui';
import { LoadingBoundary } from '@care/ui/page';
import { Route, Routes, useParams } from '@care/platform/router';
import { lazy } from 'react';
import { memberRoutePatterns } from '../paths';
import { MemberListPage } from './MemberListPage';

// The list is what opens first; the other pages (and the form fields only they use) load
// when one of them is opened.
const MemberCreatePage = lazy(() => import('./MemberCreatePage'));
const MemberDetailsPage = lazy(() => import('./MemberDetailsPage'));
const ImportPage = lazy(() => import('../import/ImportPage'));
// The organization's settings live beside its members: the page the organization opens on.
const OrganizationSettingsPage = lazy(
  () => import('../../organization-settings/routes/OrganizationSettingsPage'),
);

// The audit log is read by super operators now and then: its table and words load when opened.
const AuditLogPage = lazy(() => import('../../audit-log/routes/AuditLogPage'));

const isUuid = (value: string | undefined): value is string => uuidSchema.safeParse(value).success;

/** The members pages under the path the shell mounts this remote at (`/organization/:id/*`). */
export function MemberRoutes() {
  const { id } = useParams();
  if (!isUuid(id)) return <NotFoundState />;
  return (
    <Routes>
      <Route index element={<MemberListPage organizationId={id} />} />
      <Route
        path={memberRoutePatterns.create}
        element={
          <LoadingBoundary>
            <MemberCreatePage organizationId={id} />
          </LoadingBoundary>
        }
      />
      <Route
        path={memberRoutePatterns.import}
        element={
          <LoadingBoundary>
            <ImportPage organizationId={id} />
          </LoadingBoundary>
        }
      />
      <Route
        path={memberRoutePatterns.settings}
        element={
          <LoadingBoundary>
            <OrganizationSettingsPage organizationId={id} />
          </LoadingBoundary>
        }
      />
      <Route
        path={memberRoutePatterns.auditLog}
        element={
          <LoadingBoundary>
            <AuditLogPage organizationId={id} />
          </LoadingBoundary>
        }
      />
      <Route path={memberRoutePatterns.details} element={<DetailsRoute organizationId={id} />} />
      <Route path="*" element={<NotFoundState />} />
    </Routes>
  );
}

function DetailsRoute({ organizationId }: { organizationId: string }) {
  const { memberId } = useParams();
  if (!isUuid(memberId)) return <NotFoundState />;
  return (
    <LoadingBoundary>
      <MemberDetailsPage organizationId={organizationId} memberId={memberId} />
    </LoadingBoundary>
  );
}
