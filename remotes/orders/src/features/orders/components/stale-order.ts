import { problemOf } from '@care/ui/page';

/**
 * The answers that say the order moved on since the page read it: 412 (its version changed)
 * and 409 (its status no longer allows the action, e.g. another operator rejected it).
 */
export const STALE_ORDER_STATUSES: readonly number[] = [409, 412];

export const isStaleOrder = (error: unknown) => {
  const status = problemOf(error)?.status;
  return status !== undefined && STALE_ORDER_STATUSES.includes(status);
};
