import {
  type AccountInfo,
  type Person,
  type PolicyToAccept,
  type PolicyVersions,
  policyDocuments,
} from '@care/contracts';
import type { Account } from '../../auth/caller';
import type { persons } from '../../db/schema';

type PersonRow = typeof persons.$inferSelect;

/** The version of each document the account accepted, null where it never accepted one. */
export function acceptedVersions(account: Account): Record<keyof PolicyVersions, string | null> {
  return { privacy: account.acceptedPrivacyVersion, terms: account.acceptedTermsVersion };
}

/**
 * Every document whose current version the account has not accepted: an account accepts a
 * version, not a document, so a new version asks it again.
 */
export function policiesToAccept(account: Account, current: PolicyVersions): PolicyToAccept[] {
  const accepted = acceptedVersions(account);
  return policyDocuments
    .filter((document) => accepted[document] !== current[document])
    .map((document) => ({
      document,
      version: current[document],
      acceptedVersion: accepted[document],
    }));
}

export function toAccountInfo(account: Account, current: PolicyVersions): AccountInfo {
  return {
    id: account.id,
    firstName: account.firstName,
    lastName: account.lastName,
    email: account.email,
    isPolicyAccepted: account.isPolicyAccepted,
    formOfAddress: account.formOfAddress ?? null,
    policiesToAccept: policiesToAccept(account, current),
    policyVersions: current,
    policiesAcceptedAt: account.policiesAcceptedAt?.toISOString() ?? null,
    createdAt: account.createdAt.toISOString(),
  };
}

export function toPerson({ id, firstName, lastName, isOwn }: PersonRow): Person {
  return { id, firstName, lastName, isOwn };
}
