import type { Auth } from 'firebase-admin/auth';
import type { Database } from '../db/database';
import { seedDemoAccounts } from './accounts';
import { seedClaims, seedIdentities } from './identities';
import { seedMembers } from './members';
import { seedNotifications } from './notifications';
import { seedOrganizations } from './organizations';
import { seedTags } from './tags';

export { firebaseAuth } from '../auth/identity';
export { demoAccounts, demoOrganizations, demoPassword } from './demo-accounts';

/**
 * Seeds the demo accounts into the Auth emulator and the demo data into the database, together,
 * so every demo account can sign in at once. Idempotent: a second run changes nothing. Each
 * domain seeds its own part; parts that come later (orders, documents, outposts) add theirs here.
 */
export async function seedDemo({ db, auth }: { db: Database; auth: Auth }) {
  if (!process.env.FIREBASE_AUTH_EMULATOR_HOST) {
    throw new Error(
      'The demo seed writes users with a known password; it only runs against the Auth emulator (set FIREBASE_AUTH_EMULATOR_HOST).',
    );
  }
  const uids = await seedIdentities(auth);
  const now = new Date();
  const seeded = await db.transaction(async (tx) => {
    const { accountIds, personIds } = await seedDemoAccounts({ tx, uids, now });
    const organizationIds = await seedOrganizations({ tx, now });
    const context = { tx, uids, accountIds, organizationIds, now };
    const tags = await seedTags(context);
    await seedMembers(context, personIds, tags);
    await seedNotifications(context);
    return { accountIds, organizationIds };
  });
  await seedClaims(auth, uids, seeded.accountIds);
  return { uids, ...seeded };
}
