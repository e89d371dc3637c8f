import { randomUUID } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import {
  type DatabaseHandle,
  openDatabase,
  type PostgresOptions,
  pgliteDatabase,
  pgliteExtensions,
} from '../../src/db/database';

export type DatabaseKind = 'pglite' | 'postgres';

/** The committed migrations (drizzle-kit's folder). */
export const migrationsFolder = path.join(__dirname, '..', '..', 'drizzle');

/**
 * A copy of the committed migrations that ends before the one tagged `tag` (its file name without
 * `.sql`), in a temporary folder; `remove()` deletes it.
 */
export function migrationsBefore(tag: string): { folder: string; remove(): void } {
  const journalFile = path.join('meta', '_journal.json');
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, journalFile), 'utf8')) as {
    entries: { tag: string }[];
  };
  const end = journal.entries.findIndex((entry) => entry.tag === tag);
  if (end < 0) throw new Error(`no migration ${tag}`);
  const folder = mkdtempSync(path.join(tmpdir(), 'care-api-migrations-'));
  mkdirSync(path.join(folder, 'meta'));
  const kept = journal.entries.slice(0, end);
  for (const entry of kept)
    copyFileSync(
      path.join(migrationsFolder, `${entry.tag}.sql`),
      path.join(folder, `${entry.tag}.sql`),
    );
  writeFileSync(path.join(folder, journalFile), JSON.stringify({ ...journal, entries: kept }));
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}
const postgresUrl = () => process.env.CARE_API_TEST_POSTGRES_URL ?? '';

/** In-memory PGlite always; PostgreSQL too when the global setup reached one. */
export const databaseKinds: DatabaseKind[] = postgresUrl() ? ['pglite', 'postgres'] : ['pglite'];

/** One statement on its own connection: for what a pool cannot run, such as create database. */
export async function onServer(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A migrated, empty database of its own; closing a PostgreSQL one drops it, so runs never collide.
 * `migrations` names another folder to migrate with (`migrationsBefore`), to write data as an
 * older schema held it and then apply the rest.
 */
export async function openTestDatabase(
  kind: DatabaseKind,
  postgresOptions: Omit<PostgresOptions, 'databaseUrl'> = {},
  migrations = migrationsFolder,
): Promise<DatabaseHandle> {
  if (kind === 'pglite') {
    // The global setup's migrated data directory: restoring it skips initdb and the migrations.
    const template =
      migrations === migrationsFolder ? process.env.CARE_API_TEST_PGLITE_TEMPLATE : undefined;
    const client = template
      ? new PGlite({
          loadDataDir: new Blob([readFileSync(template)]),
          extensions: pgliteExtensions,
        })
      : new PGlite({ extensions: pgliteExtensions });
    await client.waitReady;
    const database = pgliteDatabase(client);
    await database.migrate(migrations);
    return database;
  }
  const serverUrl = postgresUrl();
  const name = `care_api_test_${process.pid}_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  await onServer(serverUrl, `create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  if (Object.keys(postgresOptions).length === 0) {
    const database = await openDatabase({ databaseUrl });
    await database.migrate(migrations);
    return withDrop(database);
  }
  // The migrations run through a plain pool: the test's options may be ones they would trip
  // over, such as an idle-in-transaction timeout shorter than a loaded machine's pause between
  // two statements of the migrating transaction.
  const migrator = await openDatabase({ databaseUrl });
  await migrator.migrate(migrations).finally(() => migrator.close());
  return withDrop(await openDatabase({ ...postgresOptions, databaseUrl }));

  function withDrop(database: DatabaseHandle): DatabaseHandle {
    return {
      ...database,
      close: async () => {
        await database.close();
        await onServer(serverUrl, `drop database if exists "${name}" with (force)`);
      },
    };
  }
}

/**
 * One database that handles are opened on in turn (a restart) or side by side (replicas on
 * PostgreSQL): PGlite in a directory of its own, PostgreSQL in a database of its own.
 * `location` is what another process opens it with (the directory, or the URL).
 */
export interface SharedTestDatabase {
  kind: DatabaseKind;
  location: string;
  /** A new handle; on PGlite close the previous one first (one process at a time). */
  open(): Promise<DatabaseHandle>;
  /** Drops the database or removes the directory; close every handle first. */
  dispose(): Promise<void>;
}

/** `serverUrl` names another PostgreSQL server than the suite's (a test's throwaway cluster). */
export async function sharedTestDatabase(
  kind: DatabaseKind,
  serverUrl = postgresUrl(),
): Promise<SharedTestDatabase> {
  if (kind === 'pglite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'care-api-pglite-'));
    const template = process.env.CARE_API_TEST_PGLITE_TEMPLATE;
    let created = false;
    return {
      kind,
      location: dir,
      async open() {
        const client =
          !created && template
            ? new PGlite(dir, {
                loadDataDir: new Blob([readFileSync(template)]),
                extensions: pgliteExtensions,
              })
            : new PGlite(dir, { extensions: pgliteExtensions });
        await client.waitReady;
        const database = pgliteDatabase(client);
        if (!created) await database.migrate(migrationsFolder);
        created = true;
        return database;
      },
      dispose: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const name = `care_api_test_${process.pid}_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  await onServer(serverUrl, `create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  let migrated = false;
  return {
    kind,
    location: url.toString(),
    async open() {
      const database = await openDatabase({ databaseUrl: url.toString() });
      if (!migrated) await database.migrate(migrationsFolder);
      migrated = true;
      return database;
    },
    dispose: () => onServer(serverUrl, `drop database if exists "${name}" with (force)`),
  };
}
