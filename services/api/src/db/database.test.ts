// The PostgreSQL pool's behaviour when the server ends a connection the API holds: a session
// killed in the middle of a transaction (a restart, an administrator, the idle-in-transaction
// timeout) fails that transaction's next statement and leaves the process and the pool serving.
// And what counts as "the database does not answer": a server nobody answers at does, another
// service's refused socket inside a transaction does not.
import { sql } from 'drizzle-orm';
import { connect } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { isDatabaseUnavailable } from './errors';
import { openTestDatabase, databaseKinds } from '../../test/support/database';
import { bossDatabase } from '../jobs/pg-boss-db';
import { type DatabaseHandle, openDatabase } from './database';
import { freePort } from '../../test/support/ports';

const onPostgres = databaseKinds.includes('postgres') ? describe : describe.skip;

async function backendPid(db: DatabaseHandle['db']): Promise<number> {
  const result = await db.execute(sql`select pg_backend_pid() as pid`);
  return (result as unknown as { rows: { pid: number }[] }).rows[0]!.pid;
}

onPostgres('a connection the server ends while a transaction holds it', () => {
  let database: DatabaseHandle;
  const uncaught: Error[] = [];
  const record = (error: Error) => uncaught.push(error);

  beforeAll(async () => {
    database = await openTestDatabase('postgres', { idleInTransactionTimeoutMs: 300 });
    process.on('uncaughtException', record);
  });
  afterAll(async () => {
    process.off('uncaughtException', record);
    await database.close();
  });

  /** The transaction failed as "the database does not answer"; the process and pool live on. */
  async function expectFailedAndStillServing(transaction: Promise<unknown>) {
    const error = await transaction.then(
      () => null,
      (reason: unknown) => reason,
    );
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(uncaught).toEqual([]);
    await expect(database.ping()).resolves.toBeUndefined();
  }

  it('fails the transaction as "the database does not answer", and the next request is served', async () => {
    const transaction = database.db.transaction(async (tx) => {
      const pid = await backendPid(tx);
      // Another connection ends this one while the transaction waits on something else.
      await database.db.execute(sql`select pg_terminate_backend(${pid})`);
      await sleep(200);
      await tx.execute(sql`select 1`);
    });

    await expectFailedAndStillServing(transaction);
  });

  it('ends a transaction left idle past the timeout, so it holds no lock for long', async () => {
    const transaction = database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await sleep(1_000);
      await tx.execute(sql`select 1`);
    });

    await expectFailedAndStillServing(transaction);
  });
});

const failureOf = (work: Promise<unknown>) =>
  work.then(
    () => null,
    (reason: unknown) => reason,
  );

describe('a PostgreSQL server nobody answers at', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openDatabase({
      databaseUrl: `postgres://postgres@127.0.0.1:${await freePort()}/nowhere`,
    });
  });
  afterAll(() => database.close());

  it('fails queries, transactions, pings and job statements as "the database does not answer"', async () => {
    const failures = {
      query: await failureOf(database.db.execute(sql`select 1`)),
      transaction: await failureOf(database.db.transaction((tx) => tx.execute(sql`select 1`))),
      ping: await failureOf(database.ping()),
      jobs: await failureOf(bossDatabase(database).executeSql('select 1', [])),
    };
    expect(
      Object.fromEntries(
        Object.entries(failures).map(([what, error]) => [what, isDatabaseUnavailable(error)]),
      ),
    ).toEqual({ query: true, transaction: true, ping: true, jobs: true });
  });
});

describe.each(databaseKinds)('another service refused inside a transaction on %s', (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  it('is not "the database does not answer"', async () => {
    const port = await freePort();
    const error = await failureOf(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        // As the identity service or a mail server refuses: the same ECONNREFUSED as a database.
        await new Promise((resolve, reject) =>
          connect(port, '127.0.0.1').on('connect', resolve).on('error', reject),
        );
      }),
    );
    expect(error).toMatchObject({ code: 'ECONNREFUSED' });
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

onPostgres('the pool of PostgreSQL connections', () => {
  it('opens no more connections than its configured size, however many queries wait', async () => {
    const database = await openTestDatabase('postgres', { poolSize: 2 });
    try {
      const pids = await Promise.all(
        Array.from({ length: 6 }, async () => {
          const result = await database.db.execute(
            sql`select pg_backend_pid() as pid, pg_sleep(0.05)`,
          );
          return (result as unknown as { rows: { pid: number }[] }).rows[0]!.pid;
        }),
      );
      expect(new Set(pids).size).toBe(2);
    } finally {
      await database.close();
    }
  });
});
