import { uuidSchema } from '@care/contracts';
import { LoadingState, NotFoundState } from '@care/ui';
import { Route, Routes, useParams } from '@care/platform/router';
import { lazy, Suspense, type ReactNode } from 'react';
import { tagRoutePatterns } from '../paths';
import { TagListPage } from './TagListPage';

// The list is what opens first; the form pages (and the form kit only they use) load when one
// of them is opened.
const TagCreatePage = lazy(() =>
  import('./TagCreatePage').then(({ TagCreatePage }) => ({ default: TagCreatePage })),
);
const TagEditPage = lazy(() =>
  import('./TagEditPage').then(({ TagEditPage }) => ({ default: TagEditPage })),
);

const later = (page: ReactNode) => <Suspense fallback={<LoadingState />}>{page}</Suspense>;

const isUuid = (value: string | undefined): value is string => uuidSchema.safeParse(value).success;

/** The tags pages under the path the shell mounts this remote at (`/organization/:id/tags/*`). */
export function TagRoutes() {
  const { id } = useParams();
  if (!isUuid(id)) return <NotFoundState />;
  return (
    <Routes>
      <Route index element={<TagListPage organizationId={id} />} />
      <Route
        path={tagRoutePatterns.create}
        element={later(<TagCreatePage organizationId={id} />)}
      />
      <Route path={tagRoutePatterns.edit} element={<EditRoute organizationId={id} />} />
      <Route path="*" element={<NotFoundState />} />
    </Routes>
  );
}

function EditRoute({ organizationId }: { organizationId: string }) {
  const { tagId } = useParams();
  if (!isUuid(tagId)) return <NotFoundState />;
  return later(<TagEditPage organizationId={organizationId} tagId={tagId} />);
}
