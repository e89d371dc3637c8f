import {
  assistantCandidateEndpoints,
  type AssistantCandidateQuery,
} from '@care/contracts/assistant-candidate';
import { callEndpoint } from '@care/platform';
import { queryOptions, useQuery } from '@care/platform/query';
import { orderKeys } from './order-keys';

const candidateQuery = (search: string): AssistantCandidateQuery =>
  search.trim() ? { search: search.trim() } : {};

export function fetchAssistantCandidates(
  organizationId: string,
  orderId: string,
  search: string,
  signal?: AbortSignal,
) {
  return callEndpoint(assistantCandidateEndpoints.listAssistantCandidates, {
    params: { organizationId, orderId },
    query: candidateQuery(search),
    signal,
  });
}

/**
 * The assistants the order may be given to, matching `search`, each with tags and load. Under
 * the organization's orders: a change to any order reads them again.
 */
export const assistantCandidatesQueryOptions = (
  organizationId: string,
  orderId: string,
  search: string,
) =>
  queryOptions({
    queryKey: orderKeys.assistantCandidates(organizationId, orderId, candidateQuery(search)),
    queryFn: ({ signal }) => fetchAssistantCandidates(organizationId, orderId, search, signal),
  });

/** The candidates matching `search`, the previous matches kept while the next load. */
export const useAssistantCandidates = (organizationId: string, orderId: string, search: string) =>
  useQuery({
    ...assistantCandidatesQueryOptions(organizationId, orderId, search),
    placeholderData: (previous) => previous,
  });
