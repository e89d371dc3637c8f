// The API's background work on pg-boss: typed job kinds (definition.ts), stored in the API's own
// database, so every replica shares one queue, a job outlives the process that enqueued it, and
// a periodic job fires on one replica per period.
import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { Database, DatabaseHandle } from '../db/database';
import { type Mailer, noMailer } from '../mail/mailer';
import type { Enqueue, JobContext, JobDefinition } from './definition';
import { bossDatabase, transactionDatabase } from './pg-boss-db';

export interface JobQueueSettings {
  /** Seconds between two polls of a worker: the longest a ready job waits to be picked up. */
  pollingIntervalSeconds: number;
  /**
   * Seconds between maintenance runs (one replica per period): they find jobs that outlived
   * their expiry, whose worker died, and return them to retry.
   */
  maintenanceIntervalSeconds: number;
  /** Seconds between two looks at the periodic jobs' schedules (1–45). */
  cronMonitorIntervalSeconds: number;
  /** How long stopping waits for running handlers before failing them back to retry. */
  stopTimeoutSeconds: number;
  /** Run handlers, schedules and maintenance here; false makes a replica that only enqueues. */
  work: boolean;
}

export const defaultJobQueueSettings: JobQueueSettings = {
  pollingIntervalSeconds: 1,
  maintenanceIntervalSeconds: 30,
  cronMonitorIntervalSeconds: 30,
  stopTimeoutSeconds: 20,
  work: true,
};

export type QueueState = 'idle' | 'starting' | 'running' | 'stopping' | 'stopped' | 'failed';

export type QueueReadiness =
  { ready: true; state: 'running' } | { ready: false; state: QueueState; detail: string };

export interface JobQueue {
  /** Installs or migrates pg-boss's tables, the queues and schedules, then starts the workers. */
  start(): Promise<void>;
  /** Stops polling, waits for running handlers (up to `stopTimeoutSeconds`); once only. */
  stop(): Promise<void>;
  enqueue: Enqueue;
  /** Whether the queue runs and reaches its tables, for `/ready`. */
  readiness(): Promise<QueueReadiness>;
  readonly state: QueueState;
}

export interface JobQueueOptions {
  database: DatabaseHandle;
  /** Every job kind this API knows (registry.ts). */
  jobs: readonly JobDefinition[];
  log: Logger;
  settings?: Partial<JobQueueSettings>;
  /** What handlers send e-mail with; without one, a handler that sends fails (and is retried). */
  mailer?: Mailer;
}

/** pg-boss's tables live in a schema of their own, beside the domain's. */
const bossSchema = 'pgboss';

/** pg-boss answers `{ affected }` here, though its type declarations say void. */
type Settle = (
  name: string,
  id: string | string[],
  data: object | null,
  options: PgBoss.ConnectionOptions,
) => Promise<{ affected: number }>;

/**
 * pg-boss completes a job after its handler returns, without awaiting that statement. The workers
 * here settle every job themselves first (awaited, in the handler's transaction where it has one),
 * so pg-boss's own settling of those ids is skipped, never sent:
 * - sent, it marked a job completed if the job was `active` by then, and a worker fetches its next
 *   job at once, so a retry due at once could already be running: that attempt was then counted
 *   done whatever it did, and its own failure matched nothing;
 * - when a worker could not record an outcome, the job must expire into a retry, not be completed;
 * - a database unreachable at that moment would reject a promise nobody handles, ending the process.
 */
export function skipRepeatedSettling(db: PgBoss.Db, settled: Set<string>): PgBoss.Db {
  return {
    async executeSql(text, values) {
      const ids: unknown = values?.[1];
      const repeated =
        Array.isArray(ids) && ids.length > 0 && ids.every((id) => settled.has(String(id)));
      if (!repeated) return db.executeSql(text, values);
      for (const id of ids) settled.delete(String(id));
      // What a settling statement answers when it changed no job.
      return { rows: [{ count: '0' }] };
    },
  };
}

/** A singleton job's runs share one key, which pg-boss lets only one of be active at a time. */
const singletonOf = (job: JobDefinition) => (job.singleton ? { singletonKey: job.name } : {});

