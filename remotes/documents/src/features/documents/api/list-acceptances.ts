import { type DocumentAcceptanceQuery, documentEndpoints } from '@care/contracts/document';
import { callEndpoint } from '@care/platform';
import { queryOptions, useQuery } from '@care/platform/query';
import { documentKeys } from './document-keys';

type AcceptanceQuery = Partial<DocumentAcceptanceQuery>;

export function fetchAcceptances(
  organizationId: string,
  documentId: string,
  query: AcceptanceQuery,
  signal?: AbortSignal,
) {
  return callEndpoint(documentEndpoints.listDocumentAcceptances, {
    params: { organizationId, documentId },
    query,
    signal,
  });
}

/** One page of the organization's members and where each stands with the revision. */
export const acceptancesQueryOptions = (
  organizationId: string,
  documentId: string,
  query: AcceptanceQuery,
) =>
  queryOptions({
    queryKey: documentKeys.acceptances(organizationId, documentId, query),
    queryFn: ({ signal }) => fetchAcceptances(organizationId, documentId, query, signal),
  });

export const useAcceptances = (
  organizationId: string,
  documentId: string,
  query: AcceptanceQuery,
) =>
  useQuery({
    ...acceptancesQueryOptions(organizationId, documentId, query),
    placeholderData: (previous) => previous,
  });
