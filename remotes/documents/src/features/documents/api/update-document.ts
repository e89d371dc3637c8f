import { documentEndpoints, type DocumentWrite } from '@care/contracts/document';
import { callEndpoint } from '@care/platform';
import { onRevision } from './revision-ref';
import { useDocumentMutation } from './use-document-mutation';

export interface UpdateDocumentInput {
  documentId: string;
  /** The version the edit started from: the API answers 412 if the draft changed since. */
  version: number;
  body: DocumentWrite;
}

export function updateDocument(
  organizationId: string,
  { documentId, version, body }: UpdateDocumentInput,
) {
  return callEndpoint(documentEndpoints.updateDocument, {
    ...onRevision(organizationId, { id: documentId, version }),
    body,
  });
}

export const useUpdateDocument = (organizationId: string) =>
  useDocumentMutation(organizationId, (input: UpdateDocumentInput) =>
    updateDocument(organizationId, input),
  );
