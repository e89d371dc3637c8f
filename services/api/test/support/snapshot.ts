import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/database';
import { flushAccessLog } from '../../src/modules/access-log/record';

/** Each table's row count and a hash of its rows, by `schema.table`. */
export type DatabaseSnapshot = Record<string, string>;

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * A cheap picture of the whole database in one statement: per table, its row count and the md5
 * of its rows' JSON in a stable order. Two equal snapshots mean nothing was written (an update
 * that changes a value, an insert, a delete), which is what a refused request must leave.
 */
export async function snapshotter(db: Database): Promise<() => Promise<DatabaseSnapshot>> {
  // Both drivers answer `{ rows }`; the shared Drizzle type does not say so.
  const tables = (await db.execute(sql`
    select table_schema as schema, table_name as name from information_schema.tables
    where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
    order by 1, 2`)) as unknown as { rows: { schema: string; name: string }[] };
  const columns = tables.rows.map(({ schema, name }) => {
    const table = `${quoted(schema)}.${quoted(name)}`;
    const rows = `(select count(*) || ':' || coalesce(md5(string_agg(row_to_json(t)::text, ',' order by row_to_json(t)::text)), '') from ${table} t)`;
    return `${rows} as ${quoted(`${schema}.${name}`)}`;
  });
  const statement = sql.raw(`select ${columns.join(', ')}`);
  return async () => {
    // The reads the API has noted are written first: each picture holds what the requests
    // before it did, and nothing a later one did, whenever the buffer's own timer would fire.
    await flushAccessLog(db);
    const result = (await db.execute(statement)) as unknown as { rows: DatabaseSnapshot[] };
    const [row] = result.rows;
    if (!row) throw new Error('the snapshot query answered no row');
    return { ...row };
  };
}

/** The tables whose rows differ between two snapshots. */
export function changedTables(before: DatabaseSnapshot, after: DatabaseSnapshot): string[] {
  return Object.keys({ ...before, ...after }).filter((table) => before[table] !== after[table]);
}
