import type { Database } from './database';

/**
 * The driver's client a database (or a transaction) sends its statements through: the pool or
 * PGlite instance for a database, the connection a transaction holds for a transaction. Read
 * off Drizzle's session; a driver without one falls back to the database object itself.
 */
function clientOf(db: Database): object {
  const session = db._.session as unknown as { client?: unknown };
  return typeof session.client === 'object' && session.client !== null ? session.client : db;
}

/**
 * A query run on many requests, prepared once per client it runs through: Drizzle builds its SQL
 * once instead of on every request, and node-postgres parses each named statement once per
 * connection (PGlite ignores the name). `build` runs on first use with each client.
 *
 * A prepared query is bound to the client it was built on, so one built for a transaction runs
 * on that transaction's connection. A pool lends its connections one transaction at a time, so
 * the query built for a connection serves every later transaction on it (a few builds per pool,
 * not one per request); a PGlite transaction is a new client each time and builds its own.
 */
export function preparedQuery<Query>(build: (db: Database) => Query): (db: Database) => Query {
  const byClient = new WeakMap<object, Query>();
  return (db) => {
    const client = clientOf(db);
    let query = byClient.get(client);
    if (!query) {
      query = build(db);
      byClient.set(client, query);
    }
    return query;
  };
}
