import { documentEndpoints } from '@care/contracts/document';
import { callEndpoint } from '@care/platform';
import { onRevision, type RevisionRef } from './revision-ref';
import { useDocumentMutation } from './use-document-mutation';

export const republishDocument = (organizationId: string, revision: RevisionRef) =>
  callEndpoint(documentEndpoints.republishDocument, onRevision(organizationId, revision));

/**
 * Publishes a withdrawn revision again, its acceptances kept: what undoes unpublishing it.
 * `revision` is the revision as the unpublishing answered it, so a change since is a 412.
 */
export const useRepublishDocument = (organizationId: string) =>
  useDocumentMutation(organizationId, (revision: RevisionRef) =>
    republishDocument(organizationId, revision),
  );
