import type { Logger } from 'pino';
import type { z } from 'zod';
import type { Database } from '../db/database';
import type { Mailer } from '../mail/mailer';

/** A job's payload is a JSON object: pg-boss stores it as jsonb, and arrays would not survive the driver. */
export type PayloadSchema = z.ZodType<Record<string, unknown>>;

export interface RetryPolicy {
  /** Retries after the first attempt; 0 runs a failing job once. */
  limit: number;
  /** Seconds before the first retry. */
  delaySeconds: number;
  /** Each next wait doubles (with random jitter up to as much again), so a struggling service gets air. */
  backoff: boolean;
}

export interface Schedule<S extends PayloadSchema> {
  /** Five-field cron; pg-boss fires a schedule at most once a minute, on one replica. */
  cron: string;
  /** IANA time zone the cron is read in. */
  timeZone: string;
  payload: z.input<S>;
}

export interface EnqueueOptions {
  /**
   * The domain transaction the job belongs to: the job is inserted by that transaction, so it
   * exists if the write that caused it commits and never if it rolls back.
   */
  tx?: Database;
  /** Not before this moment. */
  startAfter?: Date;
}

/** Puts a job on the queue and answers its id. */
export type Enqueue = <S extends PayloadSchema>(
  job: JobDefinition<S>,
  payload: z.input<S>,
  options?: EnqueueOptions,
) => Promise<string>;

/** What every handler is given: what a domain module gets, plus its job. */
export interface JobContext {
  db: Database;
  log: Logger;
  job: {
    id: string;
    name: string;
    /** 1 on the first run, 2 on the first retry, … */ attempt: number;
  };
  /**
   * Runs `work` in a transaction that also marks this job completed. The writes and the
   * completion commit together: a crash before the commit leaves neither (the job is retried),
   * a crash after it leaves both (the job is not run again). If the job was meanwhile finished
   * by another worker (it outlived its expiry and was retried there), this attempt's writes
   * roll back. Make it the handler's last step.
   */
  transaction<T>(work: (tx: Database) => Promise<T>): Promise<T>;
  /** Enqueues a follow-up job (pass `{ tx }` to tie it to the handler's transaction). */
  enqueue: Enqueue;
  /** Sends e-mail: through SMTP, or into the outbox directory (the process's mail settings). */
  mailer: Mailer;
}

export interface JobDefinition<S extends PayloadSchema = PayloadSchema> {
  /** The queue's name in pg-boss: letters, digits, `-` and `_`. */
  readonly name: string;
  readonly payload: S;
  readonly retry: RetryPolicy;
  /**
   * A run still active after this long counts as failed (and is retried): it is how a job whose
   * worker died is found again on PostgreSQL. Keep it above the longest honest run.
   */
  readonly expireInSeconds: number;
  /** Jobs of this kind one replica runs at the same time. */
  readonly concurrency: number;
  /**
   * At most one run of this kind at a time across every replica (pg-boss's singleton policy,
   * keyed by the job's name): a periodic sweep whose run outlasts its period is not started
   * again beside itself.
   */
  readonly singleton?: boolean;
  readonly schedule?: Schedule<S>;
  /** Throwing fails the attempt; the retry policy decides what follows. */
  handler(payload: z.output<S>, context: JobContext): Promise<void>;
}

export type JobDefinitionInput<S extends PayloadSchema> = Pick<
  JobDefinition<S>,
  'name' | 'payload' | 'handler' | 'schedule' | 'singleton'
> &
  Partial<Pick<JobDefinition<S>, 'retry' | 'expireInSeconds' | 'concurrency'>>;

export const defaultRetry: RetryPolicy = { limit: 5, delaySeconds: 10, backoff: true };
const defaultExpireInSeconds = 15 * 60;

const validName = /^[A-Za-z0-9_-]+$/;

/** One kind of background job; list it in `registry.ts` so the queue runs it. */
export function defineJob<S extends PayloadSchema>(input: JobDefinitionInput<S>): JobDefinition<S> {
  if (!validName.test(input.name))
    throw new Error(`job name "${input.name}" may hold only letters, digits, - and _`);
  const definition: JobDefinition<S> = {
    retry: defaultRetry,
    expireInSeconds: defaultExpireInSeconds,
    concurrency: 1,
    ...input,
  };
  if (!Number.isInteger(definition.retry.limit) || definition.retry.limit < 0)
    throw new Error(`job "${input.name}": retry.limit must be a non-negative integer`);
  if (!Number.isInteger(definition.retry.delaySeconds) || definition.retry.delaySeconds < 0)
    throw new Error(`job "${input.name}": retry.delaySeconds must be a non-negative integer`);
  if (definition.expireInSeconds < 1 || definition.expireInSeconds >= 24 * 60 * 60)
    throw new Error(`job "${input.name}": expireInSeconds must lie between 1 second and 24 hours`);
  if (!Number.isInteger(definition.concurrency) || definition.concurrency < 1)
    throw new Error(`job "${input.name}": concurrency must be a positive integer`);
  return definition;
}
