import type { Handlers } from '../../http/endpoint-routes';
import type { ModuleDeps } from '../deps';
import { createStatsService } from './service';

export function statsHandlers(deps: ModuleDeps) {
  const stats = createStatsService(deps);
  return {
    getOrganizationStats: async ({ caller }) => stats.get(caller),
  } satisfies Partial<Handlers>;
}
