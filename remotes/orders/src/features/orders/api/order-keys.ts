import type { AssistantCandidateQuery } from '@care/contracts/assistant-candidate';
import type { OrderListQuery } from '@care/contracts/order';

/**
 * The orders' cache keys, owned by this feature, all under the organization's scope: a change
 * to one order moves the list, its counts per status and the order's page at once.
 */
export const orderKeys = {
  all: (organizationId: string) => ['orders', organizationId] as const,
  /** Every page of the list, whatever its query. */
  lists: (organizationId: string) => ['orders', organizationId, 'list'] as const,
  list: (organizationId: string, query: Partial<OrderListQuery>) =>
    ['orders', organizationId, 'list', query] as const,
  detail: (organizationId: string, orderId: string) =>
    ['orders', organizationId, 'detail', orderId] as const,
  /** Whom the order may be given to, with their load, as the picker searches them. */
  assistantCandidates: (organizationId: string, orderId: string, query: AssistantCandidateQuery) =>
    ['orders', organizationId, 'assistant-candidates', orderId, query] as const,
};
