/**
 * `@care/ui/orders`: an order as every page that lists orders shows it (the orders area, a
 * member's page): its status badge and when the beneficiary would like it. An entry point of its
 * own, so the shell's first render and signed-in frame never load it.
 */
export { OrderStatusBadge } from './OrderStatusBadge';
export { preferredWhen, windowText } from './preferred-when';
