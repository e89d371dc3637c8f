import { orderTypeSchema, type OrderType } from '@care/contracts/order';
import { uuidSchema } from '@care/contracts/primitives';
import { useLocation, useNavigate } from '@care/platform/router';
import { useCallback, useMemo } from 'react';
import { parseWeek } from './week';

/** What the schedule shows, as the address holds it: a shared link opens the same week. */
export interface ScheduleState {
  /** The Monday of the week asked for; none: the current week. */
  week: string | undefined;
  assistantId: string | undefined;
  type: OrderType | undefined;
  /** Only the orders of the beneficiaries this outpost looks after. */
  outpostId: string | undefined;
}

/** A hand-edited value that makes no sense is left out, as if it were not there. */
function readScheduleState(params: URLSearchParams): ScheduleState {
  const assistantId = uuidSchema.safeParse(params.get('assistantId'));
  const type = orderTypeSchema.safeParse(params.get('type'));
  const outpostId = uuidSchema.safeParse(params.get('outpostId'));
  return {
    week: parseWeek(params.get('week')),
    assistantId: assistantId.success ? assistantId.data : undefined,
    type: type.success ? type.data : undefined,
    outpostId: outpostId.success ? outpostId.data : undefined,
  };
}

/** The schedule's week and filters from the URL, and a way to change them there. */
export function useScheduleState() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const state = useMemo(() => readScheduleState(new URLSearchParams(search)), [search]);

  const change = useCallback(
    (patch: Partial<ScheduleState>) => {
      const params = new URLSearchParams(search);
      for (const [key, value] of Object.entries(patch)) {
        if (value) params.set(key, value);
        else params.delete(key);
      }
      const next = params.toString();
      navigate({ search: next ? `?${next}` : '' });
    },
    [search, navigate],
  );

  return { state, change };
}
