import { uuidSchema } from '@care/contracts';
import { NotFoundState } from '@care/ui';
import { Route, Routes, useParams } from '@care/platform/router';
import { memberRoutePatterns } from '../paths';
import { MemberListPage } from './MemberListPage';

const isUuid = (value: string | undefined): value is string => uuidSchema.safeParse(value).success;

/** The members pages under the path the shell mounts this remote at (`/organization/:id/*`). */
export function MemberRoutes() {
  const { id } = useParams();
  if (!isUuid(id)) return <NotFoundState />;
  return (
    <Routes>
      <Route index element={<MemberListPage organizationId={id} />} />
      <Route path="*" element={<NotFoundState />} />
    </Routes>
  );
}

export { memberRoutePatterns };
