import type { DocumentAcceptanceQuery, DocumentListQuery } from '@care/contracts/document';

/**
 * The documents' cache keys, owned by this feature, all under the organization's scope: a
 * change to any revision invalidates `all`, since publishing one revision changes another's
 * state, the list, the figures and the history at once.
 */
export const documentKeys = {
  all: (organizationId: string) => ['documents', organizationId] as const,
  list: (organizationId: string, query: Partial<DocumentListQuery>) =>
    ['documents', organizationId, 'list', query] as const,
  detail: (organizationId: string, documentId: string) =>
    ['documents', organizationId, 'detail', documentId] as const,
  revisions: (organizationId: string, documentId: string) =>
    ['documents', organizationId, 'revisions', documentId] as const,
  acceptances: (
    organizationId: string,
    documentId: string,
    query: Partial<DocumentAcceptanceQuery>,
  ) => ['documents', organizationId, 'acceptances', documentId, query] as const,
  history: (organizationId: string, firstRevisionId: string) =>
    ['documents', organizationId, 'history', firstRevisionId] as const,
};
