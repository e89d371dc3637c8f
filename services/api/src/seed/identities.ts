import type { Auth } from 'firebase-admin/auth';
import { type DemoAccountKey, demoAccounts, demoPassword } from './demo-accounts';

const hasCode = (error: unknown, code: string) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;

/**
 * Every demo account as an emulator user with a fixed uid, so a fresh emulator next to a kept
 * database gives the same identities. An existing user (same email) is left as it is.
 */
export async function seedIdentities(auth: Auth): Promise<Record<DemoAccountKey, string>> {
  const uids = {} as Record<DemoAccountKey, string>;
  for (const [key, account] of Object.entries(demoAccounts) as [
    DemoAccountKey,
    (typeof demoAccounts)[DemoAccountKey],
  ][]) {
    try {
      uids[key] = (await auth.getUserByEmail(account.email)).uid;
    } catch (error) {
      if (!hasCode(error, 'auth/user-not-found')) throw error;
      const user = await auth.createUser({
        uid: `demo-${key}`,
        email: account.email,
        password: demoPassword,
        emailVerified: account.emailVerified,
        displayName: `${account.firstName} ${account.lastName}`,
      });
      uids[key] = user.uid;
    }
  }
  return uids;
}

/** The internalId claim of each registered demo account; only written when it differs. */
export async function seedClaims(
  auth: Auth,
  uids: Record<DemoAccountKey, string>,
  accountIds: Partial<Record<DemoAccountKey, string>>,
) {
  for (const [key, accountId] of Object.entries(accountIds) as [DemoAccountKey, string][]) {
    const user = await auth.getUser(uids[key]);
    if (user.customClaims?.internalId !== accountId) {
      await auth.setCustomUserClaims(user.uid, { ...user.customClaims, internalId: accountId });
    }
  }
}
