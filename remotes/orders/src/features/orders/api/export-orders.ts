import { orderEndpoints, type OrderFilterQuery } from '@care/contracts/order';
import { callEndpoint } from '@care/platform';
import { useMutation } from '@care/platform/query';

/** The list's orders as the API writes them to CSV (formula-safe, UTF-8 with a BOM). */
export function exportOrders(organizationId: string, query: Partial<OrderFilterQuery>) {
  return callEndpoint(orderEndpoints.exportOrders, { params: { organizationId }, query });
}

/** Downloads the orders the list shows now (its tab, sort, search and filters; every page). */
export function useExportOrders(organizationId: string) {
  return useMutation({
    mutationFn: async ({
      query,
      fileName,
    }: {
      query: Partial<OrderFilterQuery>;
      fileName: string;
    }) => {
      // Loaded with the first export: the list opens without it.
      const [csv, { saveTextFile }] = await Promise.all([
        exportOrders(organizationId, query),
        import('@care/platform/upload'),
      ]);
      saveTextFile(csv, fileName);
    },
  });
}
