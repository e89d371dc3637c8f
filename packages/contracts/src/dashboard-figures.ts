import type { MemberStatus, Role } from './enums';
import type { MemberFilterQuery } from './member';
import type { OrderFilterQuery, OrderStatus } from './order';
import type { OrderAttentionReason } from './order-attention';

/*
 * What each figure of the dashboard counts, written once as the list query that shows the same
 * records: the dashboard links every figure to its list with this query, and the API's tests
 * check every figure against that list's total. A figure that cannot be said as a list query
 * does not belong on the dashboard. Types only, so a page that links does not load zod for it.
 */

type MemberFigureQuery = Partial<Omit<MemberFilterQuery, 'sort'>>;
type OrderFigureQuery = Partial<Omit<OrderFilterQuery, 'sort'>>;

/** Where "new since yesterday" starts: yesterday's first instant, and that day. */
export interface FiguresSince {
  /** The start of yesterday in the deployment's time zone, with its offset. */
  from: string;
  /** Yesterday, `YYYY-MM-DD`, in the same zone: the orders list's day filter reads it so. */
  day: string;
}

export const dashboardFigureQueries = {
  /** Members of a role, whatever their status: the members list narrowed to the role. */
  membersByRole: (role: Role): MemberFigureQuery => ({ role }),
  /** Members of a status as of now (an ended membership is INACTIVE). */
  membersByStatus: (status: MemberStatus): MemberFigureQuery => ({ status }),
  /** Invitations nobody has answered yet: the PENDING members. */
  invitationsPending: (): MemberFigureQuery => ({ status: 'PENDING' }),
  /** Members added (invited or created) since the start of yesterday. */
  membersSince: (since: FiguresSince): MemberFigureQuery => ({ createdFrom: since.from }),
  /** Orders of a status, as the orders list's tab shows them. */
  ordersByStatus: (status: OrderStatus): OrderFigureQuery => ({ status }),
  /** The orders that need attention now, for any reason. */
  ordersAttention: (): OrderFigureQuery => ({ attention: 'true' }),
  /** The orders that need attention now for one reason (an order may have several). */
  ordersAttentionFor: (reason: OrderAttentionReason): OrderFigureQuery => ({ attention: reason }),
  /** Orders placed since the start of yesterday (yesterday counted whole, today so far). */
  ordersSince: (since: FiguresSince): OrderFigureQuery => ({ createdFrom: since.day }),
} as const;

export type DashboardFigureQueries = typeof dashboardFigureQueries;
