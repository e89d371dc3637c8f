import { uuidSchema } from '@care/contracts';
import { NotFoundState } from '@care/ui';
import { Route, Routes, useParams } from '@care/platform/router';
import { tagRoutePatterns } from '../paths';
import { TagCreatePage } from './TagCreatePage';
import { TagEditPage } from './TagEditPage';
import { TagListPage } from './TagListPage';

const isUuid = (value: string | undefined): value is string => uuidSchema.safeParse(value).success;

/** The tags pages under the path the shell mounts this remote at (`/organization/:id/tags/*`). */
export function TagRoutes() {
  const { id } = useParams();
  if (!isUuid(id)) return <NotFoundState />;
  return (
    <Routes>
      <Route index element={<TagListPage organizationId={id} />} />
      <Route path={tagRoutePatterns.create} element={<TagCreatePage organizationId={id} />} />
      <Route path={tagRoutePatterns.edit} element={<EditRoute organizationId={id} />} />
      <Route path="*" element={<NotFoundState />} />
    </Routes>
  );
}

function EditRoute({ organizationId }: { organizationId: string }) {
  const { tagId } = useParams();
  if (!isUuid(tagId)) return <NotFoundState />;
  return <TagEditPage organizationId={organizationId} tagId={tagId} />;
}
