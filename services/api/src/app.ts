import { randomBytes } from 'node:crypto';
import cors from '@fastify/cors';
import { type PolicyVersions, problemTypes } from '@care/contracts';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { createGuard } from './auth/guard';
import type { Identity } from './auth/identity';
import { defaultPolicyVersions, defaultTimeZone } from './config';
import type { DatabaseHandle } from './db/database';
import { configureAccessLog, flushAccessLog } from './modules/access-log/record';
import { type Handlers, registerEndpoints } from './http/endpoint-routes';
import { clientErrorHandler, frameworkErrors, refuseMalformedPreflights } from './http/edge-errors';
import { databaseUnavailable, installProblemHandlers, sendProblem } from './http/errors';
import { acceptEmptyJsonBodies } from './http/json-body';
import { registerOpenApi } from './http/openapi';
import { ProblemError } from './http/problem';
import { requestLog } from './http/request-log';
import { withLogSerializers } from './logging';
import { installRateLimits, type RateLimitPolicy } from './http/rate-limits';
import { installSecurityHeaders } from './http/security-headers';
import { installMultipart } from './http/upload';
import { refuseUnstorableText } from './http/text-input';
import type { Enqueue } from './jobs/definition';
import type { JobQueue } from './jobs/queue';
import { accessLogHandlers } from './modules/access-log/routes';
import { accountHandlers } from './modules/account/routes';
import { assistantCandidateHandlers } from './modules/assistant-candidates/routes';
import { auditHandlers } from './modules/audit/routes';
import { dataExportHandlers } from './modules/data-export/routes';
import type { ModuleDeps } from './modules/deps';
import { createLiveEventHub, type LiveEventHubSettings } from './modules/events/hub';
import { liveEventHandlers } from './modules/events/routes';
import { defaultLiveEventSettings, type LiveEventSettings } from './modules/events/stream';
import { documentHandlers } from './modules/documents/routes';
import { memberHandlers } from './modules/members/routes';
import { notificationHandlers } from './modules/notifications/routes';
import { orderHandlers } from './modules/orders/routes';
import { organizationSettingsHandlers } from './modules/organization-settings/routes';
import { organizationHandlers } from './modules/organizations/routes';
import { outpostHandlers } from './modules/outposts/routes';
import { scheduleHandlers } from './modules/schedule/routes';
import { statsHandlers } from './modules/stats/routes';
import type { PushJob } from './modules/push/job';
import type { PolicyVersionSource } from './policy-versions';
import { sessionHandlers } from './modules/session/routes';
import { tagHandlers } from './modules/tags/routes';
import { databaseFileStore } from './storage/database-file-store';
import type { FileStore } from './storage/file-store';
import { createLinkSigner } from './storage/signed-links';

export interface AppOptions {
  database: DatabaseHandle;
  identity: Identity;
  /** Emails (any case) that become admins when they register. */
  adminEmails?: readonly string[];
  /** Browser origins allowed to call the API directly (the shell proxies it same-origin). */
  corsOrigins?: readonly string[];
  /** Requests per minute by kind of caller (`defaultRateLimits`); false turns them off. */
  rateLimits: RateLimitPolicy | false;
  /** Pino options, or false for silence (tests). */
  logger?: FastifyServerOptions['logger'];
  /** Trust X-Forwarded-* from a proxy in front (the shell's /api proxy, a load balancer). */
  trustProxy?: boolean;
  /** Largest accepted request body in bytes. */
  bodyLimit?: number;
  /**
   * The background job queue, reported by `/ready` and used by the modules to enqueue; the
   * caller starts and stops it. Without one, enqueueing fails loudly (nothing is dropped).
   */
  queue?: Pick<JobQueue, 'readiness' | 'enqueue'>;
  /** Where uploaded files are kept; the database by default. */
  files?: FileStore;
  /**
   * The secret file links are signed with; every replica needs the same one. Without it, one is
   * drawn at start, and links answered before a restart stop working (the page gets new ones).
   */
  fileLinkSecret?: string;
  /** The deployment's IANA time zone; Europe/Warsaw by default. */
  timeZone?: string;
  /** What time it is for the rules that read it (an order's wait); tests set it, never sleep. */
  clock?: () => Date;
  /** How long an operator's read waits in the access log's buffer; a second by default. */
  accessLogFlushMs?: number;
  /** The push job (also in the queue's jobs) when push is on; without it nothing is pushed. */
  push?: PushJob | null;
  /**
   * The current privacy policy and terms versions, or where to ask for them at each use
   * (`policyVersionSource`); `defaultPolicyVersions` unless set.
   */
  policyVersions?: PolicyVersions | PolicyVersionSource;
  /** Limits and timings of the live event streams (tests and benchmarks shorten them). */
  live?: Partial<LiveEventSettings & LiveEventHubSettings>;
}

