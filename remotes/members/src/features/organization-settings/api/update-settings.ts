import {
  organizationSettingsEndpoints,
  type OrganizationSettingsUpdate,
} from '@care/contracts/organization-settings';
import { callEndpoint, ifMatch } from '@care/platform';
import { useMutation, useQueryClient } from '@care/platform/query';
import { settingsKeys } from './settings-keys';

export interface UpdateSettingsInput {
  /** The version the form started from: the API answers 412 if the settings changed since. */
  version: number;
  body: OrganizationSettingsUpdate;
}

export function updateSettings(organizationId: string, { version, body }: UpdateSettingsInput) {
  return callEndpoint(organizationSettingsEndpoints.updateOrganizationSettings, {
    params: { organizationId },
    body,
    headers: ifMatch(version),
  });
}

export function useUpdateSettings(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateSettingsInput) => updateSettings(organizationId, input),
    onSuccess: (saved) => queryClient.setQueryData(settingsKeys.settings(organizationId), saved),
    // A new retention moves who is due.
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: settingsKeys.erasureDue(organizationId) }),
  });
}
