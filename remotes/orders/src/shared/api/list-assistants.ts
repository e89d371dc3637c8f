import { memberEndpoints, type MemberListQuery } from '@care/contracts/member';
import { callEndpoint } from '@care/platform';
import { queryOptions, useQuery } from '@care/platform/query';

/**
 * The assistants' cache keys, under the orders' scope: a change to an order (an assistant
 * assigned) or a live event about the orders refreshes the pickers with everything else.
 */
const assistantKeys = {
  /** The organization's assistants an order may be given to, as the picker searches them. */
  list: (organizationId: string, query: Partial<MemberListQuery>) =>
    ['orders', organizationId, 'assistants', query] as const,
  /** One assistant the picker shows as chosen before a search has found it. */
  one: (organizationId: string, memberId: string) =>
    ['orders', organizationId, 'assistant', memberId] as const,
};

/** How many matches the picker offers at once; typing more narrows them. */
export const ASSISTANT_PICKER_LIMIT = 20;

/** Only these may be given an order: assistants whose membership is in force. */
const assistantQuery = (search: string): Partial<MemberListQuery> => ({
  role: 'ASSISTANT',
  status: 'ACCEPTED',
  sort: 'lastName',
  limit: ASSISTANT_PICKER_LIMIT,
  ...(search.trim() ? { search: search.trim() } : {}),
});

export function fetchAssistants(organizationId: string, search: string, signal?: AbortSignal) {
  return callEndpoint(memberEndpoints.listMembers, {
    params: { organizationId },
    query: assistantQuery(search),
    signal,
  });
}

export const assistantsQueryOptions = (organizationId: string, search: string) =>
  queryOptions({
    queryKey: assistantKeys.list(organizationId, assistantQuery(search)),
    queryFn: ({ signal }) => fetchAssistants(organizationId, search, signal),
  });

/**
 * The organization's ACCEPTED assistants matching `search`, the previous matches kept meanwhile;
 * none asked for until `enabled`.
 */
export const useAssistants = (organizationId: string, search: string, enabled = true) =>
  useQuery({
    ...assistantsQueryOptions(organizationId, search),
    placeholderData: (previous) => previous,
    enabled,
  });

/**
 * One member by id, for a picker whose value came from the address before any search found
 * it (a shared link filtered by an assistant). Not loaded without an id.
 */
export const useAssistant = (organizationId: string, memberId: string | undefined) =>
  useQuery({
    queryKey: assistantKeys.one(organizationId, memberId ?? ''),
    queryFn: ({ signal }) =>
      callEndpoint(memberEndpoints.getMember, {
        params: { organizationId, memberId: memberId ?? '' },
        signal,
      }),
    enabled: Boolean(memberId),
  });
