import { memberEndpoints } from '@care/contracts/member';
import { callEndpoint } from '@care/platform';
import { useInfiniteQuery } from '@care/platform/query';
import { settingsKeys } from './settings-keys';

const ERASURE_DUE_PAGE_SIZE = 20;

/** The INACTIVE members whose personal data is erased within a month, soonest first. */
export const useErasureDue = (organizationId: string) =>
  useInfiniteQuery({
    queryKey: settingsKeys.erasureDue(organizationId),
    queryFn: ({ pageParam, signal }) =>
      callEndpoint(memberEndpoints.listMembersDueForErasure, {
        params: { organizationId },
        query: { page: pageParam, limit: ERASURE_DUE_PAGE_SIZE },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pagination.isLast ? undefined : last.pagination.page + 1),
  });
