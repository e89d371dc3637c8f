import { useAccountBundle } from '@care/platform';

/**
 * The signed-in operator's own membership in the organization (from the account bundle the
 * shell loaded): who "myself" is, and whether they may manage operators.
 */
export function useCurrentOperator(organizationId: string) {
  return useAccountBundle().data?.permissions.operator[organizationId];
}
