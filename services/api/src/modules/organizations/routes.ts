import type { Handlers } from '../../http/endpoint-routes';
import type { ModuleDeps } from '../deps';
import { preferredLanguage } from '../notifications/language';
import { createOrganizationService } from './service';

export function organizationHandlers(deps: ModuleDeps) {
  const organizations = createOrganizationService(deps);
  return {
    getOrganization: async ({ caller }) => organizations.get(caller.operator.organizationId),
    listAdminOrganizations: async ({ query }) => organizations.list(query),
    createAdminOrganization: async ({ caller, body, request }) =>
      organizations.create(
        caller.account,
        body,
        preferredLanguage(request.headers['accept-language']),
      ),
    updateAdminOrganization: async ({ caller, params, body, expectedVersion }) =>
      organizations.rename(caller.account, params.organizationId, body, expectedVersion),
    deleteAdminOrganization: async ({ caller, params, expectedVersion }) =>
      organizations.remove(caller.account, params.organizationId, expectedVersion),
  } satisfies Partial<Handlers>;
}
