// Throwaway databases for the benchmarks, opened and migrated exactly as the API opens its own
// (openDatabase + the committed drizzle-kit migrations): in-memory PGlite, or a database of its
// own on the PostgreSQL server, dropped when closed so runs never collide.
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { type DatabaseHandle, openDatabase } from '../../services/api/src/db/database';

export type DatabaseKind = 'postgres' | 'pglite';

export const databaseLabel: Record<DatabaseKind, string> = {
  postgres: 'PostgreSQL',
  pglite: 'PGlite',
};

const migrationsFolder = fileURLToPath(new URL('../../services/api/drizzle', import.meta.url));

/** The server the PostgreSQL benchmarks create their databases on. */
export const postgresServerUrl = () =>
  process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

/** The driver under Drizzle (pg Pool or PGlite; both answer `query(text, params)`). */
interface RawClient {
  query(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

export const rawClient = (database: DatabaseHandle) =>
  (database.db as unknown as { $client: RawClient }).$client;

async function onServer(statement: string) {
  const server = await openDatabase({ databaseUrl: postgresServerUrl() });
  try {
    await rawClient(server).query(statement);
  } finally {
    await server.close();
  }
}

// A type, not an interface: DatabaseHandle is a union (PGlite or PostgreSQL) no interface extends.
export type BenchDatabase = DatabaseHandle & {
  /** Where a server-side process reaches it (PostgreSQL only). */
  url?: string;
};

/**
 * A new, empty database of the benchmark's own on the PostgreSQL server (nothing migrated): its
 * URL, and `drop()`, which removes it whoever is still connected.
 */
export async function createServerDatabase(label = 'bench') {
  const name = `care_${label}_${process.pid}_${randomUUID().replace(/-/g, '').slice(0, 8)}`;
  await onServer(`create database "${name}"`);
  const url = new URL(postgresServerUrl());
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => onServer(`drop database if exists "${name}" with (force)`),
  };
}

export async function openBenchDatabase(kind: DatabaseKind): Promise<BenchDatabase> {
  if (kind === 'pglite') {
    const database = await openDatabase({ pgliteDir: 'memory' });
    await database.migrate(migrationsFolder);
    return database;
  }
  const created = await createServerDatabase();
  const database = await openDatabase({ databaseUrl: created.url });
  await database.migrate(migrationsFolder);
  return {
    ...database,
    url: created.url,
    close: async () => {
      await database.close();
      await created.drop();
    },
  };
}

/** Inserts rows in batches through Drizzle (one multi-row INSERT per batch). */
export async function insertInBatches<Row>(
  rows: Iterable<Row>,
  insert: (batch: Row[]) => Promise<unknown>,
  batchSize = 1_000,
) {
  let batch: Row[] = [];
  for (const row of rows) {
    batch.push(row);
    if (batch.length === batchSize) {
      await insert(batch);
      batch = [];
    }
  }
  if (batch.length > 0) await insert(batch);
}

/** Fresh planner statistics, as autovacuum's analyze would leave them after a bulk load. */
export async function analyze(database: DatabaseHandle, table: string) {
  await rawClient(database).query(`analyze ${table}`);
}
