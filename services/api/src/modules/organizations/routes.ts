import type { Handlers } from '../../http/endpoint-routes';
import { parseIfMatch, versionEtag } from '../../http/etag';
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
    updateAdminOrganization: async ({ caller, params, body, request, reply }) => {
      const organization = await organizations.rename(
        caller.account,
        params.organizationId,
        body,
        parseIfMatch(request.headers['if-match']),
      );
      reply.header('etag', versionEtag(organization.version));
      return organization;
    },
    deleteAdminOrganization: async ({ caller, params, request }) =>
      organizations.remove(
        caller.account,
        params.organizationId,
        parseIfMatch(request.headers['if-match']),
      ),
  } satisfies Partial<Handlers>;
}
