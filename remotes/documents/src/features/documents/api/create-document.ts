import { documentEndpoints, type DocumentWrite } from '@care/contracts/document';
import { callEndpoint } from '@care/platform';
import { useDocumentMutation } from './use-document-mutation';

export function createDocument(organizationId: string, body: DocumentWrite) {
  return callEndpoint(documentEndpoints.createDocument, { params: { organizationId }, body });
}

/** A new document: its revision 1, as a draft. */
export const useCreateDocument = (organizationId: string) =>
  useDocumentMutation(organizationId, (body: DocumentWrite) =>
    createDocument(organizationId, body),
  );
