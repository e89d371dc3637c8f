import { type AdminOrganization, organizationEndpoints } from '@care/contracts/organization';
import { callEndpoint, ifMatch } from '@care/platform';
import { useMutation, useQueryClient } from '@care/platform/query';
import { refreshOrganizations } from './refresh-organizations';

/** Deletes the organization as the admin saw it: a renamed one answers 412 instead of going. */
export function deleteAdminOrganization({
  id,
  version,
}: Pick<AdminOrganization, 'id' | 'version'>) {
  return callEndpoint(organizationEndpoints.deleteAdminOrganization, {
    params: { organizationId: id },
    headers: ifMatch(version),
  });
}

export function useDeleteAdminOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAdminOrganization,
    onSettled: () => refreshOrganizations(queryClient),
  });
}
