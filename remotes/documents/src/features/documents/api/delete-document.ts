import { documentEndpoints } from '@care/contracts/document';
import { callEndpoint } from '@care/platform';
import { onRevision, type RevisionRef } from './revision-ref';
import { useDocumentMutation } from './use-document-mutation';

export const deleteDocument = (organizationId: string, revision: RevisionRef) =>
  callEndpoint(documentEndpoints.deleteDocument, onRevision(organizationId, revision));

/** Deletes a draft. */
export const useDeleteDocument = (organizationId: string) =>
  useDocumentMutation(organizationId, (revision: RevisionRef) =>
    deleteDocument(organizationId, revision),
  );
