import type { ErasedPerson, FormOfAddress } from '@care/contracts';
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

/**
 * Whether the account is the account of a member of the organization whose personal data the
 * organization erased. Every answer of the organization that names whoever acted or read (a
 * history, the audit log and its CSV, the access log, a data export) asks this of the account
 * and then names nobody: the account keeps the person's name (it is theirs, and goes with their
 * own account deletion), so naming it would tell the organization who the erased member was.
 * An account that also holds a membership not erased in the organization (a guardian with
 * another ward, a former beneficiary who came back as an operator) is answered as erased too:
 * its name beside the erased member's events would say who they were.
 */
export function erasedInOrganization(accountId: SQL, organizationId: SQL): SQL<boolean> {
  return sql<boolean>`exists (
    select 1 from members erased
    where erased.account_id = ${accountId} and erased.organization_id = ${organizationId}
      and erased.erased_at is not null)`;
}

/** The answer's actor or reader, or the erased one in its place when `erased` says so. */
export function namedUnlessErased<Named extends object>(
  named: Named | null,
  erased: boolean,
): Named | ErasedPerson | null {
  if (named === null) return null;
  return erased ? { erased: true } : named;
}
