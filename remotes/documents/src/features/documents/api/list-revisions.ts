import { documentEndpoints } from '@care/contracts/document';
import { callEndpoint } from '@care/platform';
import { queryOptions, useQuery } from '@care/platform/query';
import { documentKeys } from './document-keys';

export function fetchRevisions(organizationId: string, documentId: string, signal?: AbortSignal) {
  return callEndpoint(documentEndpoints.listDocumentRevisions, {
    params: { organizationId, documentId },
    signal,
  });
}

/** Every revision of the document this revision belongs to, newest first. */
export const revisionsQueryOptions = (organizationId: string, documentId: string) =>
  queryOptions({
    queryKey: documentKeys.revisions(organizationId, documentId),
    queryFn: ({ signal }) => fetchRevisions(organizationId, documentId, signal),
  });

export const useRevisions = (organizationId: string, documentId: string) =>
  useQuery(revisionsQueryOptions(organizationId, documentId));
