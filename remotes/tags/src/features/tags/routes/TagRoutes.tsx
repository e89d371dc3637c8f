import { uuidSchema } from '@care/contracts/primitives';
import { NotFoundState } from '@care/ui';
import { LoadingBoundary, lazyNamed } from '@care/ui/page';
import { Route, Routes, useParams } from '@care/platform/router';
import { tagRoutePatterns } from '../paths';
import { TagListPage } from './TagListPage';

// The list is what opens first; the form pages (and the form kit only they use) load when one
// of them is opened.
const TagCreatePage = lazyNamed(() => import('./TagCreatePage'), 'TagCreatePage');
const TagEditPage = lazyNamed(() => import('./TagEditPage'), 'TagEditPage');

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
        element={
          <LoadingBoundary>
            <TagCreatePage organizationId={id} />
          </LoadingBoundary>
        }
      />
      <Route path={tagRoutePatterns.edit} element={<EditRoute organizationId={id} />} />
      <Route path="*" element={<NotFoundState />} />
    </Routes>
  );
}

function EditRoute({ organizationId }: { organizationId: string }) {
  const { tagId } = useParams();
  if (!isUuid(tagId)) return <NotFoundState />;
  return (
    <LoadingBoundary>
      <TagEditPage organizationId={organizationId} tagId={tagId} />
    </LoadingBoundary>
  );
}
