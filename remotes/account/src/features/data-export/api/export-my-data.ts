import { dataExportEndpoints, dataExportFileName } from '@care/contracts/data-export';
import { accountBundleQueryOptions, callEndpoint } from '@care/platform';
import { useMutation, useQueryClient } from '@care/platform/query';

/**
 * Downloads the signed-in person's own data in every organization as the API's ZIP, named after
 * them as the account bundle (loaded by the frame before any page) has them.
 */
export function useExportMyData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      // Loaded with the first download: the settings page opens without it.
      const [archive, { info }, { saveFile }] = await Promise.all([
        callEndpoint(dataExportEndpoints.exportMyData),
        queryClient.ensureQueryData(accountBundleQueryOptions()),
        import('@care/platform/upload'),
      ]);
      saveFile(archive, dataExportFileName(info, new Date().toISOString().slice(0, 10)));
    },
  });
}
