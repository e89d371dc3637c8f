import { type DocumentAcceptanceFilter, documentEndpoints } from '@care/contracts/document';
import { callEndpoint } from '@care/platform';
import { useMutation } from '@care/platform/query';

/** The acceptances as the API writes them to CSV (formula-safe, UTF-8 with BOM). */
export function exportAcceptances(
  organizationId: string,
  documentId: string,
  query: Partial<DocumentAcceptanceFilter>,
) {
  return callEndpoint(documentEndpoints.exportDocumentAcceptances, {
    params: { organizationId, documentId },
    query,
  });
}

/** Downloads the acceptances the table shows now (its filter and search; every page). */
export function useExportAcceptances(organizationId: string, documentId: string) {
  return useMutation({
    mutationFn: async ({
      query,
      fileName,
    }: {
      query: Partial<DocumentAcceptanceFilter>;
      fileName: string;
    }) => {
      // Loaded with the first export: the table opens without it.
      const [csv, { saveTextFile }] = await Promise.all([
        exportAcceptances(organizationId, documentId, query),
        import('@care/platform/upload'),
      ]);
      saveTextFile(csv, fileName);
    },
  });
}
