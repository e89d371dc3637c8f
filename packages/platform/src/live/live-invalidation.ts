import { type LiveEvent, liveResyncType } from '@care/contracts/live-event';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { organizationScopes, queryKeys } from '../api/query-keys';

type OrganizationScope = (typeof organizationScopes)[keyof typeof organizationScopes];

/**
 * What each kind of change makes stale, in one place. An organization's records are cached
 * under `[scope, organizationId, ...]` (the convention in query-keys.ts), so one prefix covers
 * its lists, counts and any open record; the figures of the dashboard live under `stats`.
 */
const scopesOf: Partial<Record<LiveEvent['entity'], readonly OrganizationScope[]>> = {
  order: [organizationScopes.orders, organizationScopes.stats],
  member: [organizationScopes.members, organizationScopes.stats],
  // A member's row shows its tags.
  tag: [organizationScopes.tags, organizationScopes.members],
  document: [organizationScopes.documents, organizationScopes.stats],
  outpost: [organizationScopes.outposts],
};

/** The query key prefixes an event makes stale; `null` means every query. */
export function staleKeysOf(event: LiveEvent): QueryKey[] | null {
  if (event.type === liveResyncType || event.entity === 'all') return null;
  const keys: QueryKey[] = [];
  const { organizationId } = event;
  if (organizationId)
    for (const scope of scopesOf[event.entity] ?? []) keys.push([scope, organizationId]);
  switch (event.entity) {
    case 'notification':
      keys.push(queryKeys.notifications());
      break;
    case 'member':
      // The change may be the caller's own invitation or membership.
      keys.push(['invitations']);
      break;
    case 'account':
      // Marking every notification read is recorded on the account.
      keys.push(queryKeys.account(), queryKeys.notifications());
      break;
    case 'person':
      keys.push(queryKeys.account());
      break;
    case 'organization':
      if (organizationId) keys.push(queryKeys.organization(organizationId));
      keys.push(queryKeys.adminOrganizations());
      break;
    default:
      break;
  }
  return keys;
}

/** Events arrive in bursts (a transition writes several): invalidate once per burst. */
const BATCH_MS = 50;

/**
 * Turns events into invalidations, a burst at a time: active queries refetch, the others are
 * marked stale and refetch when next shown.
 */
export function createLiveInvalidator(queryClient: QueryClient, batchMs = BATCH_MS) {
  let pending = new Map<string, QueryKey>();
  let everything = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function flush() {
    timer = undefined;
    const keys = [...pending.values()];
    const all = everything;
    pending = new Map();
    everything = false;
    if (all) {
      void queryClient.invalidateQueries();
      return;
    }
    for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
  }

  return {
    handle(event: LiveEvent) {
      const keys = staleKeysOf(event);
      if (keys === null) everything = true;
      else for (const key of keys) pending.set(JSON.stringify(key), key);
      timer ??= setTimeout(flush, batchMs);
    },
    dispose() {
      if (timer) clearTimeout(timer);
    },
  };
}
