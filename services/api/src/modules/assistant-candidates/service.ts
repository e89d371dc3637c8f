import {
  type AssistantCandidateList,
  type AssistantCandidateQuery,
  assistantCandidateLimits,
} from '@care/contracts';
import type { OperatorCaller } from '../../auth/caller';
import { problems } from '../../domain/errors';
import type { ModuleDeps } from '../deps';
import { formatOrderNumber } from '../orders/numbering';
import { findSettings } from '../organization-settings/queries';
import { toTag } from '../tags/dto';
import { assistantCandidates, findTargetOrder } from './queries';

export function createAssistantCandidateService({ db }: Pick<ModuleDeps, 'db'>) {
  return {
    async list(
      caller: OperatorCaller,
      orderId: string,
      query: AssistantCandidateQuery,
    ): Promise<AssistantCandidateList> {
      const { organizationId } = caller.operator;
      // The order's day is the organization's own, wherever the server runs.
      const settings = await findSettings(db, organizationId);
      if (!settings) throw problems.notFound();
      const order = await findTargetOrder(db, organizationId, orderId, settings.timeZone);
      if (!order) throw problems.notFound();
      // One row past the limit tells whether more matched.
      const rows = await assistantCandidates(
        db,
        { organizationId, timeZone: settings.timeZone, order, search: query.search },
        assistantCandidateLimits.items + 1,
      );
      return {
        truncated: rows.length > assistantCandidateLimits.items,
        items: rows.slice(0, assistantCandidateLimits.items).map((row) => ({
          memberId: row.memberId,
          firstName: row.firstName,
          lastName: row.lastName,
          tags: row.tags.map((tag) => ({ ...toTag(tag), id: tag.id })),
          openOrders: row.openOrders,
          sameDayOrders: row.sameDayOrders,
          overlaps: row.overlaps.map((overlap) => ({
            orderId: overlap.orderId,
            number: formatOrderNumber(overlap.numberYear, overlap.numberSequence),
          })),
        })),
      };
    },
  };
}
