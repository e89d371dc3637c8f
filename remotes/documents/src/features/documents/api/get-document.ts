import { documentEndpoints } from '@care/contracts/document';
import { callEndpoint } from '@care/platform';
import { queryOptions, useQuery } from '@care/platform/query';
import { documentKeys } from './document-keys';

export function fetchDocument(organizationId: string, documentId: string, signal?: AbortSignal) {
  return callEndpoint(documentEndpoints.getDocument, {
    params: { organizationId, documentId },
    signal,
  });
}

/** One revision with its body. */
export const documentQueryOptions = (organizationId: string, documentId: string) =>
  queryOptions({
    queryKey: documentKeys.detail(organizationId, documentId),
    queryFn: ({ signal }) => fetchDocument(organizationId, documentId, signal),
  });

export const useDocument = (organizationId: string, documentId: string) =>
  useQuery(documentQueryOptions(organizationId, documentId));
