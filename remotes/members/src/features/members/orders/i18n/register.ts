import { registerResources } from '@care/i18n';
import en from './en.json';
import pl from './pl.json';

/**
 * Adds the member page's orders section strings to the remote's `members` namespace (under
 * `orders.`). They load with the member page's own chunk, not with the list that opens first.
 */
export function registerMemberOrdersResources() {
  registerResources('members', { pl, en });
}