const defaultBodyLimit = 1024 * 1024;

function allHandlers(deps: ModuleDeps): Handlers {
  return {
    ...accessLogHandlers(deps),
    ...accountHandlers(deps),
    ...assistantCandidateHandlers(deps),
    ...auditHandlers(deps),
    ...dataExportHandlers(deps),
    ...documentHandlers(deps),
    ...liveEventHandlers(deps),
    ...memberHandlers(deps),
    ...notificationHandlers(deps),
    ...orderHandlers(deps),
    ...organizationHandlers(deps),
    ...organizationSettingsHandlers(deps),
    ...outpostHandlers(deps),
    ...scheduleHandlers(deps),
    ...statsHandlers(deps),
    ...sessionHandlers(),
    ...tagHandlers(deps),
  };
}

const versionSource = (versions: PolicyVersions | PolicyVersionSource): PolicyVersionSource =>
  typeof versions === 'function' ? versions : () => versions;

const noQueue: Enqueue = async (job) => {
  throw new Error(`No job queue is configured to run ${job.name}.`);
};

/** The whole API, ready for `inject` or `listen`; the caller owns the database and closes it. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: withLogSerializers(options.logger),
    logController: requestLog(),
    trustProxy: options.trustProxy ?? false,
    bodyLimit: options.bodyLimit ?? defaultBodyLimit,
    frameworkErrors,
    clientErrorHandler,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installProblemHandlers(app);
  acceptEmptyJsonBodies(app);
  await installMultipart(app);
  refuseUnstorableText(app);

  installSecurityHeaders(app);
  refuseMalformedPreflights(app);
  await app.register(cors, {
    origin: [...(options.corsOrigins ?? [])],
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    exposedHeaders: ['ETag', 'Retry-After'],
  });
  const limits = options.rateLimits
    ? await installRateLimits(app, options.rateLimits, options.identity)
    : null;

  const { database, queue } = options;
  app.get('/health', async () => ({ status: 'ok' }));
  app.get('/ready', async (request, reply) => {
    try {
      await database.ping();
    } catch (error) {
      request.log.warn({ err: error }, 'database does not answer');
      return sendProblem(reply, databaseUnavailable());
    }
    if (!queue) return { status: 'ready' };
    const jobs = await queue.readiness();
    if (!jobs.ready)
      return sendProblem(reply, new ProblemError(503, problemTypes.internal, jobs.detail));
    return { status: 'ready', queue: jobs.state };
  });

  await registerOpenApi(app);
  const liveSettings = { ...defaultLiveEventSettings, ...options.live };
  const liveHub = createLiveEventHub(database, app.log, options.live);
  await liveHub.start();
  // Open streams would keep the server from closing: end them first (clients reconnect).
  app.addHook('preClose', async () => liveHub.stop());
  // The reads answered in the last second are written before the database is let go.
  configureAccessLog(database.db, { log: app.log, flushMs: options.accessLogFlushMs });
  app.addHook('onClose', async () => flushAccessLog(database.db));
  const deps: ModuleDeps = {
    db: database.db,
    identity: options.identity,
    adminEmails: new Set(
      (options.adminEmails ?? []).map((email) => email.trim().toLowerCase()).filter(Boolean),
    ),
    enqueue: queue?.enqueue ?? noQueue,
    files: options.files ?? databaseFileStore(database.db),
    fileLinks: createLinkSigner(options.fileLinkSecret ?? randomBytes(32)),
    timeZone: options.timeZone ?? defaultTimeZone,
    clock: options.clock ?? (() => new Date()),
    pushJob: options.push ?? null,
    policyVersions: versionSource(options.policyVersions ?? defaultPolicyVersions),
    liveEvents: { hub: liveHub, settings: liveSettings },
  };
  registerEndpoints(app, allHandlers(deps), createGuard(database.db, options.identity), limits);
  return app;
}
