import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { fromDatabase } from './errors';
import * as schema from './schema';

export type Schema = typeof schema;
/** One Drizzle type for both drivers: services never know which one runs. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

interface DatabaseHandleBase {
  db: Database;
  /** Applies the committed drizzle-kit migrations that are not applied yet. */
  migrate(migrationsFolder: string): Promise<void>;
  /** Resolves when the database answers `select 1`. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The driver's own client is there for libraries that speak plain SQL (the job queue); domain
 * code uses `db`.
 */
export type DatabaseHandle = DatabaseHandleBase &
  ({ kind: 'pglite'; client: PGlite } | { kind: 'postgres'; client: pg.Pool });

export interface PostgresOptions {
  databaseUrl: string;
  /** A connection the server ended: a restart, or the idle-in-transaction timeout. */
  onIdleError?: (error: Error) => void;
  /** How long a session may sit in an open transaction without a statement (ms). */
  idleInTransactionTimeoutMs?: number;
  /** Connections the pool keeps at most; node-postgres's 10 when unset. */
  poolSize?: number;
}

/**
 * A transaction that waits this long between statements has lost its request (a hung call, a
 * bug): the server ends it, so the row locks it holds (the year's order counter, an edited
 * member) never stop everyone else for longer. No request of ours comes near it.
 */
const defaultIdleInTransactionTimeoutMs = 60_000;

export type DatabaseOptions =
  | PostgresOptions
  /** A PGlite data directory, or `memory` for a throwaway in-memory database (tests). */
  | { pgliteDir: string };

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return 'databaseUrl' in options ? openPostgres(options) : openPglite(options.pgliteDir);
}

/**
 * The extensions the migrations create, which PGlite must load when it opens (PostgreSQL ships
 * them as contrib): pg_trgm backs the member search.
 */
export const pgliteExtensions = { pg_trgm };

async function openPglite(dir: string): Promise<DatabaseHandle> {
  const inMemory = dir === 'memory';
  if (!inMemory) mkdirSync(dir, { recursive: true });
  const options = { extensions: pgliteExtensions };
  const client = inMemory ? new PGlite(options) : new PGlite(dir, options);
  await client.waitReady;
  return pgliteDatabase(client);
}

/** A handle over a PGlite instance the caller created (tests restore one from a migrated dump). */
export function pgliteDatabase(client: PGlite): DatabaseHandle {
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    client,
    migrate: (migrationsFolder) => migratePglite(db, { migrationsFolder }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}

type ConnectCallback = (
  error: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: unknown) => void,
) => void;

/**
 * pg's pool, its failures to connect marked as the database's (`fromDatabase`): a transaction
 * takes its connection straight from the pool, outside Drizzle's wrapping of failed queries, and
 * pool.query connects through here too.
 */
class DatabasePool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
    if (callback)
      return super.connect((error, client, done) =>
        callback(error && fromDatabase(error), client, done),
      );
    return super.connect().catch((error: unknown) => {
      throw fromDatabase(error);
    });
  }
}

async function openPostgres({
  databaseUrl,
  onIdleError,
  idleInTransactionTimeoutMs = defaultIdleInTransactionTimeoutMs,
  poolSize,
}: PostgresOptions): Promise<DatabaseHandle> {
  const pool = new DatabasePool({
    connectionString: databaseUrl,
    connectionTimeoutMillis: 5_000,
    ...(poolSize ? { max: poolSize } : {}),
    idle_in_transaction_session_timeout: idleInTransactionTimeoutMs,
    // A server that vanished without closing its sockets (a host gone, a dropped route) is noticed.
    keepAlive: true,
  });
  // A restarted server drops idle connections; without a listener that would end the process.
  pool.on('error', (error) => onIdleError?.(error));
  // The pool listens on idle connections only. One ended while a transaction holds it (between
  // two statements) would emit an error nobody hears, which ends the process; its next statement
  // fails instead, and the request is answered 503.
  pool.on('connect', (client) => client.on('error', (error) => onIdleError?.(error)));
  const db = drizzlePg({ client: pool, schema });
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    client: pool,
    migrate: (migrationsFolder) => migratePg(db, { migrationsFolder }),
    ping: async () => {
      await pool.query('select 1').catch((error: unknown) => {
        throw fromDatabase(error);
      });
    },
    close: () => pool.end(),
  };
}
