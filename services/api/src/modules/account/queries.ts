import { asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { preparedLookups } from '../../db/prepared';
import { accounts, persons } from '../../db/schema';

/** Runs on every authenticated request, hence prepared. */
export async function findAccountByUid(db: Database, firebaseUid: string) {
  const [account] = await preparedLookups(db).accountByFirebaseUid.execute({ firebaseUid });
  return account ?? null;
}

export async function findAccountByEmail(db: Database, email: string) {
  const [account] = await db.select().from(accounts).where(eq(accounts.email, email));
  return account ?? null;
}

/** The account holder first, then the wards by name. */
export function listPersons(db: Database, accountId: string) {
  return db
    .select()
    .from(persons)
    .where(eq(persons.accountId, accountId))
    .orderBy(desc(persons.isOwn), asc(persons.lastName), asc(persons.firstName));
}
