import { auditEndpoints, type AuditQuery } from '@care/contracts/audit';
import { callEndpoint } from '@care/platform';
import { keepPreviousData, useMutation, useQuery } from '@care/platform/query';

export const auditLogKeys = {
  all: (organizationId: string) => ['auditLog', organizationId] as const,
  page: (organizationId: string, query: Partial<AuditQuery>) =>
    [...auditLogKeys.all(organizationId), query] as const,
};

/** One page of the organization's changes, newest first; the page in view stays while the next loads. */
export const useAuditLog = (organizationId: string, query: Partial<AuditQuery>) =>
  useQuery({
    queryKey: auditLogKeys.page(organizationId, query),
    queryFn: ({ signal }) =>
      callEndpoint(auditEndpoints.listAuditEvents, { params: { organizationId }, query, signal }),
    placeholderData: keepPreviousData,
  });

/** Downloads the changes the log's filters select (every page) as the API writes them to CSV. */
export function useExportAuditLog(organizationId: string) {
  return useMutation({
    mutationFn: async ({ query, fileName }: { query: Partial<AuditQuery>; fileName: string }) => {
      const [csv, { saveTextFile }] = await Promise.all([
        callEndpoint(auditEndpoints.exportAuditEvents, { params: { organizationId }, query }),
        import('@care/platform/upload'),
      ]);
      saveTextFile(csv, fileName);
    },
  });
}
