// A server for the throughput benchmark, in a process of its own so the load generator never
// shares its event loop: `api` (the whole API on a fresh PostgreSQL database, configured as
// server.ts configures it, with one registered account) or `hello` (a bare Fastify hello-world).
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

function startHello() {
  const app = Fastify();
  app.get('/', async () => ({ hello: 'world' }));
  return { app, database: undefined, token: undefined };
}

const mode = process.argv[2];
if (mode !== 'api' && mode !== 'hello') throw new Error('usage: serve.mts api|hello');
const { app, database, token }: { app: Server; database?: BenchDatabase; token?: string } =
  mode === 'api' ? await startApi() : startHello();

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
process.stdout.write(`${JSON.stringify({ url: address, token })}\n`);
