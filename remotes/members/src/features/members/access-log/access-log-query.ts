import { accessLogEndpoints } from '@care/contracts/access-log';
import { callEndpoint } from '@care/platform';
import { useInfiniteQuery } from '@care/platform/query';
import { memberKeys } from '../api/member-keys';

const ACCESS_LOG_PAGE_SIZE = 20;

/** Who read the member's records, newest first, a page at a time; a refetch shows new reads. */
export const useMemberAccessLog = (organizationId: string, memberId: string) =>
  useInfiniteQuery({
    queryKey: [...memberKeys.all(organizationId), 'access-log', memberId] as const,
    queryFn: ({ pageParam, signal }) =>
      callEndpoint(accessLogEndpoints.listMemberAccessLog, {
        params: { organizationId, memberId },
        query: { page: pageParam, limit: ACCESS_LOG_PAGE_SIZE },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pagination.isLast ? undefined : last.pagination.page + 1),
  });
