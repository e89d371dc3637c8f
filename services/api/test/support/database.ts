import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type DatabaseHandle, openDatabase, pgliteDatabase } from '../../src/db/database';

export type DatabaseKind = 'pglite' | 'postgres';

const migrationsFolder = path.join(__dirname, '..', '..', 'drizzle');
const postgresUrl = () => process.env.CARE_API_TEST_POSTGRES_URL ?? '';

/** In-memory PGlite always; PostgreSQL too when the global setup reached one. */
export const databaseKinds: DatabaseKind[] = postgresUrl() ? ['pglite', 'postgres'] : ['pglite'];

async function onServer(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A migrated, empty database of its own; closing a PostgreSQL one drops it, so runs never collide. */
export async function openTestDatabase(kind: DatabaseKind): Promise<DatabaseHandle> {
  if (kind === 'pglite') {
    // The global setup's migrated data directory: restoring it skips initdb and the migrations.
    const template = process.env.CARE_API_TEST_PGLITE_TEMPLATE;
    const client = template
      ? new PGlite({ loadDataDir: new Blob([readFileSync(template)]) })
      : new PGlite();
    await client.waitReady;
    const database = pgliteDatabase(client);
    await database.migrate(migrationsFolder);
    return database;
  }
  const serverUrl = postgresUrl();
  const name = `care_api_test_${process.pid}_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  await onServer(serverUrl, `create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  await database.migrate(migrationsFolder);
  return {
    ...database,
    close: async () => {
      await database.close();
      await onServer(serverUrl, `drop database if exists "${name}" with (force)`);
    },
  };
}
