import { organizationSettingsEndpoints } from '@care/contracts/organization-settings';
import { callEndpoint } from '@care/platform';
import { queryOptions, useQuery } from '@care/platform/query';
import { settingsKeys } from './settings-keys';

export function fetchSettings(organizationId: string, signal?: AbortSignal) {
  return callEndpoint(organizationSettingsEndpoints.getOrganizationSettings, {
    params: { organizationId },
    signal,
  });
}

/** The settings with their version, which a save sends back as If-Match. */
export const settingsQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: settingsKeys.settings(organizationId),
    queryFn: ({ signal }) => fetchSettings(organizationId, signal),
  });

export const useSettings = (organizationId: string) =>
  useQuery(settingsQueryOptions(organizationId));
