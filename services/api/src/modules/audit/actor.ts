import type { FormOfAddress } from '@care/contracts';
import { type SQL, sql } from 'drizzle-orm';

/**
 * How whoever made a change is addressed, for the Polish lines that agree with them: the form
 * the account set on its profile, else the one on their card in the organization the change
 * belongs to (an operator's card), else null, which the panel words without a gendered verb.
 */
export function actorFormOfAddress(
  accountFormOfAddress: SQL,
  accountId: SQL,
  organizationId: SQL,
): SQL<FormOfAddress | null> {
  return sql<FormOfAddress | null>`coalesce(${accountFormOfAddress}, (
    select card.form_of_address from members card
    where card.account_id = ${accountId} and card.organization_id = ${organizationId}
      and card.form_of_address is not null
    limit 1))`;
}
