import { apiBasePath, buildPath, type EndpointName, endpoints } from '@care/contracts';
import { deleteApp } from 'firebase-admin/app';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { type AppOptions, buildApp } from '../../src/app';
import { firebaseIdentity } from '../../src/auth/identity';
import type { Database, DatabaseHandle } from '../../src/db/database';
import type { JobDefinition } from '../../src/jobs/definition';
import type { JobQueue, JobQueueSettings } from '../../src/jobs/queue';
import { jobs as registeredJobs } from '../../src/jobs/registry';
import type { Mailer } from '../../src/mail/mailer';
import { type DatabaseKind, openTestDatabase } from './database';
import { testAuth, uniqueEmail } from './identities';
import { startTestQueue } from './jobs';

export interface CallOptions {
  /** A bearer token; omitted means no Authorization header. */
  token?: string;
  params?: Record<string, string>;
  query?: Record<string, string | number>;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface TestApi {
  kind: DatabaseKind;
  app: FastifyInstance;
  database: DatabaseHandle;
  db: Database;
  /** The API's own job queue (every kind of the registry), unless the test passed `queue`. */
  queue: JobQueue | undefined;
  /** Registering with this email makes an admin. */
  adminEmail: string;
  /** Calls an endpoint of the contracts table, the way the browser's api client does. */
  call(name: EndpointName, options?: CallOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export interface TestApiOptions extends Partial<AppOptions> {
  /**
   * The API's job queue, as server.ts starts one: by default it only enqueues (`work: false`),
   * so requests that queue work succeed and no job runs; `{ work: true }` runs them.
   */
  queueSettings?: Partial<JobQueueSettings>;
  /** What the queue's jobs send e-mail with (a test outbox or SMTP server). */
  mailer?: Mailer;
  /** Job kinds the test needs run: the queue then works (polling fast), as server.ts's does. */
  jobs?: readonly JobDefinition[];
}

/**
 * `given` may also be built from the test database, for what needs it first (a job queue of the
 * test's own, which the test then stops before `close()`).
 */
export async function startTestApi(
  kind: DatabaseKind,
  given: TestApiOptions | ((database: DatabaseHandle) => Promise<TestApiOptions>) = {},
  /** Where the database comes from: a fresh one by default, or one other processes share. */
  open: () => Promise<DatabaseHandle> = () => openTestDatabase(kind),
): Promise<TestApi> {
  const opened = await open();
  // Tests may close the database early (to see /ready fail); closing twice must not throw.
  let closing: Promise<void> | undefined;
  const database: DatabaseHandle = { ...opened, close: () => (closing ??= opened.close()) };
  const { queueSettings, mailer, jobs, ...options } =
    typeof given === 'function' ? await given(database) : given;
  const queue = options.queue
    ? undefined
    : await startTestQueue(
        database,
        [...new Set([...registeredJobs, ...(jobs ?? [])])],
        { work: jobs !== undefined, ...queueSettings },
        mailer,
      );
  const adminEmail = uniqueEmail('admin');
  const app = await buildApp({
    database,
    identity: firebaseIdentity(testAuth()),
    adminEmails: [adminEmail],
    rateLimits: false,
    logger: false,
    ...(queue ? { queue } : {}),
    ...options,
  });
  return {
    kind,
    app,
    database,
    db: database.db,
    queue,
    adminEmail,
    call(name, { token, params, query, body, headers } = {}) {
      const endpoint = endpoints[name];
      return app.inject({
        method: endpoint.method,
        url: `${apiBasePath}${buildPath(endpoint.path, params)}`,
        ...(query
          ? {
              query: Object.fromEntries(
                Object.entries(query).map(([key, value]) => [key, String(value)]),
              ),
            }
          : {}),
        ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
      });
    },
    async close() {
      // Requests, then the queue's running jobs (they still need the database), then the database.
      await app.close();
      await queue?.stop();
      await database.close();
      // firebase-admin keeps emulator connections alive; let the worker exit.
      await deleteApp(testAuth().app);
    },
  };
}

/**
 * For a describe block: starts the API on `kind` before its tests, hands it to `started` (which
 * sets up what they share) and closes it after them.
 */
export function withTestApi(
  kind: DatabaseKind,
  started: (api: TestApi) => unknown,
  options: TestApiOptions = {},
) {
  let api: TestApi | undefined;
  beforeAll(async () => {
    api = await startTestApi(kind, options);
    await started(api);
  });
  afterAll(() => api?.close());
}
