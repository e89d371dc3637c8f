// A server for the throughput benchmark, in a process of its own so the load generator never
// shares its event loop: `api` (the whole API on a fresh PostgreSQL database, configured as
// server.ts configures it, with one registered account), `events` (the same with an organization
// of many operators and a beneficiary, for the live events) or `hello` (a bare Fastify
// hello-world).
// Prints one JSON line {url, token?} once listening; on SIGTERM prints {maxRssMb} (the peak
// resident memory of the run), closes the server by its handle, then the database (which drops
// it), and exits.
import { createRequire } from 'node:module';
import type { BenchDatabase } from './database.mts';

// The same Fastify the API runs on (the root workspace does not depend on it).
const apiRequire = createRequire(new URL('../../services/api/package.json', import.meta.url));
type Server = Awaited<ReturnType<typeof import('../../services/api/src/app').buildApp>>;
const Fastify = apiRequire('fastify') as () => Server;

/** The whole API on a fresh PostgreSQL database, with one registered account and its token. */
async function startApi() {
  // Loaded only here, so the hello-world process holds nothing of the API.
  const { buildApp } = await import('../../services/api/src/app');
  const { accounts } = await import('../../services/api/src/db/schema');
  const { openBenchDatabase } = await import('./database.mts');
  const { benchFirebaseIdentity, benchIdentity } = await import('./identity.mts');
  const database = await openBenchDatabase('postgres');
  const caller = benchIdentity('account-me');
  await database.db.insert(accounts).values({
    firebaseUid: caller.uid,
    email: caller.email,
    firstName: 'Bench',
    lastName: 'Account',
    isPolicyAccepted: true,
  });
  const app = await buildApp({
    database,
    identity: benchFirebaseIdentity(),
    // As in production (pino at info, one line per request), written where nobody reads it.
    logger: { level: 'info', redact: ['req.headers.authorization'], file: '/dev/null' },
    // The limiter runs as in production, but a limit no run reaches: 50 connections on one token
    // would otherwise measure 429s after the first thousand requests.
    rateLimits: { anonymous: 1e9, register: 1e9, mutation: 1e9, read: 1e9 },
  });
  return { app, database, token: caller.token };
}

/**
 * The whole API on a fresh PostgreSQL database with one organization, `operators` operator
 * accounts (one event stream each: an account may hold only a few) and a beneficiary who
 * places orders; prints their tokens.
 */
async function startEventsApi(operators: number) {
  const { buildApp } = await import('../../services/api/src/app');
  const { accounts, members, organizations } = await import('../../services/api/src/db/schema');
  const { openBenchDatabase } = await import('./database.mts');
  const { benchFirebaseIdentity, benchIdentity } = await import('./identity.mts');
  const database = await openBenchDatabase('postgres');
  const [organization] = await database.db
    .insert(organizations)
    .values({ name: 'Hospicjum Benchmark' })
    .returning();
  if (!organization) throw new Error('organization insert failed');
  const people = [
    ...Array.from({ length: operators }, () => 'OPERATOR' as const),
    'BENEFICIARY' as const,
  ].map((role, index) => ({ role, identity: benchIdentity(`events-${index}`) }));
  const rows = await database.db
    .insert(accounts)
    .values(
      people.map(({ identity }) => ({
        firebaseUid: identity.uid,
        email: identity.email,
        firstName: 'Bench',
        lastName: 'Account',
        isPolicyAccepted: true,
      })),
    )
    .returning({ id: accounts.id });
  await database.db.insert(members).values(
    people.map(({ role, identity }, index) => ({
      organizationId: organization.id,
      accountId: rows[index]!.id,
      role,
      status: 'ACCEPTED' as const,
      accountOwnerType: 'OWN_ACCOUNT' as const,
      accountEmail: identity.email,
      firstName: 'Bench',
      lastName: 'Account',
    })),
  );
  const app = await buildApp({
    database,
    identity: benchFirebaseIdentity(),
    logger: { level: 'info', redact: ['req.headers.authorization'], file: '/dev/null' },
    rateLimits: { anonymous: 1e9, register: 1e9, mutation: 1e9, read: 1e9 },
  });
  const tokens = people.map(({ identity }) => identity.token);
  return {
    app,
    database,
    token: tokens.pop(),
    extra: { organizationId: organization.id, operatorTokens: tokens },
  };
}

function startHello() {
  const app = Fastify();
  app.get('/', async () => ({ hello: 'world' }));
  return { app, database: undefined, token: undefined };
}

const mode = process.argv[2];
if (mode !== 'api' && mode !== 'hello' && mode !== 'events')
  throw new Error('usage: serve.mts api|hello|events <operators>');
const started: { app: Server; database?: BenchDatabase; token?: string; extra?: object } =
  mode === 'api'
    ? await startApi()
    : mode === 'events'
      ? await startEventsApi(Number(process.argv[3] ?? 500))
      : startHello();
const { app, database, token, extra } = started;

let closing: Promise<void> | undefined;
process.on('SIGTERM', () => {
  closing ??= (async () => {
    const maxRssMb = process.resourceUsage().maxRSS / 1024;
    process.stdout.write(`${JSON.stringify({ maxRssMb })}\n`);
    await app.close();
    await database?.close();
    process.exit(0);
  })();
});

const address = await app.listen({ host: '127.0.0.1', port: 0 });
// The database's name lets the benchmark find the PostgreSQL backends serving it.
const databaseName = database?.url ? new URL(database.url).pathname.slice(1) : undefined;
process.stdout.write(`${JSON.stringify({ url: address, token, databaseName, ...extra })}\n`);
