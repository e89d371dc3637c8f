import { registerResources } from '@care/i18n';
import en from './en.json';
import pl from './pl.json';

export const ORDERS_NAMESPACE = 'orders';

/** Adds this remote's strings (namespace `orders`) to the page's one i18next instance. */
export function registerOrdersResources() {
  registerResources(ORDERS_NAMESPACE, { pl, en });
}