export function createJobQueue({
  database,
  jobs,
  log,
  settings: overrides,
  mailer = noMailer,
}: JobQueueOptions): JobQueue {
  const settings = { ...defaultJobQueueSettings, ...overrides };
  const byName = new Map(jobs.map((job) => [job.name, job]));
  if (byName.size !== jobs.length) throw new Error('two job definitions share one name');

  const db = bossDatabase(database);
  const settled = new Set<string>();
  const boss = new PgBoss({
    db: skipRepeatedSettling(db, settled),
    schema: bossSchema,
    supervise: settings.work,
    schedule: settings.work,
    pollingIntervalSeconds: settings.pollingIntervalSeconds,
    maintenanceIntervalSeconds: settings.maintenanceIntervalSeconds,
    cronMonitorIntervalSeconds: settings.cronMonitorIntervalSeconds,
    // The worker that turns a due schedule into a job polls as often as the others.
    cronWorkerIntervalSeconds: Math.min(
      45,
      Math.max(1, Math.ceil(settings.pollingIntervalSeconds)),
    ),
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  const complete = boss.complete as unknown as Settle;
  const fail = boss.fail as unknown as Settle;

  let state: QueueState = 'idle';
  let stopping: Promise<void> | undefined;

  const enqueue: Enqueue = async (job, payload, options = {}) => {
    if (byName.get(job.name) !== job)
      throw new Error(`job "${job.name}" is not in this queue's registry`);
    // Validated here so a bad payload fails the request that made it, not a worker later.
    job.payload.parse(payload);
    const id = await boss.send(job.name, payload as object, {
      ...singletonOf(job),
      ...(options.startAfter ? { startAfter: options.startAfter } : {}),
      ...(options.tx ? { db: transactionDatabase(options.tx) } : {}),
    });
    if (!id)
      throw new Error(`job "${job.name}" has no queue in the database: start the queue first`);
    return id;
  };

  function contextFor(job: JobDefinition, run: PgBoss.JobWithMetadata<unknown>): JobContext {
    const attempt = run.retryCount + 1;
    return {
      db: database.db,
      log: log.child({ job: job.name, jobId: run.id, attempt }),
      job: { id: run.id, name: job.name, attempt },
      enqueue,
      mailer,
      transaction: (work) =>
        database.db.transaction(async (tx) => {
          const result = await work(tx as Database);
          const { affected } = await complete(job.name, run.id, null, {
            db: transactionDatabase(tx as Database),
          });
          if (affected !== 1)
            throw new Error(`job ${run.id} was finished by another worker; this run is undone`);
          return result;
        }),
    };
  }

  async function runJob(job: JobDefinition, run: PgBoss.JobWithMetadata<unknown>) {
    const context = contextFor(job, run);
    const started = Date.now();
    let failure: unknown;
    try {
      await job.handler(job.payload.parse(run.data), context);
    } catch (error) {
      failure = error ?? new Error('the handler threw nothing');
    }
    try {
      if (failure === undefined) {
        await complete(job.name, run.id, null, { db });
        context.log.info({ ms: Date.now() - started }, 'job done');
      } else {
        await fail(job.name, run.id, failure, { db });
        const retries = context.job.attempt <= job.retry.limit;
        context.log[retries ? 'warn' : 'error'](
          { err: failure, ms: Date.now() - started },
          retries ? 'job failed; it will be retried' : 'job failed for the last time',
        );
      }
    } catch (error) {
      context.log.error(
        { err: error },
        'could not record the job outcome; it will be retried after it expires',
      );
    }
    settled.add(run.id);
  }

  async function installQueues() {
    for (const job of jobs) {
      const options = {
        name: job.name,
        retryLimit: job.retry.limit,
        retryDelay: job.retry.delaySeconds,
        retryBackoff: job.retry.backoff,
        expireInSeconds: job.expireInSeconds,
        policy: job.singleton ? ('singleton' as const) : ('standard' as const),
      };
      await boss.createQueue(job.name, options);
      // createQueue leaves an existing queue alone; a changed policy applies from now on.
      await boss.updateQueue(job.name, options);
    }
  }

  async function installSchedules() {
    for (const schedule of await boss.getSchedules())
      if (!byName.get(schedule.name)?.schedule) await boss.unschedule(schedule.name);
    for (const job of jobs) {
      if (!job.schedule) continue;
      job.payload.parse(job.schedule.payload);
      await boss.schedule(job.name, job.schedule.cron, job.schedule.payload as object, {
        tz: job.schedule.timeZone,
        ...singletonOf(job),
      });
    }
  }

  /**
   * PGlite is one process's database: a job still active when that process starts was left by
   * a crash, so it goes back to retry now instead of waiting out its expiry.
   */
  async function retryOrphans() {
    const { rows } = await db.executeSql(
      `select name, id from ${bossSchema}.job where state = 'active'`,
      [],
    );
    for (const { name, id } of rows as { name: string; id: string }[]) {
      await fail(name, id, { message: 'the process stopped while the job ran' }, { db });
      log.warn({ job: name, jobId: id }, 'job left running by a stopped process returns to retry');
    }
  }

  async function startWorkers() {
    for (const job of jobs) {
      for (let count = 0; count < job.concurrency; count += 1) {
        // Its id is known once work() answers, which may be after its first job.
        const worker: { id?: string } = {};
        worker.id = await boss.work(
          job.name,
          {
            pollingIntervalSeconds: settings.pollingIntervalSeconds,
            batchSize: 1,
            includeMetadata: true,
          },
          async ([run]) => {
            if (!run) return;
            await runJob(job, run);
            // A pg-boss worker fetches once per polling interval; after a job it asks again at
            // once, so a backlog drains as fast as handlers run and an idle queue only polls.
            if (worker.id) boss.notifyWorker(worker.id);
          },
        );
      }
    }
  }

  return {
    get state() {
      return state;
    },
    enqueue,

    async start() {
      if (state !== 'idle') throw new Error(`the job queue cannot start once ${state}`);
      state = 'starting';
      try {
        await boss.start();
        await installQueues();
        await installSchedules();
        if (settings.work) {
          if (database.kind === 'pglite') await retryOrphans();
          await startWorkers();
        }
        state = 'running';
        log.info({ jobs: jobs.map((job) => job.name), work: settings.work }, 'job queue running');
      } catch (error) {
        state = 'failed';
        await boss.stop({ graceful: false, close: false }).catch(() => undefined);
        throw error;
      }
    },

    stop() {
      stopping ??= (async () => {
        if (state === 'running' || state === 'starting') {
          state = 'stopping';
          await boss.stop({
            graceful: true,
            close: false,
            timeout: settings.stopTimeoutSeconds * 1000,
          });
        }
        state = 'stopped';
      })();
      return stopping;
    },

    async readiness() {
      if (state !== 'running') return { ready: false, state, detail: `The job queue is ${state}.` };
      try {
        await boss.schemaVersion();
        return { ready: true, state };
      } catch (error) {
        log.warn({ err: error }, 'job queue cannot reach its tables');
        return { ready: false, state, detail: 'The job queue cannot reach its tables.' };
      }
    },
  };
}
