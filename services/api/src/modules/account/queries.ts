import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { preparedQuery } from '../../db/prepared';
import { accounts, persons } from '../../db/schema';

const accountByFirebaseUid = preparedQuery((db) =>
  db
    .select()
    .from(accounts)
    .where(eq(accounts.firebaseUid, sql.placeholder('firebaseUid')))
    .prepare('account_by_firebase_uid'),
);

/** Runs on every authenticated request but an operator's, hence prepared. */
export async function findAccountByUid(db: Database, firebaseUid: string) {
  const [account] = await accountByFirebaseUid(db).execute({ firebaseUid });
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
