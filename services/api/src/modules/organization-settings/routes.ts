import type { Handlers } from '../../http/endpoint-routes';
import type { ModuleDeps } from '../deps';
import { createOrganizationSettingsService } from './service';

export function organizationSettingsHandlers(deps: ModuleDeps) {
  const settings = createOrganizationSettingsService(deps);
  return {
    getOrganizationSettings: async ({ caller }) => settings.get(caller),
    updateOrganizationSettings: async ({ caller, body, expectedVersion }) =>
      settings.update(caller, body, expectedVersion),
    listOnCallShifts: async ({ caller, query }) => settings.listShifts(caller, query),
    getOnCallNow: async ({ caller }) => settings.onCallNow(caller),
    createOnCallShift: async ({ caller, body }) => settings.createShift(caller, body),
    deleteOnCallShift: async ({ caller, params }) => settings.deleteShift(caller, params.shiftId),
  } satisfies Partial<Handlers>;
}
