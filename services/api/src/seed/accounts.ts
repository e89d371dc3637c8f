import type { FormOfAddress, PolicyVersions } from '@care/contracts';
import { and, eq } from 'drizzle-orm';
import { accounts, persons } from '../db/schema';
import { type SeedContext, daysAgo } from './context';
import { type DemoAccountKey, demoAccounts, demoFormOfAddress } from './demo-accounts';
import { seedId } from './ids';

export interface SeedAccount {
  key: string;
  firebaseUid: string;
  email: string;
  firstName: string;
  lastName: string;
  isAdmin?: boolean;
  formOfAddress?: FormOfAddress;
  createdAt: Date;
  /** The versions it has accepted, at its creation; none for an account that never did. */
  acceptedPolicies?: PolicyVersions;
}

/** An account with its own person; an existing account (same email) keeps its data and id. */
export async function seedAccount(
  { tx }: Pick<SeedContext, 'tx'>,
  account: SeedAccount,
): Promise<{ accountId: string; personId: string }> {
  await tx
    .insert(accounts)
    .values({
      id: seedId(`account:${account.key}`),
      firebaseUid: account.firebaseUid,
      email: account.email,
      firstName: account.firstName,
      lastName: account.lastName,
      isPolicyAccepted: true,
      formOfAddress: account.formOfAddress ?? null,
      acceptedPrivacyVersion: account.acceptedPolicies?.privacy ?? null,
      acceptedTermsVersion: account.acceptedPolicies?.terms ?? null,
      policiesAcceptedAt: account.acceptedPolicies ? account.createdAt : null,
      isAdmin: account.isAdmin ?? false,
      createdAt: account.createdAt,
      updatedAt: account.createdAt,
    })
    .onConflictDoNothing();
  const [stored] = await tx.select().from(accounts).where(eq(accounts.email, account.email));
  if (!stored) throw new Error(`Seeding account ${account.email} failed`);
  if (stored.firebaseUid !== account.firebaseUid) {
    // The identity was recreated under another uid; follow it, as registration would.
    await tx
      .update(accounts)
      .set({ firebaseUid: account.firebaseUid })
      .where(eq(accounts.id, stored.id));
  }
  const { acceptedPolicies } = account;
  if (
    acceptedPolicies &&
    (stored.acceptedPrivacyVersion !== acceptedPolicies.privacy ||
      stored.acceptedTermsVersion !== acceptedPolicies.terms)
  ) {
    // A demo database from before a new version: the demo still signs in straight to its pages.
    await tx
      .update(accounts)
      .set({
        acceptedPrivacyVersion: acceptedPolicies.privacy,
        acceptedTermsVersion: acceptedPolicies.terms,
        policiesAcceptedAt: stored.createdAt,
      })
      .where(eq(accounts.id, stored.id));
  }
  await tx
    .insert(persons)
    .values({
      id: seedId(`person:${account.key}`),
      accountId: stored.id,
      firstName: stored.firstName,
      lastName: stored.lastName,
      isOwn: true,
      createdAt: account.createdAt,
    })
    .onConflictDoNothing();
  const [own] = await tx
    .select()
    .from(persons)
    .where(and(eq(persons.accountId, stored.id), eq(persons.isOwn, true)));
  if (!own) throw new Error(`Seeding the person of ${account.email} failed`);
  return { accountId: stored.id, personId: own.id };
}

/** The registered demo accounts (admin flag included); unregistered ones exist only as identities. */
export async function seedDemoAccounts(
  context: Pick<SeedContext, 'tx' | 'uids' | 'now'> & { policyVersions: PolicyVersions },
) {
  const accountIds: Partial<Record<DemoAccountKey, string>> = {};
  const personIds: Partial<Record<DemoAccountKey, string>> = {};
  for (const [key, account] of Object.entries(demoAccounts) as [
    DemoAccountKey,
    (typeof demoAccounts)[DemoAccountKey],
  ][]) {
    if (!account.registered) continue;
    const seeded = await seedAccount(context, {
      key: `demo:${key}`,
      firebaseUid: context.uids[key],
      email: account.email,
      firstName: account.firstName,
      lastName: account.lastName,
      isAdmin: account.isAdmin,
      // Set on each demo profile, so history lines about the demo staff agree with them.
      formOfAddress: demoFormOfAddress(account.firstName),
      createdAt: daysAgo(context.now, 120),
      acceptedPolicies: context.policyVersions,
    });
    accountIds[key] = seeded.accountId;
    personIds[key] = seeded.personId;
  }
  return { accountIds, personIds };
}
