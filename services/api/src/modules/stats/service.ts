import {
  type MemberStatus,
  memberStatuses,
  type OrderStatus,
  type OrganizationStats,
  orderStatuses,
  type Role,
  roles,
  statsDays,
} from '@care/contracts';
import type { OperatorCaller } from '../../auth/caller';
import type { ModuleDeps } from '../deps';
import { attentionLimits, countAttention } from '../orders/attention';
import { formatOrderNumber } from '../orders/numbering';
import { calendarDay, daysEndingWith, startOfDayIn } from '../../domain/calendar';
import {
  countsCreatedSince,
  memberCounts,
  orderCountsByStatus,
  orderCountsPerDay,
  ordersWaitingLongest,
} from './queries';

const zeros = <Key extends string>(keys: readonly Key[]) =>
  Object.fromEntries(keys.map((key) => [key, 0])) as Record<Key, number>;

export function createStatsService({
  db,
  timeZone,
  clock,
}: Pick<ModuleDeps, 'db' | 'timeZone' | 'clock'>) {
  return {
    async get(caller: OperatorCaller): Promise<OrganizationStats> {
      const { organizationId } = caller.operator;
      const now = clock();
      const days = daysEndingWith(calendarDay(now, timeZone), statsDays);
      const yesterday = days.at(-2) as string;
      const sinceFrom = startOfDayIn(yesterday, timeZone);
      const [memberRows, statusRows, dayRows, waiting, attention, since] = await Promise.all([
        memberCounts(db, organizationId),
        orderCountsByStatus(db, organizationId),
        orderCountsPerDay(db, organizationId, days[0] as string, timeZone),
        ordersWaitingLongest(db, organizationId),
        attentionLimits(db, organizationId).then((limits) =>
          countAttention(db, organizationId, limits, now),
        ),
        countsCreatedSince(db, organizationId, sinceFrom),
      ]);

      const byRole = zeros<Role>(roles);
      const byStatus = zeros<MemberStatus>(memberStatuses);
      for (const row of memberRows) {
        // Every membership of a role, whatever its status, as the members list narrowed to the
        // role counts it: the role counts and the status counts add up to the same total.
        byStatus[row.status] += row.count;
        byRole[row.role] += row.count;
      }
      const ordersByStatus = zeros<OrderStatus>(orderStatuses);
      for (const row of statusRows) ordersByStatus[row.status] = row.count;
      const perDay = new Map(dayRows.map((row) => [row.day, row.count]));

      return {
        sinceYesterday: { from: sinceFrom.toISOString(), day: yesterday, ...since },
        members: { byRole, byStatus },
        invitations: { pending: byStatus.PENDING },
        orders: {
          byStatus: ordersByStatus,
          attention,
          perDay: days.map((date) => ({ date, count: perDay.get(date) ?? 0 })),
          waitingLongest: waiting.map((order) => ({
            id: order.id,
            number: formatOrderNumber(order.numberYear, order.numberSequence),
            createdAt: order.createdAt.toISOString(),
            beneficiary: { firstName: order.firstName, lastName: order.lastName },
          })),
        },
      };
    },
  };
}
