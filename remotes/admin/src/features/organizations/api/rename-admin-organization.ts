import { type AdminOrganization, organizationEndpoints } from '@care/contracts/organization';
import { callEndpoint, ifMatch } from '@care/platform';
import { useMutation, useQueryClient } from '@care/platform/query';
import { refreshOrganizations } from './refresh-organizations';

export interface RenameInput {
  organization: Pick<AdminOrganization, 'id' | 'version'>;
  name: string;
}

/** Renames the organization as the admin saw it: a newer version answers 412. */
export function renameAdminOrganization({ organization, name }: RenameInput) {
  return callEndpoint(organizationEndpoints.updateAdminOrganization, {
    params: { organizationId: organization.id },
    body: { name },
    headers: ifMatch(organization.version),
  });
}

export function useRenameAdminOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameAdminOrganization,
    // Also after a failure: a 412 or 404 means the list shows something out of date.
    onSettled: () => refreshOrganizations(queryClient),
  });
}
