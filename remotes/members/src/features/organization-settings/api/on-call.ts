import { memberEndpoints } from '@care/contracts/member';
import {
  type OnCallShiftCreate,
  organizationSettingsEndpoints,
} from '@care/contracts/organization-settings';
import { callEndpoint, queryKeys } from '@care/platform';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@care/platform/query';
import { settingsKeys } from './settings-keys';

/** The rota's page size: a week of two turns a day fits on one page. */
export const rotaPageSize = 20;

export function fetchRota(organizationId: string, page: number, signal?: AbortSignal) {
  return callEndpoint(organizationSettingsEndpoints.listOnCallShifts, {
    params: { organizationId },
    query: { page, limit: rotaPageSize },
    signal,
  });
}

export const rotaQueryOptions = (organizationId: string, page: number) =>
  queryOptions({
    queryKey: settingsKeys.rotaPage(organizationId, page),
    queryFn: ({ signal }) => fetchRota(organizationId, page, signal),
    placeholderData: keepPreviousData,
  });

export const useRota = (organizationId: string, page: number) =>
  useQuery(rotaQueryOptions(organizationId, page));

/** The active operators a rota entry may name (an organization has a handful, never 100). */
export function fetchOperators(organizationId: string, signal?: AbortSignal) {
  return callEndpoint(memberEndpoints.listMembers, {
    params: { organizationId },
    query: { role: 'OPERATOR', status: 'ACCEPTED', sort: 'lastName', page: 1, limit: 100 },
    signal,
  });
}

export const useOperators = (organizationId: string) =>
  useQuery({
    queryKey: settingsKeys.operators(organizationId),
    queryFn: ({ signal }) => fetchOperators(organizationId, signal),
    select: (page) => page.items,
  });

/** Who is on call shows on the dashboard as well, under the key the two apps share. */
const invalidateRota = (queryClient: ReturnType<typeof useQueryClient>, organizationId: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: settingsKeys.rota(organizationId) }),
    queryClient.invalidateQueries({ queryKey: queryKeys.onCallNow(organizationId) }),
  ]);

export function useAddShift(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OnCallShiftCreate) =>
      callEndpoint(organizationSettingsEndpoints.createOnCallShift, {
        params: { organizationId },
        body,
      }),
    onSettled: () => invalidateRota(queryClient, organizationId),
  });
}

export function useRemoveShift(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (shiftId: string) =>
      callEndpoint(organizationSettingsEndpoints.deleteOnCallShift, {
        params: { organizationId, shiftId },
      }),
    onSettled: () => invalidateRota(queryClient, organizationId),
  });
}
