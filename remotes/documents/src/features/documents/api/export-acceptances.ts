import { type DocumentAcceptanceFilter, endpoints } from '@care/contracts';
import { callEndpoint } from '@care/platform';
import { useMutation } from '@care/platform/query';

/** The acceptances as the API writes them to CSV (formula-safe, UTF-8 with BOM). */
export function exportAcceptances(
  organizationId: string,
  documentId: string,
  query: Partial<DocumentAcceptanceFilter>,
) {
  return callEndpoint(endpoints.exportDocumentAcceptances, {
    params: { organizationId, documentId },
    query,
  });
}

const BOM = '\uFEFF';

/**
 * Saves the CSV as a file the browser downloads. Reading the answer as text drops the API's
 * byte-order mark, which spreadsheets need to read Polish letters as UTF-8: it is put back.
 */
function download(text: string, fileName: string) {
  const withBom = text.startsWith(BOM) ? text : `${BOM}${text}`;
  const url = URL.createObjectURL(new Blob([withBom], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has started the download: revoking at once can cancel it in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function useExportAcceptances(organizationId: string, documentId: string) {
  return useMutation({
    mutationFn: async ({
      query,
      fileName,
    }: {
      query: Partial<DocumentAcceptanceFilter>;
      fileName: string;
    }) => download(await exportAcceptances(organizationId, documentId, query), fileName),
  });
}
