import {
  defaultOrderSort,
  type OrderFilterQuery,
  orderSortFields,
  orderStatusSchema,
  orderTypeSchema,
  orderAttentionFilterSchema,
} from '@care/contracts/order';
import { daySchema, uuidSchema } from '@care/contracts/primitives';
import { defineListState, type ListQuery } from '@care/platform/list-state';

/**
 * The orders list in the URL: newest first, narrowed by a status tab, a type, an assistant
 * asked to take it, the days it was created on (whole days, both ends included) and whether it
 * needs attention, and searched by number or beneficiary.
 */
export const orderList = defineListState({
  sortFields: orderSortFields,
  filters: {
    status: orderStatusSchema,
    type: orderTypeSchema,
    assistantId: uuidSchema,
    createdFrom: daySchema,
    createdTo: daySchema,
    /** `attention=true`: only the orders that need attention now. */
    attention: orderAttentionFilterSchema,
  },
  defaults: { sort: defaultOrderSort },
});

type OrderListQueryOfState = ListQuery<(typeof orderSortFields)[number], typeof orderList.filters>;

/** What the export takes: the list's query without its page and page size. */
export function exportQueryOf({
  page: _page,
  limit: _limit,
  ...filter
}: OrderListQueryOfState): Partial<OrderFilterQuery> {
  return filter;
}
