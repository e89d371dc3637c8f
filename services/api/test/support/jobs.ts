// What the job queue's tests (and the worker process the crash test kills) are built from. This
// module is also loaded by that process through tsx, so it uses neither jest nor __dirname.
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { z } from 'zod';
import type { Database, DatabaseHandle } from '../../src/db/database';
import { defineJob, type JobDefinition } from '../../src/jobs/definition';
import { createJobQueue, type JobQueue, type JobQueueSettings } from '../../src/jobs/queue';
import type { Mailer } from '../../src/mail/mailer';

export const quietLog = pino({ level: 'silent' });

/** pg-boss's shortest intervals, so a test waits a second or two where production waits longer. */
export const fastQueueSettings: Partial<JobQueueSettings> = {
  pollingIntervalSeconds: 0.5,
  maintenanceIntervalSeconds: 1,
  cronMonitorIntervalSeconds: 1,
  stopTimeoutSeconds: 1,
};

export async function startTestQueue(
  database: DatabaseHandle,
  jobs: readonly JobDefinition[],
  settings: Partial<JobQueueSettings> = {},
  mailer?: Mailer,
): Promise<JobQueue> {
  const queue = createJobQueue({
    database,
    jobs,
    log: quietLog,
    settings: { ...fastQueueSettings, ...settings },
    ...(mailer ? { mailer } : {}),
  });
  await queue.start();
  return queue;
}

/** Polls `check` until it answers something truthy; fails after `timeoutMs`. */
export async function eventually<T>(
  what: string,
  check: () => Promise<T | undefined | null | false>,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await check();
    if (answer) return answer;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface StoredJob {
  state: 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';
  retryCount: number;
}

/** A job as pg-boss stores it (its tables are the queue's truth). */
export async function storedJob(db: Database, id: string): Promise<StoredJob | undefined> {
  const result = (await db.execute(
    sql`select state, retry_count as "retryCount" from pgboss.job where id = ${id}`,
  )) as unknown as { rows: StoredJob[] };
  return result.rows[0];
}

export async function storedJobCount(db: Database, name: string): Promise<number> {
  const result = (await db.execute(
    sql`select count(*)::int as count from pgboss.job where name = ${name}`,
  )) as unknown as { rows: { count: number }[] };
  return result.rows[0]?.count ?? 0;
}

/** A table the test jobs write to, standing for a domain write. */
export async function createEffectsTable(db: Database) {
  await db.execute(sql`
    create table if not exists test_job_effects (
      job_id uuid not null,
      attempt int not null,
      step int not null,
      writer text not null
    )`);
}

export interface Effect {
  jobId: string;
  attempt: number;
  step: number;
  writer: string;
}

export async function effects(db: Database): Promise<Effect[]> {
  const result = (await db.execute(
    sql`select job_id as "jobId", attempt, step, writer from test_job_effects order by job_id, step`,
  )) as unknown as { rows: Effect[] };
  return result.rows;
}

export interface WriteEffectsOptions {
  /** Stored with every row, to tell which instance ran the job. */
  writer: string;
  /** Awaited inside the transaction after the rows are written, before it commits. */
  beforeCommit?: () => Promise<void>;
  expireInSeconds?: number;
}

/** Writes `rows` rows in one transaction that also completes the job. */
export function writeEffectsJob({
  writer,
  beforeCommit,
  expireInSeconds = 2,
}: WriteEffectsOptions) {
  return defineJob({
    name: 'test-write-effects',
    payload: z.object({ rows: z.number().int().min(1) }),
    retry: { limit: 3, delaySeconds: 0, backoff: false },
    expireInSeconds,
    async handler({ rows }, { transaction, job }) {
      await transaction(async (tx) => {
        for (let step = 1; step <= rows; step += 1)
          await tx.execute(
            sql`insert into test_job_effects (job_id, attempt, step, writer)
                values (${job.id}, ${job.attempt}, ${step}, ${writer})`,
          );
        await beforeCommit?.();
      });
    },
  });
}

/** Printed by the worker process once its job's rows are written and the commit is pending. */
export const insideTransactionSignal = 'inside-transaction';
