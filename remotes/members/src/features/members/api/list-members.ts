import { memberEndpoints, type MemberListQuery } from '@care/contracts/member';
import { callEndpoint } from '@care/platform';
import { defaultListQuery } from '@care/platform/list-state';
import { queryOptions, useQuery } from '@care/platform/query';
import { memberList } from '../list/member-list';
import { memberKeys } from './member-keys';

type ListQuery = Partial<MemberListQuery>;

export function fetchMembers(organizationId: string, query: ListQuery, signal?: AbortSignal) {
  return callEndpoint(memberEndpoints.listMembers, { params: { organizationId }, query, signal });
}

/** One page of members, sorted, searched and filtered by the API. */
export const membersQueryOptions = (organizationId: string, query: ListQuery) =>
  queryOptions({
    queryKey: memberKeys.list(organizationId, query),
    queryFn: ({ signal }) => fetchMembers(organizationId, query, signal),
  });

/** The list's first page as a plain link opens it: what the sidebar prefetches. */
export const firstMembersPageQueryOptions = (organizationId: string) =>
  membersQueryOptions(organizationId, defaultListQuery(memberList));

/** The page in view stays, dimmed, while the next one loads. */
export const useMembers = (organizationId: string, query: ListQuery) =>
  useQuery({
    ...membersQueryOptions(organizationId, query),
    placeholderData: (previous) => previous,
  });
