import { memberEndpoints } from '@care/contracts/member';
import { callEndpoint } from '@care/platform';
import { queryOptions, useQuery } from '@care/platform/query';
import { memberKeys } from './member-keys';

export function fetchMemberRelations(
  organizationId: string,
  memberId: string,
  signal?: AbortSignal,
) {
  return callEndpoint(memberEndpoints.getMemberRelations, {
    params: { organizationId, memberId },
    signal,
  });
}

/** A ward's guardian, or a guardian's wards, in the organization. */
export const memberRelationsQueryOptions = (organizationId: string, memberId: string) =>
  queryOptions({
    queryKey: memberKeys.relations(organizationId, memberId),
    queryFn: ({ signal }) => fetchMemberRelations(organizationId, memberId, signal),
  });

export const useMemberRelations = (organizationId: string, memberId: string) =>
  useQuery(memberRelationsQueryOptions(organizationId, memberId));
