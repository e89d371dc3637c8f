import { documentEndpoints } from '@care/contracts/document';
import { callEndpoint } from '@care/platform';
import { onRevision, type RevisionRef } from './revision-ref';
import { useDocumentMutation } from './use-document-mutation';

export const createVersion = (organizationId: string, revision: RevisionRef) =>
  callEndpoint(documentEndpoints.createDocumentVersion, onRevision(organizationId, revision));

/** A new draft after the latest revision, with its content. */
export const useCreateVersion = (organizationId: string) =>
  useDocumentMutation(organizationId, (revision: RevisionRef) =>
    createVersion(organizationId, revision),
  );
