import { ifMatch } from '@care/platform';

/** An order as the page read it: an action on it is refused (412) if it changed since. */
export interface OrderRef {
  id: string;
  version: number;
}

/** The order's path and the version the action is based on, as an entity tag. */
export const onOrder = (organizationId: string, { id, version }: OrderRef) => ({
  params: { organizationId, orderId: id },
  headers: ifMatch(version),
});
