import { eq, sql } from 'drizzle-orm';
import type { Database } from './database';
import { accounts } from './schema';

/**
 * The lookups every authenticated request runs, as prepared queries: Drizzle builds their SQL
 * once instead of on every request, and node-postgres parses each named statement once per
 * connection (PGlite ignores the name). Built once per database, on first use.
 */
function prepareLookups(db: Database) {
  return {
    accountByFirebaseUid: db
      .select()
      .from(accounts)
      .where(eq(accounts.firebaseUid, sql.placeholder('firebaseUid')))
      .prepare('account_by_firebase_uid'),
  };
}

export type PreparedLookups = ReturnType<typeof prepareLookups>;

const lookupsByDatabase = new WeakMap<Database, PreparedLookups>();

export function preparedLookups(db: Database): PreparedLookups {
  let lookups = lookupsByDatabase.get(db);
  if (!lookups) {
    lookups = prepareLookups(db);
    lookupsByDatabase.set(db, lookups);
  }
  return lookups;
}
