import { onCallShifts } from '../db/schema';
import type { SeedContext } from './context';
import { seedId } from './ids';

const hour = 3_600_000;

/**
 * Hospicjum Demo's rota: its two operators take twelve-hour turns, starting on the hour, so the
 * dashboard names one of them on call now; the one who ended an hour ago shows the rota's past.
 * Its settings stay at the defaults; Hospicjum Południe keeps an empty rota (every operator).
 */
export async function seedOnCall(context: SeedContext) {
  const onTheHour = Math.floor(context.now.getTime() / hour) * hour;
  const turn = (key: string, member: 'operator' | 'operator2', startHours: number) => ({
    id: seedId(`on-call:demo:${key}`),
    organizationId: context.organizationIds.demo,
    memberId: seedId(`member:demo:demo:${member}`),
    startsAt: new Date(onTheHour + startHours * hour),
    endsAt: new Date(onTheHour + (startHours + 12) * hour),
    createdAt: new Date(onTheHour - 48 * hour),
  });
  await context.tx
    .insert(onCallShifts)
    .values([
      turn('previous', 'operator', -13),
      turn('current', 'operator2', -1),
      turn('next', 'operator', 11),
    ])
    .onConflictDoNothing();
}
