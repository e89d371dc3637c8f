import { auditEndpoints } from '@care/contracts/audit';
import { callEndpoint } from '@care/platform';
import { useInfiniteQuery } from '@care/platform/query';
import { documentKeys } from './document-keys';

export function fetchHistoryPage(
  organizationId: string,
  firstRevisionId: string,
  page: number,
  signal?: AbortSignal,
) {
  return callEndpoint(auditEndpoints.listAuditEvents, {
    params: { organizationId },
    query: { entity: 'document', entityId: firstRevisionId, page, limit: 20 },
    signal,
  });
}

/**
 * The document's changes across its revisions (the audit trail keeps them under its first
 * revision's id), newest first, a page at a time.
 */
export const useDocumentHistory = (organizationId: string, firstRevisionId: string) =>
  useInfiniteQuery({
    queryKey: documentKeys.history(organizationId, firstRevisionId),
    queryFn: ({ pageParam, signal }) =>
      fetchHistoryPage(organizationId, firstRevisionId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pagination.isLast ? undefined : last.pagination.page + 1),
  });
