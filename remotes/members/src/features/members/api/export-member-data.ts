import { dataExportEndpoints, dataExportFileName } from '@care/contracts/data-export';
import type { MemberDetails } from '@care/contracts/member';
import { callEndpoint } from '@care/platform';
import { useMutation } from '@care/platform/query';

/**
 * Downloads everything the organization holds about the member as the API's ZIP, under the
 * name the API gives it (the person's name and today).
 */
export function useExportMemberData(organizationId: string) {
  return useMutation({
    mutationFn: async (member: Pick<MemberDetails, 'id' | 'firstName' | 'lastName'>) => {
      // Loaded with the first download: the member page opens without it.
      const [archive, { saveFile }] = await Promise.all([
        callEndpoint(dataExportEndpoints.exportMemberData, {
          params: { organizationId, memberId: member.id },
        }),
        import('@care/platform/upload'),
      ]);
      saveFile(archive, dataExportFileName(member, new Date().toISOString().slice(0, 10)));
    },
  });
}
