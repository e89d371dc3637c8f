// The API as the benchmarks run it: a fresh database, the whole app on it (tokens verified as
// production verifies them, no rate limits and no request log, as the API's tests build it), and
// an organization with the operator who signs in to it.
import { createRequire } from 'node:module';
import { buildApp } from '../../services/api/src/app';
import type { OperatorCaller } from '../../services/api/src/auth/caller';
import type { Identity } from '../../services/api/src/auth/identity';
import { defaultPolicyVersions, defaultTimeZone } from '../../services/api/src/config';
import { accounts, members, organizations } from '../../services/api/src/db/schema';
import type { JobQueue } from '../../services/api/src/jobs/queue';
import type { ModuleDeps } from '../../services/api/src/modules/deps';
import { type BenchDatabase, type DatabaseKind, openBenchDatabase } from './database.mts';
import { type BenchIdentity, benchFirebaseIdentity, benchIdentity } from './identity.mts';
import { type Summary, time } from './report.mts';

export type BenchApp = Awaited<ReturnType<typeof buildApp>>;

export interface BenchApi {
  database: BenchDatabase;
  identity: Identity;
  app: BenchApp;
  /** Closes the app, then stops its job queue (when it has one), then drops the database. */
  close(): Promise<void>;
}

/** The job queue as server.ts runs it (it polls every second), logging nothing. */
async function startQueue(database: BenchDatabase): Promise<JobQueue> {
  // Loaded only for a benchmark that runs jobs; the API's own pino (the root workspace does not
  // depend on it).
  const { createJobQueue } = await import('../../services/api/src/jobs/queue');
  const { jobs } = await import('../../services/api/src/jobs/registry');
  const apiRequire = createRequire(new URL('../../services/api/package.json', import.meta.url));
  type Log = Parameters<typeof createJobQueue>[0]['log'];
  const log = (apiRequire('pino') as (options: object) => Log)({ level: 'silent' });
  const queue = createJobQueue({ database, jobs, log });
  await queue.start();
  return queue;
}

/** A fresh database of `kind` and the whole API on it; with `queue`, the job queue too. */
export async function openBenchApi(
  kind: DatabaseKind,
  { queue: withQueue = false }: { queue?: boolean } = {},
): Promise<BenchApi> {
  const database = await openBenchDatabase(kind);
  const identity = benchFirebaseIdentity();
  const queue = withQueue ? await startQueue(database) : undefined;
  const app = await buildApp({
    database,
    identity,
    rateLimits: false,
    logger: false,
    ...(queue ? { queue } : {}),
  });
  return {
    database,
    identity,
    app,
    close: async () => {
      await app.close();
      await queue?.stop();
      await database.close();
    },
  };
}

export async function insertOrganization(database: BenchDatabase, name: string) {
  const [organization] = await database.db.insert(organizations).values({ name }).returning();
  if (!organization) throw new Error('organization insert failed');
  return organization;
}

export interface BenchOperator {
  /** Who signs in, with the token a request carries. */
  identity: BenchIdentity;
  /** The caller the guard resolves for this operator, as a handler gets it. */
  caller: OperatorCaller;
}

/** A registered account and its accepted super operator membership of the organization. */
export async function seedOperator(
  database: BenchDatabase,
  organizationId: string,
  label: string,
): Promise<BenchOperator> {
  const identity = benchIdentity(label);
  const [account] = await database.db
    .insert(accounts)
    .values({
      firebaseUid: identity.uid,
      email: identity.email,
      firstName: 'Bench',
      lastName: 'Operator',
      isPolicyAccepted: true,
    })
    .returning();
  if (!account) throw new Error('account insert failed');
  const [membership] = await database.db
    .insert(members)
    .values({
      organizationId,
      accountId: account.id,
      role: 'OPERATOR',
      status: 'ACCEPTED',
      isSuperOperator: true,
      accountOwnerType: 'OWN_ACCOUNT',
      accountEmail: identity.email,
      firstName: 'Bench',
      lastName: 'Operator',
    })
    .returning();
  if (!membership) throw new Error('membership insert failed');
  return {
    identity,
    caller: {
      uid: identity.uid,
      email: identity.email,
      account,
      // Handlers called directly: no step of the bench needs a recent sign-in.
      signedInAt: Math.floor(Date.now() / 1000),
      operator: { organizationId, memberId: membership.id, isSuperOperator: true },
    },
  };
}

/** Stands for a part of the API a list handler never reaches, and says so if one does. */
const unreached = (what: string) =>
  new Proxy(
    {},
    {
      get: () => {
        throw new Error(`a list handler reached ${what}`);
      },
    },
  ) as never;

/**
 * What a module's handlers are built from, for timing a list handler called directly: the
 * database and the identity; a list enqueues no job and touches no file or live event.
 */
export function listHandlerDeps(database: BenchDatabase, identity: Identity): ModuleDeps {
  return {
    db: database.db,
    identity,
    adminEmails: new Set(),
    policyVersions: () => defaultPolicyVersions,
    enqueue: async () => {
      throw new Error('listing enqueues nothing');
    },
    files: unreached('the file store'),
    fileLinks: unreached('the file links'),
    timeZone: defaultTimeZone,
    clock: () => new Date(),
    pushJob: null,
    liveEvents: unreached('the live events'),
  };
}

/**
 * The whole GET of `url` as a client sends it (routing, the guard, serialization) through
 * `inject`, after one probe that must answer 200.
 */
export async function timeWholeGet(
  app: BenchApp,
  url: string,
  headers: Record<string, string>,
  timing: { warmup: number; iterations: number },
): Promise<Summary> {
  const probe = await app.inject({ method: 'GET', url, headers });
  if (probe.statusCode !== 200) throw new Error(`GET ${url}: ${probe.statusCode} ${probe.body}`);
  return time(() => app.inject({ method: 'GET', url, headers }), timing);
}
