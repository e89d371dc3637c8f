import type { Handlers } from '../../http/endpoint-routes';
import type { ModuleDeps } from '../deps';
import { createAssistantCandidateService } from './service';

export function assistantCandidateHandlers(deps: ModuleDeps) {
  const candidates = createAssistantCandidateService(deps);
  return {
    listAssistantCandidates: async ({ caller, params, query }) =>
      candidates.list(caller, params.orderId, query),
  } satisfies Partial<Handlers>;
}
