import type { PolicyVersions } from '@care/contracts';
import type { Auth } from 'firebase-admin/auth';
import { defaultPolicyVersions } from '../config';
import type { Database } from '../db/database';
import { databaseFileStore } from '../storage/database-file-store';
import type { FileStore } from '../storage/file-store';
import { seedDemoAccounts } from './accounts';
import { seedDocuments } from './documents';
import { seedClaims, seedIdentities } from './identities';
import { seedMembers } from './members';
import { seedOnCall } from './on-call';
import { seedEscalations, seedOrders } from './orders';
import { seedOrganizations } from './organizations';
import { seedOutpostLogos, seedOutposts } from './outposts';
import { seedTags } from './tags';

export { firebaseAuth } from '../auth/identity';
export { demoAccounts, demoOrganizations, demoPassword } from './demo-accounts';

/**
 * Seeds the demo accounts into the Auth emulator and the demo data into the database, together,
 * so every demo account can sign in at once. Idempotent: a second run changes nothing. Each
 * domain seeds its own part; parts that come later (documents) add theirs here. The
 * orders part also writes the notifications its orders' histories sent.
 */
export async function seedDemo({
  db,
  auth,
  files = databaseFileStore(db),
  now = new Date(),
  policyVersions = defaultPolicyVersions,
}: {
  db: Database;
  auth: Auth;
  /** Where the API keeps uploaded files (the demo logos); the database by default. */
  files?: FileStore;
  /** The instant every relative date of the demo is counted from; the present by default. */
  now?: Date;
  /**
   * The versions the API asks accounts to accept: the demo accounts have accepted them, so
   * their sign-in goes straight to their pages.
   */
  policyVersions?: PolicyVersions;
}) {
  if (!process.env.FIREBASE_AUTH_EMULATOR_HOST) {
    throw new Error(
      'The demo seed writes users with a known password; it only runs against the Auth emulator (set FIREBASE_AUTH_EMULATOR_HOST).',
    );
  }
  const uids = await seedIdentities(auth);
  await seedOutpostLogos(files);
  const seeded = await db.transaction(async (tx) => {
    const { accountIds, personIds } = await seedDemoAccounts({ tx, uids, now, policyVersions });
    const organizationIds = await seedOrganizations({ tx, now });
    const context = { tx, uids, accountIds, organizationIds, now };
    const tags = await seedTags(context);
    // Before the members, whose beneficiaries each have one as their home outpost.
    await seedOutposts(context);
    await seedMembers(context, personIds, tags);
    await seedOnCall(context);
    await seedOrders(context);
    await seedEscalations(context);
    await seedDocuments(context);
    return { accountIds, organizationIds };
  });
  await seedClaims(auth, uids, seeded.accountIds);
  return { uids, ...seeded };
}
