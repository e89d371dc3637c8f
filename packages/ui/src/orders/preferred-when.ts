import type { Order } from '@care/contracts/order';
import { formatDate, formatDateTime } from '@care/i18n';

/** "09:00–11:30". */
export const windowText = ({ from, to }: { from: string; to: string }) => `${from}–${to}`;

/**
 * When the beneficiary would like it, as every place that shows the preferred date writes it:
 * the day and the hours that suit them when they gave some, else the moment they picked. Null
 * when they left it open.
 */
export function preferredWhen(order: Pick<Order, 'preferredDate' | 'preferredWindow'>) {
  const { preferredDate, preferredWindow } = order;
  if (!preferredDate) return null;
  return preferredWindow
    ? `${formatDate(preferredDate)}, ${windowText(preferredWindow)}`
    : formatDateTime(preferredDate);
}
