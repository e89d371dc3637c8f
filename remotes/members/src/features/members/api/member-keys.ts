import type { MemberListQuery } from '@care/contracts/member';
import type { OrderListQuery } from '@care/contracts/order';

/**
 * The members' cache keys, owned by this feature, all under the organization's scope: a change
 * to one member invalidates `all`, since it moves the member in the lists, its details and its
 * history at once.
 */
export const memberKeys = {
  all: (organizationId: string) => ['members', organizationId] as const,
  lists: (organizationId: string) => ['members', organizationId, 'list'] as const,
  list: (organizationId: string, query: Partial<MemberListQuery>) =>
    ['members', organizationId, 'list', query] as const,
  detail: (organizationId: string, memberId: string) =>
    ['members', organizationId, 'detail', memberId] as const,
  /** A ward's guardian or a guardian's wards: a change to either member moves it. */
  relations: (organizationId: string, memberId: string) =>
    ['members', organizationId, 'relations', memberId] as const,
  /** The orders a member's page lists: theirs as a beneficiary, or given to them as an assistant. */
  orders: (organizationId: string, memberId: string, query: Partial<OrderListQuery>) =>
    ['members', organizationId, 'orders', memberId, query] as const,
  history: (organizationId: string, memberId: string) =>
    ['members', organizationId, 'history', memberId] as const,
  importJob: (organizationId: string, jobId: string) =>
    ['members', organizationId, 'import', jobId] as const,
  /** How many invitations an import would send, per file and mapping. */
  importCount: (organizationId: string) => ['members', organizationId, 'import-count'] as const,
  /** The organization's tags, which filters and pickers offer. */
  tags: (organizationId: string) => ['members', organizationId, 'tags'] as const,
  /** The organization's outposts, which a member's home outpost is one of. */
  outposts: (organizationId: string) => ['members', organizationId, 'outposts'] as const,
};
