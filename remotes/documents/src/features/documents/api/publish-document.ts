import { documentEndpoints } from '@care/contracts/document';
import { callEndpoint } from '@care/platform';
import { onRevision, type RevisionRef } from './revision-ref';
import { useDocumentMutation } from './use-document-mutation';

export const publishDocument = (organizationId: string, revision: RevisionRef) =>
  callEndpoint(documentEndpoints.publishDocument, onRevision(organizationId, revision));

/** Publishes a draft; the API unpublishes the revision published before it. */
export const usePublishDocument = (organizationId: string) =>
  useDocumentMutation(organizationId, (revision: RevisionRef) =>
    publishDocument(organizationId, revision),
  );
