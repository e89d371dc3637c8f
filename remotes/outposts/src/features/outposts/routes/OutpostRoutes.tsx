import { uuidSchema } from '@care/contracts/primitives';
import { useTranslation } from '@care/i18n';
import { LoadingState, NotFoundState } from '@care/ui';
import { Route, Routes, useParams } from '@care/platform/router';
import { lazy, Suspense, type ReactNode } from 'react';
import { outpostRoutePatterns } from '../paths';
import { OutpostListPage } from './OutpostListPage';

// The forms carry the field kit, the logo's drop zone and cropper: they load when a form is
// opened, so opening the list stays light.
const OutpostCreatePage = lazy(() => import('./OutpostCreatePage'));
const OutpostEditPage = lazy(() => import('./OutpostEditPage'));

const isUuid = (value: string | undefined): value is string => uuidSchema.safeParse(value).success;

function Lazy({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  return <Suspense fallback={<LoadingState label={t('states.loading')} />}>{children}</Suspense>;
}

/** The outposts pages under the path the shell mounts this remote at (`/organization/:id/outposts/*`). */
export function OutpostRoutes() {
  const { id } = useParams();
  if (!isUuid(id)) return <NotFoundState />;
  return (
    <Routes>
      <Route index element={<OutpostListPage organizationId={id} />} />
      <Route
        path={outpostRoutePatterns.create}
        element={
          <Lazy>
            <OutpostCreatePage organizationId={id} />
          </Lazy>
        }
      />
      <Route path={outpostRoutePatterns.edit} element={<EditRoute organizationId={id} />} />
      <Route path="*" element={<NotFoundState />} />
    </Routes>
  );
}

function EditRoute({ organizationId }: { organizationId: string }) {
  const { outpostId } = useParams();
  if (!isUuid(outpostId)) return <NotFoundState />;
  return (
    <Lazy>
      <OutpostEditPage key={outpostId} organizationId={organizationId} outpostId={outpostId} />
    </Lazy>
  );
}
