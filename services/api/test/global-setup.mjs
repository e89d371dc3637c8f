// Once per run of the API suite: starts one Auth emulator, prepares a migrated PGlite data
// directory every test database starts from (restoring it is several times faster than a fresh
// initdb), and finds out whether PostgreSQL is there. Workers inherit the environment set here;
// the teardown stops the emulator by its handle and removes the temp dir.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { startAuthEmulator } from '../../../scripts/emulator.mjs';
import { freePort } from '../../../scripts/ports.mjs';

const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));
const defaultTestPostgres = 'postgres://postgres@127.0.0.1:5432/test';

async function reachable(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function migratedPgliteDump(dir) {
  // The extensions of src/db/database.ts `pgliteExtensions`, which the migrations create.
  const client = new PGlite({ extensions: { pg_trgm } });
  await migrate(drizzle({ client }), { migrationsFolder });
  const dump = await client.dumpDataDir('none');
  await client.close();
  const file = path.join(dir, 'pglite-migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  return file;
}

export default async function globalSetup() {
  const dir = mkdtempSync(path.join(tmpdir(), 'care-api-tests-'));
  globalThis.__careApiTestDir = dir;
  const postgresUrl =
    process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || defaultTestPostgres;
  const [emulator, pgliteTemplate, postgres] = await Promise.all([
    freePort().then((port) => startAuthEmulator({ port })),
    migratedPgliteDump(dir),
    process.env.TEST_DATABASE_URL === 'off' ? false : reachable(postgresUrl),
  ]);
  globalThis.__careApiAuthEmulator = emulator;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = `${emulator.host}:${emulator.port}`;
  process.env.CARE_API_TEST_PGLITE_TEMPLATE = pgliteTemplate;
  process.env.CARE_API_TEST_POSTGRES_URL = postgres ? postgresUrl : '';
}
