import { uuidSchema } from '@care/contracts/primitives';
import { Route, Routes, useParams } from '@care/platform/router';
import { NotFoundState } from '@care/ui';
import { LoadingBoundary, lazyNamed } from '@care/ui/page';
import { lazy } from 'react';
import { documentPages, documentRoutePatterns } from '../paths';
import { DocumentListPage } from './DocumentListPage';

// A document's pages (its text, comparison, acceptances, history) load when one is opened, and
// the new document's page when it is: the list, which a person sees first, stays small.
const DocumentPage = lazy(() => import('./DocumentPage'));
const DocumentCreatePage = lazyNamed(() => import('./DocumentCreatePage'), 'DocumentCreatePage');

const isUuid = (value: string | undefined): value is string => uuidSchema.safeParse(value).success;
const pages = new Set<string>(['', ...Object.values(documentPages)]);

/** The documents pages under the path the shell mounts this remote at (`/organization/:id/documents/*`). */
export function DocumentRoutes() {
  const { id } = useParams();
  if (!isUuid(id)) return <NotFoundState />;
  return (
    <Routes>
      <Route index element={<DocumentListPage organizationId={id} />} />
      <Route
        path={documentRoutePatterns.create}
        element={
          <LoadingBoundary>
            <DocumentCreatePage organizationId={id} />
          </LoadingBoundary>
        }
      />
      <Route
        path={documentRoutePatterns.document}
        element={<DocumentRoute organizationId={id} />}
      />
      <Route path="*" element={<NotFoundState />} />
    </Routes>
  );
}

/** A document id the API could know, and a page a document has; anything else is not available. */
function DocumentRoute({ organizationId }: { organizationId: string }) {
  const { documentId, '*': page = '' } = useParams();
  if (!isUuid(documentId) || !pages.has(page.replace(/\/$/, ''))) return <NotFoundState />;
  return (
    <LoadingBoundary>
      <DocumentPage organizationId={organizationId} documentId={documentId} />
    </LoadingBoundary>
  );
}
