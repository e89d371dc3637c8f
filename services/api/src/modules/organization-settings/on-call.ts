import type { MemberStatus } from '@care/contracts';

/** An entry of the rota as the rule needs it: whose, and the time it covers. */
export interface RotaEntry {
  memberId: string;
  from: Date;
  to: Date;
}

/** An operator of the organization, with what tells whether it still takes orders. */
export interface RotaOperator {
  memberId: string;
  status: MemberStatus;
  /** The membership's end; past it the operator is gone (INACTIVE) whatever the stored status. */
  endDate: Date | null;
}

/** An ACCEPTED operator whose membership has not ended by `now`. */
export function isActiveOperator(operator: RotaOperator, now: Date): boolean {
  return operator.status === 'ACCEPTED' && (operator.endDate === null || operator.endDate > now);
}

/** An entry covers the moments from its start (included) up to its end (not included). */
export const covers = (entry: RotaEntry, now: Date) =>
  entry.from.getTime() <= now.getTime() && now.getTime() < entry.to.getTime();

/**
 * The active operators whose rota entry covers `now`, each once however many of its entries
 * overlap, in the order `operators` lists them. Empty when nobody is scheduled (or only people
 * who have left since).
 */
export function scheduledOperators<O extends RotaOperator>(
  rota: readonly RotaEntry[],
  operators: readonly O[],
  now: Date,
): O[] {
  const scheduled = new Set(rota.filter((entry) => covers(entry, now)).map((e) => e.memberId));
  return operators.filter(
    (operator) => scheduled.has(operator.memberId) && isActiveOperator(operator, now),
  );
}

/**
 * Who is on call at `now`: the scheduled active operators; when there are none (an empty rota,
 * a gap between entries, or only operators who have left) every active operator, so that an
 * order is never left with nobody to tell.
 */
export function onCallOperators<O extends RotaOperator>(
  rota: readonly RotaEntry[],
  operators: readonly O[],
  now: Date,
): O[] {
  const scheduled = scheduledOperators(rota, operators, now);
  return scheduled.length > 0
    ? scheduled
    : operators.filter((operator) => isActiveOperator(operator, now));
}
