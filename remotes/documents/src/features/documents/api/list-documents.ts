import { documentEndpoints, type DocumentListQuery } from '@care/contracts/document';
import { callEndpoint } from '@care/platform';
import { queryOptions, useQuery } from '@care/platform/query';
import { documentKeys } from './document-keys';

type ListQuery = Partial<DocumentListQuery>;

export function fetchDocuments(organizationId: string, query: ListQuery, signal?: AbortSignal) {
  return callEndpoint(documentEndpoints.listDocuments, {
    params: { organizationId },
    query,
    signal,
  });
}

/** One page of documents (the latest revision of each). */
export const documentsQueryOptions = (organizationId: string, query: ListQuery) =>
  queryOptions({
    queryKey: documentKeys.list(organizationId, query),
    queryFn: ({ signal }) => fetchDocuments(organizationId, query, signal),
  });

/** The page in view stays, dimmed, while the next one loads (react-query's keepPreviousData). */
export const useDocuments = (organizationId: string, query: ListQuery) =>
  useQuery({
    ...documentsQueryOptions(organizationId, query),
    placeholderData: (previous) => previous,
  });
