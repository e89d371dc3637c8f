import { memberEndpoints, type MemberFilterQuery } from '@care/contracts/member';
import { callEndpoint } from '@care/platform';
import { useMutation } from '@care/platform/query';

/** The list's members as the API writes them to CSV (formula-safe, UTF-8 with a BOM). */
export function exportMembers(organizationId: string, query: Partial<MemberFilterQuery>) {
  return callEndpoint(memberEndpoints.exportMembers, { params: { organizationId }, query });
}

/** Downloads the members the list shows now (its sort, search and filters; every page). */
export function useExportMembers(organizationId: string) {
  return useMutation({
    mutationFn: async ({
      query,
      fileName,
    }: {
      query: Partial<MemberFilterQuery>;
      fileName: string;
    }) => {
      // Loaded with the first export: the list opens without it.
      const [csv, { saveTextFile }] = await Promise.all([
        exportMembers(organizationId, query),
        import('@care/platform/upload'),
      ]);
      saveTextFile(csv, fileName);
    },
  });
}
