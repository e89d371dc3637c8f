import { defaultOrderSort, orderSortFields } from '@care/contracts/order';
import { defineListState } from '@care/platform/list-state';

/**
 * The page of a member's orders in the member page's URL, so Back from an order returns to it:
 * newest first as the orders list, in pages of the size it starts with (the API's default).
 */
export const memberOrdersList = defineListState({
  sortFields: orderSortFields,
  defaults: { sort: defaultOrderSort },
});
