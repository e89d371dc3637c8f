import type { AccountBundle } from '@care/contracts/account';
import { deriveAccountFlags } from '@care/contracts/account-flags';
import type { Invitation } from '@care/contracts/member';
import { routes } from '@care/platform';

/**
 * Where an accepted invitation leads, from the account's roles after it: a mobile-app user
 * (beneficiary or assistant only) to the download page; someone who had no role and now
 * operates the organization to its members; anyone else stays where they are.
 */
export function pathAfterAccept(
  invitation: Invitation,
  bundle: AccountBundle | undefined,
  hadNoRole: boolean,
): string | null {
  if (!bundle) return null;
  const flags = deriveAccountFlags(bundle.permissions);
  if (flags.isMobileAppUser) return routes.mobile();
  if (hadNoRole && invitation.role === 'OPERATOR' && flags.isOperator) {
    return routes.organization({ id: invitation.organization.id });
  }
  return null;
}
