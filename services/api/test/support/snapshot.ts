import { sql } from 'drizzle-orm';
import type { TestApi } from './api';

type Rows = { rows: Record<string, unknown>[] };

/**
 * Every row of every table of the API's own schema, as text sorted within each table: two
 * snapshots are equal exactly when nothing was written in between. (The job queue's schema is
 * left out: it is the queue's bookkeeping, not the product's data.)
 */
export async function databaseSnapshot(api: TestApi): Promise<Record<string, string[]>> {
  const tables = (await api.db.execute(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )) as unknown as Rows;
  const snapshot: Record<string, string[]> = {};
  for (const { name } of tables.rows) {
    const table = String(name);
    const rows = (await api.db.execute(
      sql`select * from ${sql.identifier(table)}`,
    )) as unknown as Rows;
    snapshot[table] = rows.rows.map((row) => JSON.stringify(row)).sort();
  }
  return snapshot;
}
