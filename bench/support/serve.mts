// A server for the throughput benchmark, in a process of its own so the load generator never
// shares its event loop: `api` (the whole API on a fresh PostgreSQL database, configured as
// server.ts configures it, with one registered account) or `hello` (a bare Fastify hello-world).
// Prints one JSON line {url, token?} once listening; on SIGTERM closes the server by its handle,
// then the database (which drops it), and exits.
import { createRequire } from 'node:module';
import { buildApp } from '../../services/api/src/app';
import { accounts } from '../../services/api/src/db/schema';
import { type BenchDatabase, openBenchDatabase } from './database.mts';
import { benchFirebaseIdentity, benchIdentity } from './identity.mts';

// The same Fastify the API runs on (the root workspace does not depend on it).
const apiRequire = createRequire(new URL('../../services/api/package.json', import.meta.url));
type Server = Awaited<ReturnType<typeof buildApp>>;
const Fastify = apiRequire('fastify') as () => Server;

const mode = process.argv[2];
let database: BenchDatabase | undefined;
let app: Server;
let token: string | undefined;

if (mode === 'hello') {
  app = Fastify();
  app.get('/', async () => ({ hello: 'world' }));
} else if (mode === 'api') {
  database = await openBenchDatabase('postgres');
  const caller = benchIdentity('account-me');
  await database.db.insert(accounts).values({
    firebaseUid: caller.uid,
    email: caller.email,
    firstName: 'Bench',
    lastName: 'Account',
    isPolicyAccepted: true,
  });
  token = caller.token;
  app = await buildApp({
    database,
    identity: benchFirebaseIdentity(),
    // As in production (pino at info, one line per request), written where nobody reads it.
    logger: { level: 'info', redact: ['req.headers.authorization'], file: '/dev/null' },
    // The limiter runs as in production, but a limit no run reaches: 50 connections on one token
    // would otherwise measure 429s after the first thousand requests.
    rateLimitPerMinute: 1_000_000_000,
  });
} else {
  throw new Error('usage: serve.mts api|hello');
}

let closing: Promise<void> | undefined;
process.on('SIGTERM', () => {
  closing ??= (async () => {
    await app.close();
    await database?.close();
    process.exit(0);
  })();
});

const address = await app.listen({ host: '127.0.0.1', port: 0 });
process.stdout.write(`${JSON.stringify({ url: address, token })}\n`);
