import type { Handlers } from '../../http/endpoint-routes';
import type { ModuleDeps } from '../deps';
import { createOrganizationService } from './service';

export function organizationHandlers({ db }: ModuleDeps) {
  const organizations = createOrganizationService(db);
  return {
    getOrganization: async ({ caller }) => organizations.get(caller.operator.organizationId),
    listAdminOrganizations: async ({ query }) => organizations.list(query.page, query.limit),
    createAdminOrganization: async ({ caller, body }) => organizations.create(caller.account, body),
  } satisfies Partial<Handlers>;
}
