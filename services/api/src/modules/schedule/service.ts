import {
  type Schedule,
  type ScheduleQuery,
  scheduleLimits,
  scheduledOrderStatuses,
} from '@care/contracts';
import type { OperatorCaller } from '../../auth/caller';
import { problems } from '../../domain/errors';
import type { ModuleDeps } from '../deps';
import { formatOrderNumber } from '../orders/numbering';
import { findSettings } from '../organization-settings/queries';
import { findOutpost } from '../outposts/queries';
import { isAssistantOf, scheduledOrders } from './queries';

type ScheduledStatus = (typeof scheduledOrderStatuses)[number];

export function createScheduleService({ db }: Pick<ModuleDeps, 'db'>) {
  return {
    async get(caller: OperatorCaller, query: ScheduleQuery): Promise<Schedule> {
      const { organizationId } = caller.operator;
      // The days are the organization's own, wherever the server runs.
      const settings = await findSettings(db, organizationId);
      if (!settings) throw problems.notFound();
      const { timeZone } = settings;
      // An assistant of another organization is no filter of this one's: the same 404 as its ids.
      if (query.assistantId && !(await isAssistantOf(db, organizationId, query.assistantId)))
        throw problems.notFound();
      // So is another organization's outpost.
      if (query.outpostId && !(await findOutpost(db, organizationId, query.outpostId)))
        throw problems.notFound();
      // One row past the limit tells whether the range held more.
      const rows = await scheduledOrders(
        db,
        { organizationId, timeZone, ...query },
        scheduleLimits.items + 1,
      );
      return {
        from: query.from,
        to: query.to,
        timeZone,
        truncated: rows.length > scheduleLimits.items,
        items: rows.slice(0, scheduleLimits.items).map((row) => ({
          orderId: row.id,
          number: formatOrderNumber(row.numberYear, row.numberSequence),
          type: row.type,
          status: row.status as ScheduledStatus,
          preferredDate: (row.preferredDate as Date).toISOString(),
          date: row.day,
          window:
            row.preferredFrom && row.preferredTo
              ? { from: row.preferredFrom, to: row.preferredTo }
              : null,
          beneficiary: row.beneficiary,
          city: row.city,
          outpost:
            row.outpostId === null || row.outpostName === null
              ? null
              : { id: row.outpostId, name: row.outpostName },
          assistants: row.assistants,
        })),
      };
    },
  };
}
