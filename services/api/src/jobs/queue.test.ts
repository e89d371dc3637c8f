import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  databaseKinds,
  openTestDatabase,
  sharedTestDatabase,
  type SharedTestDatabase,
} from '../../test/support/database';
import {
  createEffectsTable,
  effects,
  eventually,
  insideTransactionSignal,
  sleep,
  startTestQueue,
  storedJob,
  storedJobCount,
  writeEffectsJob,
} from '../../test/support/jobs';
import { startQueueApi } from '../../test/support/queue-api';
import type { DatabaseHandle } from '../db/database';
import { defineJob } from './definition';
import { skipRepeatedSettling } from './queue';

const apiRoot = path.join(__dirname, '..', '..');
const workerProcess = path.join(apiRoot, 'test', 'support', 'job-worker-process.ts');
const problemType = /^application\/problem\+json/;

/** Resolves once the process printed `line`; rejects if it exits first. */
function untilPrinted(child: ChildProcess, line: string): Promise<void> {
  let output = '';
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(line)) resolve();
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code, signal) =>
      reject(new Error(`worker process ended (${code ?? signal}) before "${line}":\n${output}`)),
    );
  });
}

/** A statement of pg-boss's held back by the test until `release()`; `answered` is its result. */
interface HeldStatement {
  release(): void;
  answered: Promise<unknown>;
}

/**
 * `database` for a queue whose completions of `jobName`'s jobs reach the database only once the
 * test releases them, in the order they were sent. pg-boss runs its SQL through the handle's own
 * client (pg-boss-db.ts), so holding that client's `query` holds pg-boss's statements and nothing
 * of the handlers' (they use `db`).
 */
function holdingCompletions(
  database: DatabaseHandle,
  jobName: string,
  held: HeldStatement[],
): DatabaseHandle {
  const completion = /state = 'completed'/;
  const hold = <C extends object>(client: C): C =>
    new Proxy(client, {
      get(target, property) {
        const value: unknown = Reflect.get(target, property, target);
        if (typeof value !== 'function') return value;
        if (property !== 'query') return value.bind(target);
        const query = value as (text: unknown, values?: unknown[]) => Promise<unknown>;
        return (text: unknown, values?: unknown[]) => {
          if (typeof text !== 'string' || !completion.test(text) || values?.[0] !== jobName)
            return query.call(target, text, values);
          let release = () => {};
          const released = new Promise<void>((resolve) => {
            release = resolve;
          });
          const answered = released.then(() => query.call(target, text, values));
          held.push({ release, answered });
          return answered;
        };
      },
    });
  // Two alike branches: each keeps the handle's kind paired with its own client's type.
  return database.kind === 'postgres'
    ? { ...database, client: hold(database.client) }
    : { ...database, client: hold(database.client) };
}

