import type { Database } from './database';

/**
 * A query every authenticated request runs, prepared once per database: Drizzle builds its SQL
 * once instead of on every request, and node-postgres parses each named statement once per
 * connection (PGlite ignores the name). `build` runs on first use with each database.
 */
export function preparedQuery<Query>(build: (db: Database) => Query): (db: Database) => Query {
  const byDatabase = new WeakMap<Database, Query>();
  return (db) => {
    let query = byDatabase.get(db);
    if (!query) {
      query = build(db);
      byDatabase.set(db, query);
    }
    return query;
  };
}
