import { documentEndpoints } from '@care/contracts/document';
import { callEndpoint } from '@care/platform';
import { onRevision, type RevisionRef } from './revision-ref';
import { useDocumentMutation } from './use-document-mutation';

export const unpublishDocument = (organizationId: string, revision: RevisionRef) =>
  callEndpoint(documentEndpoints.unpublishDocument, onRevision(organizationId, revision));

/** Withdraws the published revision; no earlier one takes its place. */
export const useUnpublishDocument = (organizationId: string) =>
  useDocumentMutation(organizationId, (revision: RevisionRef) =>
    unpublishDocument(organizationId, revision),
  );
