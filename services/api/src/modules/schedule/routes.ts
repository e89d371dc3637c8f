import type { Handlers } from '../../http/endpoint-routes';
import type { ModuleDeps } from '../deps';
import { createScheduleService } from './service';

export function scheduleHandlers(deps: ModuleDeps) {
  const schedule = createScheduleService(deps);
  return {
    getSchedule: async ({ caller, query }) => schedule.get(caller, query),
  } satisfies Partial<Handlers>;
}