describe.each(databaseKinds)('job queue on %s', (kind) => {
  describe('on one database handle', () => {
    let database: DatabaseHandle;
    beforeAll(async () => {
      database = await openTestDatabase(kind);
    });
    afterAll(() => database.close());

    it('retries a failing job after growing waits until it succeeds', async () => {
      const attempts: number[] = [];
      const flaky = defineJob({
        name: 'test-flaky',
        payload: z.object({ failures: z.number().int() }),
        retry: { limit: 3, delaySeconds: 1, backoff: true },
        async handler({ failures }, { job }) {
          attempts.push(Date.now());
          if (job.attempt <= failures) throw new Error(`failure ${job.attempt}`);
        },
      });
      const queue = await startTestQueue(database, [flaky]);
      try {
        const id = await queue.enqueue(flaky, { failures: 2 });
        const done = await eventually('the third attempt to succeed', async () => {
          const stored = await storedJob(database.db, id);
          return stored?.state === 'completed' && stored;
        });
        expect(done.retryCount).toBe(2);
        expect(attempts).toHaveLength(3);
        // Backoff: retry n waits delay·2^(n−1) to twice that, so at least 1 s, then at least 2 s.
        const [first = 0, second = 0, third = 0] = attempts;
        expect(second - first).toBeGreaterThanOrEqual(1000);
        expect(third - second).toBeGreaterThanOrEqual(2000);
      } finally {
        await queue.stop();
      }
    });

    it("gives a job up after its kind's retry limit", async () => {
      let runs = 0;
      const hopeless = defineJob({
        name: 'test-hopeless',
        payload: z.object({}),
        retry: { limit: 2, delaySeconds: 0, backoff: false },
        async handler() {
          runs += 1;
          throw new Error('never works');
        },
      });
      const queue = await startTestQueue(database, [hopeless]);
      try {
        const id = await queue.enqueue(hopeless, {});
        await eventually(
          'the job to fail for good',
          async () => (await storedJob(database.db, id))?.state === 'failed',
        );
        await sleep(1000);
        expect(runs).toBe(3);
        expect(await storedJob(database.db, id)).toMatchObject({ state: 'failed', retryCount: 2 });
      } finally {
        await queue.stop();
      }
    });

    it("fails a job for good though a retry due at once ran before pg-boss's completion of the attempt before", async () => {
      // pg-boss completes each job after its handler returns, without waiting for it, and the
      // worker fetches its next job at once: a retry due at once can be running when that
      // statement lands. Here every such statement is held until the next attempt has started
      // (so the retry was fetched and is active), which makes that rare order certain. pg-boss
      // hands the statement to the client before its worker fetches again, so it is always held
      // by the time the retry starts.
      const held: HeldStatement[] = [];
      let attempts = 0;
      const retriedAtOnce = defineJob({
        name: 'test-retried-at-once',
        payload: z.object({}),
        retry: { limit: 2, delaySeconds: 0, backoff: false },
        async handler() {
          attempts += 1;
          const previousCompletion = held.shift();
          if (previousCompletion) {
            previousCompletion.release();
            await previousCompletion.answered;
          }
          throw new Error('never works');
        },
      });
      const queue = await startTestQueue(holdingCompletions(database, retriedAtOnce.name, held), [
        retriedAtOnce,
      ]);
      try {
        const id = await queue.enqueue(retriedAtOnce, {});
        const ended = await eventually(
          'the job to end',
          async () => {
            const stored = await storedJob(database.db, id);
            return (stored?.state === 'failed' || stored?.state === 'completed') && stored;
          },
          10_000,
        );
        expect(ended).toEqual({ state: 'failed', retryCount: 2 });
        expect(attempts).toBe(3);
      } finally {
        for (const statement of held.splice(0)) statement.release();
        await queue.stop();
      }
    });

    it('runs a job enqueued in a transaction once it commits, and never when it rolls back', async () => {
      const ran: string[] = [];
      const noted = defineJob({
        name: 'test-noted',
        payload: z.object({ label: z.string() }),
        async handler({ label }) {
          ran.push(label);
        },
      });
      const queue = await startTestQueue(database, [noted]);
      try {
        await expect(
          database.db.transaction(async (tx) => {
            await queue.enqueue(noted, { label: 'rolled back' }, { tx });
            throw new Error('the write failed');
          }),
        ).rejects.toThrow('the write failed');

        await database.db.transaction(async (tx) => {
          await queue.enqueue(noted, { label: 'committed' }, { tx });
          await sleep(1200); // workers poll twice meanwhile
          expect(ran).toEqual([]);
        });
        await eventually('the committed job to run', async () => ran.includes('committed'));
        await sleep(700);
        expect(ran).toEqual(['committed']);
        expect(await storedJobCount(database.db, noted.name)).toBe(1);
      } finally {
        await queue.stop();
      }
    });

    it("runs as many jobs of a kind at once as the kind's concurrency", async () => {
      let running = 0;
      let most = 0;
      const parallel = defineJob({
        name: 'test-parallel',
        payload: z.object({}),
        concurrency: 3,
        async handler() {
          running += 1;
          most = Math.max(most, running);
          await eventually('three jobs running together', async () => most === 3, 5_000);
          running -= 1;
        },
      });
      const queue = await startTestQueue(database, [parallel]);
      try {
        const ids = await Promise.all([1, 2, 3].map(() => queue.enqueue(parallel, {})));
        for (const id of ids)
          await eventually(
            'every job to complete',
            async () => (await storedJob(database.db, id))?.state === 'completed',
          );
        expect(most).toBe(3);
      } finally {
        await queue.stop();
      }
    });

    it('runs a singleton kind one job at a time, however many workers it has', async () => {
      let running = 0;
      let most = 0;
      const lonely = defineJob({
        name: 'test-singleton',
        payload: z.object({}),
        concurrency: 3,
        singleton: true,
        async handler() {
          running += 1;
          most = Math.max(most, running);
          await sleep(300);
          running -= 1;
        },
      });
      const queue = await startTestQueue(database, [lonely]);
      try {
        const ids = await Promise.all([1, 2, 3].map(() => queue.enqueue(lonely, {})));
        for (const id of ids)
          await eventually(
            'every job to complete',
            async () => (await storedJob(database.db, id))?.state === 'completed',
          );
        expect(most).toBe(1);
      } finally {
        await queue.stop();
      }
    });

    it("undoes a run's writes when its job was finished meanwhile by another worker", async () => {
      await createEffectsTable(database.db);
      const job = writeEffectsJob({ writer: 'late' });
      let finishedElsewhere = false;
      const late = defineJob({
        ...job,
        name: 'test-late',
        async handler(payload, context) {
          // What a second worker does when this run outlived its expiry: it completes the job.
          await database.db.execute(
            sql`update pgboss.job set state = 'completed', completed_on = now() where id = ${context.job.id}`,
          );
          finishedElsewhere = true;
          await job.handler(payload, context);
        },
      });
      const queue = await startTestQueue(database, [late]);
      try {
        const id = await queue.enqueue(late, { rows: 2 });
        await eventually('the run to end', async () => finishedElsewhere);
        await sleep(700);
        expect((await effects(database.db)).filter((row) => row.jobId === id)).toEqual([]);
        expect(await storedJob(database.db, id)).toMatchObject({
          state: 'completed',
          retryCount: 0,
        });
      } finally {
        await queue.stop();
      }
    });

    it('keeps the process alive when the database goes away as a job ends', async () => {
      // pg-boss marks a job done without awaiting it; a rejection nobody handles ends Node.
      const unhandled: unknown[] = [];
      const onUnhandled = (reason: unknown) => unhandled.push(reason);
      process.on('unhandledRejection', onUnhandled);
      const doomed = await openTestDatabase(kind);
      let closed = false;
      const lastJob = defineJob({
        name: 'test-last-job',
        payload: z.object({}),
        async handler() {
          await doomed.close();
          closed = true;
        },
      });
      const queue = await startTestQueue(doomed, [lastJob]);
      try {
        await queue.enqueue(lastJob, {});
        await eventually('the database to close', async () => closed);
        await sleep(500);
        expect(unhandled).toEqual([]);
        expect(await queue.readiness()).toMatchObject({ ready: false });
      } finally {
        await queue.stop();
        process.off('unhandledRejection', onUnhandled);
      }
    });

    it('refuses a payload its schema rejects, and a job kind it does not run', async () => {
      const greeting = defineJob({
        name: 'test-greeting',
        payload: z.object({ email: z.email() }),
        async handler() {},
      });
      const stranger = defineJob({
        name: 'test-stranger',
        payload: z.object({}),
        async handler() {},
      });
      const queue = await startTestQueue(database, [greeting], { work: false });
      try {
        await expect(queue.enqueue(greeting, { email: 'not an address' })).rejects.toThrow('email');
        await expect(queue.enqueue(stranger, {})).rejects.toThrow('not in this queue');
        expect(await storedJobCount(database.db, greeting.name)).toBe(0);
      } finally {
        await queue.stop();
      }
    });

    it('reports the queue on /ready, and 503 once it cannot reach its tables or stopped', async () => {
      const api = await startQueueApi(database, []);
      try {
        const running = await api.app.inject({ url: '/ready' });
        expect(running.statusCode).toBe(200);
        expect(running.json()).toEqual({ status: 'ready', queue: 'running' });

        await database.db.execute(sql`alter schema pgboss rename to pgboss_away`);
        const lost = await api.app.inject({ url: '/ready' });
        await database.db.execute(sql`alter schema pgboss_away rename to pgboss`);
        expect(lost.statusCode).toBe(503);
        expect(lost.headers['content-type']).toMatch(problemType);
        expect(lost.json()).toMatchObject({ detail: 'The job queue cannot reach its tables.' });

        await api.queue.stop();
        const stopped = await api.app.inject({ url: '/ready' });
        expect(stopped.statusCode).toBe(503);
        expect(stopped.json()).toMatchObject({ status: 503, detail: 'The job queue is stopped.' });
      } finally {
        await api.close();
      }
    });
  });

  describe('across restarts and instances', () => {
    let shared: SharedTestDatabase;
    const handles: DatabaseHandle[] = [];
    const open = async () => {
      const handle = await shared.open();
      handles.push(handle);
      return handle;
    };
    beforeEach(async () => {
      shared = await sharedTestDatabase(kind);
    });
    afterEach(async () => {
      for (const handle of handles.splice(0)) await handle.close().catch(() => undefined);
      await shared.dispose();
    });

    it('keeps a pending job across a restart: a new instance on the same database runs it', async () => {
      const ran: string[] = [];
      const later = defineJob({
        name: 'test-later',
        payload: z.object({}),
        async handler(_payload, { job }) {
          ran.push(job.id);
        },
      });
      let handle = await open();
      const before = await startTestQueue(handle, [later]);
      const id = await before.enqueue(later, {}, { startAfter: new Date(Date.now() + 1500) });
      await before.stop();
      await handle.close();
      expect(ran).toEqual([]);

      handle = await open();
      const after = await startTestQueue(handle, [later]);
      try {
        await eventually('the job to run after the restart', async () => ran.includes(id));
        expect(ran).toEqual([id]);
      } finally {
        await after.stop();
      }
    });

    it('retries a job whose worker process was killed midway, and nothing of that run stays', async () => {
      let handle = await open();
      await createEffectsTable(handle.db);
      const job = writeEffectsJob({ writer: 'survivor' });
      const enqueuer = await startTestQueue(handle, [job], { work: false });
      const id = await enqueuer.enqueue(job, { rows: 3 });
      await enqueuer.stop();
      // PGlite is one process's database: the worker process opens the directory alone.
      if (kind === 'pglite') await handle.close();

      const worker = spawn(
        process.execPath,
        ['--import', 'tsx', workerProcess, kind, shared.location],
        {
          cwd: apiRoot,
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      try {
        await untilPrinted(worker, insideTransactionSignal);
      } finally {
        worker.kill('SIGKILL');
      }
      await new Promise((resolve) => worker.once('exit', resolve));

      if (kind === 'pglite') handle = await open();
      expect(await effects(handle.db)).toEqual([]);
      expect(await storedJob(handle.db, id)).toMatchObject({ state: 'active', retryCount: 0 });

      const queue = await startTestQueue(handle, [job]);
      try {
        await eventually(
          'the retried job to complete',
          async () => (await storedJob(handle.db, id))?.state === 'completed',
        );
        expect(await effects(handle.db)).toEqual(
          [1, 2, 3].map((step) => ({ jobId: id, attempt: 2, step, writer: 'survivor' })),
        );
      } finally {
        await queue.stop();
      }
    });

    // On PostgreSQL the two instances have pools of their own, as two API processes do; on PGlite
    // (one process's database) they share its one connection.
    const twoInstances = async () => {
      const first = await open();
      return [first, kind === 'postgres' ? await open() : first] as const;
    };

    it('runs each job exactly once across two API instances', async () => {
      const [first, second] = await twoInstances();
      await createEffectsTable(first.db);
      const slow = () => sleep(50);
      const jobOfA = writeEffectsJob({ writer: 'a', beforeCommit: slow });
      const a = await startQueueApi(first, [jobOfA]);
      const b = await startQueueApi(second, [writeEffectsJob({ writer: 'b', beforeCommit: slow })]);
      try {
        const ids: string[] = [];
        for (let n = 0; n < 20; n += 1) ids.push(await a.queue.enqueue(jobOfA, { rows: 1 }));
        await eventually(
          'all twenty jobs to run',
          async () => (await effects(first.db)).length >= ids.length,
        );
        await sleep(700);
        const rows = await effects(first.db);
        expect(rows).toHaveLength(ids.length);
        expect(new Set(rows.map((row) => row.jobId))).toEqual(new Set(ids));
        expect(rows.every((row) => row.attempt === 1)).toBe(true);
        expect(new Set(rows.map((row) => row.writer))).toEqual(new Set(['a', 'b']));
        expect((await a.app.inject({ url: '/ready' })).json()).toEqual({
          status: 'ready',
          queue: 'running',
        });
        expect((await b.app.inject({ url: '/ready' })).statusCode).toBe(200);
      } finally {
        await a.close();
        await b.close();
      }
    });

    it('fires a periodic job once per period across two API instances', async () => {
      const [first, second] = await twoInstances();
      const runs: number[] = [];
      const tick = defineJob({
        name: 'test-tick',
        payload: z.object({}),
        schedule: { cron: '* * * * *', timeZone: 'Europe/Warsaw', payload: {} },
        async handler() {
          runs.push(Date.now());
        },
      });
      const windowStart = Date.now();
      const a = await startQueueApi(first, [tick]);
      const b = await startQueueApi(second, [tick]);
      try {
        await eventually('the first tick', async () => runs.length > 0);
        await sleep(2500); // both instances look at the schedule every second meanwhile
      } finally {
        await a.close();
        await b.close();
      }
      const minute = (ms: number) => Math.floor(ms / 60_000);
      const periods = minute(Date.now()) - minute(windowStart) + 1;
      expect(runs.length).toBeGreaterThanOrEqual(1);
      expect(runs.length).toBeLessThanOrEqual(periods);

      // A definition that lost its schedule takes it out of the database at the next start.
      const unscheduled = defineJob({
        name: 'test-tick',
        payload: z.object({}),
        async handler() {},
      });
      const queue = await startTestQueue(first, [unscheduled], { work: false });
      await queue.stop();
      const schedules = (await first.db.execute(
        sql`select name from pgboss.schedule`,
      )) as unknown as { rows: unknown[] };
      expect(schedules.rows).toEqual([]);
    });
  });
});

describe("pg-boss's own settling of a job the worker settled", () => {
  // pg-boss completes a job after its handler returns, unawaited. Sent, that statement completed
  // a retry the worker had fetched meanwhile (a retry due at once), so a failing attempt counted
  // as done; the workers settle every job themselves, so it must never reach the database.
  const completeStatement = 'update job set state = completed where id in $2 and state = active';
  const recording = () => {
    const sent: unknown[][] = [];
    const db = {
      executeSql: async (_text: string, values?: unknown[]) => {
        sent.push(values ?? []);
        return { rows: [{ count: '1' }] };
      },
    };
    return { sent, db };
  };

  it('is answered as settling nothing, and not sent', async () => {
    const { sent, db } = recording();
    const settled = new Set(['job-1']);
    const wrapped = skipRepeatedSettling(db, settled);
    expect(await wrapped.executeSql(completeStatement, ['imports', ['job-1'], null])).toEqual({
      rows: [{ count: '0' }],
    });
    expect(sent).toEqual([]);
    // Once only: a later statement for that id (its retry, settled by pg-boss on expiry) is sent.
    await wrapped.executeSql(completeStatement, ['imports', ['job-1'], null]);
    expect(sent).toHaveLength(1);
  });

  it('sends every other statement, those naming jobs nobody settled among them', async () => {
    const { sent, db } = recording();
    const wrapped = skipRepeatedSettling(db, new Set(['job-1']));
    await wrapped.executeSql(completeStatement, ['imports', ['job-1', 'job-2'], null]);
    await wrapped.executeSql('select fetch', ['imports', 5]);
    expect(sent).toEqual([
      ['imports', ['job-1', 'job-2'], null],
      ['imports', 5],
    ]);
  });
});
