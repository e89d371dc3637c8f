// An API instance with its job queue, as server.ts wires them, for the queue's tests.
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import type { Identity } from '../../src/auth/identity';
import type { DatabaseHandle } from '../../src/db/database';
import type { JobDefinition } from '../../src/jobs/definition';
import type { JobQueue, JobQueueSettings } from '../../src/jobs/queue';
import { startTestQueue } from './jobs';

/** The queue tests call no endpoint that needs a signed-in caller. */
const noCallers: Identity = {
  verify: () => Promise.reject(new Error('no identity in the job queue tests')),
  remembers: () => false,
  setInternalId: () => Promise.reject(new Error('no identity in the job queue tests')),
  deleteUser: () => Promise.reject(new Error('no identity in the job queue tests')),
};

/** One API instance as server.ts wires it: the app and its started queue on a database handle. */
export interface QueueApi {
  app: FastifyInstance;
  queue: JobQueue;
  close(): Promise<void>;
}

export async function startQueueApi(
  database: DatabaseHandle,
  jobs: readonly JobDefinition[],
  settings: Partial<JobQueueSettings> = {},
): Promise<QueueApi> {
  const queue = await startTestQueue(database, jobs, settings);
  const app = await buildApp({ database, identity: noCallers, queue, rateLimits: false });
  return {
    app,
    queue,
    async close() {
      await app.close();
      await queue.stop();
    },
  };
}
