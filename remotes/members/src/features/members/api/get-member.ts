import { memberEndpoints } from '@care/contracts/member';
import { callEndpoint } from '@care/platform';
import { queryOptions, useQuery } from '@care/platform/query';
import { memberKeys } from './member-keys';

export function fetchMember(organizationId: string, memberId: string, signal?: AbortSignal) {
  return callEndpoint(memberEndpoints.getMember, { params: { organizationId, memberId }, signal });
}

/** One member with its current version, which every change sends back as If-Match. */
export const memberQueryOptions = (organizationId: string, memberId: string) =>
  queryOptions({
    queryKey: memberKeys.detail(organizationId, memberId),
    queryFn: ({ signal }) => fetchMember(organizationId, memberId, signal),
  });

export const useMember = (organizationId: string, memberId: string) =>
  useQuery(memberQueryOptions(organizationId, memberId));
