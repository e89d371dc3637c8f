import { type MemberBulk, type MemberBulkResult, memberEndpoints } from '@care/contracts/member';
import { callEndpoint } from '@care/platform';
import { useMutation, useQueryClient } from '@care/platform/query';
import { memberKeys } from './member-keys';

export function bulkUpdateMembers(organizationId: string, body: MemberBulk) {
  return callEndpoint(memberEndpoints.bulkUpdateMembers, { params: { organizationId }, body });
}

/** One action for the selected members; the answer holds each member's own outcome. */
export function useBulkUpdateMembers(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MemberBulk) => bulkUpdateMembers(organizationId, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: memberKeys.all(organizationId) }),
  });
}

type Result = MemberBulkResult['results'][number];
const versionsOf = (results: Result[]) =>
  Object.fromEntries(results.map(({ id, version }) => [id, version ?? 0]));

/**
 * The requests that take a bulk action back: for each member it changed, the opposite action at
 * the version the member answered (so a member changed since is refused, 412). A tag action is
 * undone per member with exactly the tags that member gained or lost, one request per such set;
 * a member it left unchanged is left out.
 */
export function bulkInverse(done: MemberBulk, { results }: MemberBulkResult): MemberBulk[] {
  const changed = results.filter((result) => result.status < 300 && result.version !== undefined);
  if (done.action === 'deactivate' || done.action === 'reactivate') {
    if (changed.length === 0) return [];
    const action = done.action === 'deactivate' ? 'reactivate' : 'deactivate';
    return [{ action, ids: changed.map(({ id }) => id), versions: versionsOf(changed) }];
  }
  const action = done.action === 'addTags' ? 'removeTags' : 'addTags';
  const bySet = new Map<string, Result[]>();
  for (const result of changed) {
    if (!result.tagIds?.length) continue;
    const key = [...result.tagIds].sort().join(',');
    bySet.set(key, [...(bySet.get(key) ?? []), result]);
  }
  return [...bySet].map(([key, group]) => ({
    action,
    ids: group.map(({ id }) => id),
    tagIds: key.split(','),
    versions: versionsOf(group),
  }));
}

/** Sends a bulk action's inverse requests; their outcomes come back as one answer. */
export function useUndoBulkUpdate(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (inverse: MemberBulk[]): Promise<MemberBulkResult> => {
      const results: Result[] = [];
      for (const body of inverse)
        results.push(...(await bulkUpdateMembers(organizationId, body)).results);
      return { results };
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: memberKeys.all(organizationId) }),
  });
}

/** Sends the invitations of the selected members; each member's outcome comes back. */
export function useSendInvitations(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) =>
      callEndpoint(memberEndpoints.sendMemberInvitations, {
        params: { organizationId },
        body: { ids },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: memberKeys.all(organizationId) }),
  });
}
