import { registerResources } from '@care/i18n';
import { ORDERS_NAMESPACE } from '../../../i18n/register';
import en from './en.json';
import pl from './pl.json';

/**
 * Adds the schedule's strings to the remote's `orders` namespace (under `schedule.`). They load
 * with the schedule's own chunk, not with the orders list.
 */
export function registerScheduleResources() {
  registerResources(ORDERS_NAMESPACE, { pl, en });
}
