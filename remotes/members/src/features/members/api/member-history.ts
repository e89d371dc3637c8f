import { auditEndpoints } from '@care/contracts/audit';
import { callEndpoint } from '@care/platform';
import { useInfiniteQuery } from '@care/platform/query';
import { memberKeys } from './member-keys';

const HISTORY_PAGE_SIZE = 20;

export function fetchHistoryPage(
  organizationId: string,
  memberId: string,
  page: number,
  signal?: AbortSignal,
) {
  return callEndpoint(auditEndpoints.listAuditEvents, {
    params: { organizationId },
    query: { entity: 'member', entityId: memberId, page, limit: HISTORY_PAGE_SIZE },
    signal,
  });
}

/** The member's changes from the audit trail, newest first, a page at a time. */
export const useMemberHistory = (organizationId: string, memberId: string) =>
  useInfiniteQuery({
    queryKey: memberKeys.history(organizationId, memberId),
    queryFn: ({ pageParam, signal }) =>
      fetchHistoryPage(organizationId, memberId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pagination.isLast ? undefined : last.pagination.page + 1),
  });
