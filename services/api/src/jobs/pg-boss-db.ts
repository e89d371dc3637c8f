// pg-boss runs its SQL through a `db` object with one method, `executeSql(text, values)`, that
// answers `{ rows }`. These are the API's: pg-boss shares the API's connections instead of
// opening its own, which is what lets it run on PGlite (one connection inside the process) and
// lets a job be inserted by a domain transaction.
import { type SQL, sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Database, DatabaseHandle } from '../db/database';
import { fromDatabase } from '../db/errors';

type Rows = { rows: Record<string, unknown>[] };

/** pg-boss on the handle's own connections (the pg pool, or the PGlite instance). */
export function bossDatabase(handle: DatabaseHandle): PgBoss.Db {
  if (handle.kind === 'postgres') {
    const pool = handle.client;
    return {
      executeSql: (text, values) =>
        pool.query(text, values).catch((error: unknown) => {
          throw fromDatabase(error);
        }),
    };
  }
  const client = handle.client;
  return {
    async executeSql(text, values) {
      if (values?.length) return client.query(text, values);
      // Without values pg-boss sends its schema, migrations and maintenance as several statements
      // in one string (BEGIN; …; COMMIT), which only the simple protocol, `exec`, accepts. PGlite's
      // transaction() keeps every other caller out until the string is done and rolls back what
      // failed halfway, so an aborted transaction never stays open on the only connection. (The
      // nested BEGIN and the extra COMMIT are harmless warnings.)
      const results = await client.transaction((tx) => tx.exec(text));
      return results.at(-1) ?? { rows: [] };
    },
  };
}

/**
 * pg-boss's `$1 … $n` statement as Drizzle SQL with bound parameters, so it can run on a Drizzle
 * transaction of either driver. `sql.param` keeps an array one parameter (a uuid[]), where a
 * plain interpolation would spread it into a list.
 */
export function boundSql(text: string, values: readonly unknown[] = []): SQL {
  const statement = sql.empty();
  let done = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    statement.append(sql.raw(text.slice(done, match.index)));
    statement.append(sql`${sql.param(values[Number(match[1]) - 1] ?? null)}`);
    done = match.index + match[0].length;
  }
  return statement.append(sql.raw(text.slice(done)));
}

/** pg-boss inside a domain transaction: what it writes commits or rolls back with the rest. */
export function transactionDatabase(tx: Database): PgBoss.Db {
  return {
    async executeSql(text, values) {
      const result = (await tx.execute(boundSql(text, values))) as unknown as Rows;
      return { rows: result.rows };
    },
  };
}
