import { type OrganizationCreate, organizationEndpoints } from '@care/contracts/organization';
import { callEndpoint } from '@care/platform';
import { useMutation, useQueryClient } from '@care/platform/query';
import { refreshOrganizations } from './refresh-organizations';

export function createAdminOrganization(body: OrganizationCreate) {
  return callEndpoint(organizationEndpoints.createAdminOrganization, { body });
}

export function useCreateAdminOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAdminOrganization,
    onSuccess: () => refreshOrganizations(queryClient),
  });
}
