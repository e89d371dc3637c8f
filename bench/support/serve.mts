// A server for the throughput benchmark, in a process of its own so the load generator never
// shares its event loop: `api` (the whole API on a fresh PostgreSQL database, configured as
// server.ts configures it, with one registered account), `events` (the same with an organization
// of many operators and a beneficiary, for the live events), `load` (the same with members, tags
// and orders to read and edit, for the mixed load), `replica <database URL> <keys>` (the whole API
// on a database another `load` process seeded and still owns, trusting the token keys it printed,
// base64url JSON: a second replica beside it, which closes its connections on SIGTERM and leaves
// the database to its owner) or `hello` (a bare Fastify hello-world).
// Prints one JSON line {url, token?} once listening; on SIGTERM prints {maxRssMb} (the peak
// resident memory of the run), closes the server by its handle, then the database (which drops
// it), and exits.
import { createRequire } from 'node:module';
import type { BenchDatabase } from './database.mts';

// The same Fastify the API runs on (the root workspace does not depend on it).
const apiRequire = createRequire(new URL('../../services/api/package.json', import.meta.url));
type Server = Awaited<ReturnType<typeof import('../../services/api/src/app').buildApp>>;
const Fastify = apiRequire('fastify') as () => Server;

/** Settings of every benchmark API: production logging to nowhere, limits no run reaches. */
const benchAppOptions = {
  // As in production (pino at info, one line per request), written where nobody reads it.
  logger: { level: 'info', file: '/dev/null' },
  // The limiter runs as in production, but with limits no run reaches: 50 connections on one
  // token would otherwise measure 429s after the first thousand requests.
  rateLimits: { anonymous: 1e9, register: 1e9, mutation: 1e9, read: 1e9 },
};

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
  const app = await buildApp({ database, identity: benchFirebaseIdentity(), ...benchAppOptions });
  return { app, database, token: caller.token };
}

/**
 * A fresh PostgreSQL database with one organization, `operators` ACCEPTED operator accounts and
 * a beneficiary (the last of `people`), each with a token of the bench identity.
 */
async function seedOrganization(
  name: string,
  operators: number,
  { prefix, superOperators }: { prefix: string; superOperators: boolean },
) {
  const { accounts, members, organizations } = await import('../../services/api/src/db/schema');
  const { openBenchDatabase } = await import('./database.mts');
  const { benchIdentity } = await import('./identity.mts');
  const database = await openBenchDatabase('postgres');
  const [organization] = await database.db.insert(organizations).values({ name }).returning();
  if (!organization) throw new Error('organization insert failed');
  const people = [
    ...Array.from({ length: operators }, () => 'OPERATOR' as const),
    'BENEFICIARY' as const,
  ].map((role, index) => ({ role, identity: benchIdentity(`${prefix}-${index}`) }));
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
      isSuperOperator: superOperators && role === 'OPERATOR',
      accountOwnerType: 'OWN_ACCOUNT' as const,
      accountEmail: identity.email,
      firstName: 'Bench',
      lastName: 'Account',
    })),
  );
  return { database, organization, people };
}

/**
 * The whole API on a fresh PostgreSQL database with one organization, `operators` operator
 * accounts (one event stream each: an account may hold only a few) and a beneficiary who
 * places orders; prints their tokens.
 */
async function startEventsApi(operators: number) {
  const { buildApp } = await import('../../services/api/src/app');
  const { benchFirebaseIdentity } = await import('./identity.mts');
  const { database, organization, people } = await seedOrganization(
    'Hospicjum Benchmark',
    operators,
    { prefix: 'events', superOperators: false },
  );
  const app = await buildApp({ database, identity: benchFirebaseIdentity(), ...benchAppOptions });
  const tokens = people.map(({ identity }) => identity.token);
  return {
    app,
    database,
    token: tokens.pop(),
    extra: { organizationId: organization.id, operatorTokens: tokens },
  };
}

/**
 * The whole API on a fresh PostgreSQL database for the mixed load: one organization with
 * `operators` super operators, a beneficiary who places orders, `records` beneficiary members and
 * tags the load reads and edits (more members besides, so a list page is a page of many), and
 * a first few orders placed through the API itself.
 */
async function startLoadApi(operators: number, records: number) {
  const { buildApp } = await import('../../services/api/src/app');
  const { members, tags } = await import('../../services/api/src/db/schema');
  const { apiBasePath, buildPath, endpoints } = await import('../../packages/contracts/src/index');
  const { analyze, insertInBatches } = await import('./database.mts');
  const { benchFirebaseIdentity, benchPublicKeys } = await import('./identity.mts');
  const { database, organization, people } = await seedOrganization(
    'Hospicjum Obciążenie',
    operators,
    { prefix: 'load', superOperators: true },
  );
  const surnames = ['Kowalska', 'Nowak', 'Wiśniewska', 'Łukasiewicz', 'Żółkiewska', 'Zając'];
  const memberIds: string[] = [];
  await insertInBatches(
    Array.from({ length: records * 10 }, (_, index) => ({
      organizationId: organization.id,
      role: 'BENEFICIARY' as const,
      status: 'PENDING' as const,
      accountOwnerType: 'OWN_ACCOUNT' as const,
      accountEmail: `load-member-${index}@bench.care.test`,
      firstName: 'Zofia',
      lastName: surnames[index % surnames.length]!,
    })),
    async (batch) => {
      const inserted = await database.db
        .insert(members)
        .values(batch)
        .returning({ id: members.id });
      memberIds.push(...inserted.map(({ id }) => id));
    },
  );
  const tagRows = await database.db
    .insert(tags)
    .values(
      Array.from({ length: records }, (_, index) => ({
        organizationId: organization.id,
        name: `Znacznik ${index}`,
        abbr: `Z${index}`.slice(0, 4),
        description: 'Obciążenie',
        color: '336699',
        textColor: 'ffffff',
        icon: 'tag',
      })),
    )
    .returning({ id: tags.id, name: tags.name });
  const app = await buildApp({ database, identity: benchFirebaseIdentity(), ...benchAppOptions });
  const beneficiaryToken = people[people.length - 1]!.identity.token;
  const orderIds: string[] = [];
  for (let index = 0; index < records; index += 1) {
    const placed = await app.inject({
      method: 'POST',
      url: `${apiBasePath}${buildPath(endpoints.createBeneficiaryOrder.path, { organizationId: organization.id })}`,
      headers: { authorization: `Bearer ${beneficiaryToken}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ type: 'VISIT', description: 'Proszę o wizytę pielęgniarki.' }),
    });
    if (placed.statusCode !== 201) throw new Error(`seeding an order: ${placed.body}`);
    orderIds.push(placed.json<{ id: string }>().id);
  }
  // A run is shorter than autovacuum takes to notice the seeded rows: without statistics the
  // planner sorts every member to show a page of 20 instead of walking the name index.
  for (const table of ['members', 'tags', 'orders', 'notifications'])
    await analyze(database, table);
  return {
    app,
    database,
    token: beneficiaryToken,
    extra: {
      organizationId: organization.id,
      operatorTokens: people.slice(0, operators).map(({ identity }) => identity.token),
      memberIds: memberIds.slice(0, records),
      tags: tagRows,
      orderIds,
      // For a second replica, which must verify the tokens signed here.
      tokenKeys: Buffer.from(JSON.stringify(benchPublicKeys)).toString('base64url'),
    },
  };
}

/** Another replica of the API on the database of a `load` process, as a second replica runs. */
async function startReplica(databaseUrl: string, keys: string) {
  const { buildApp } = await import('../../services/api/src/app');
  const { openDatabase } = await import('../../services/api/src/db/database');
  const { benchFirebaseIdentity } = await import('./identity.mts');
  const database = await openDatabase({ databaseUrl });
  const trusted = JSON.parse(Buffer.from(keys, 'base64url').toString()) as Record<string, string>;
  const app = await buildApp({
    database,
    identity: benchFirebaseIdentity(trusted),
    ...benchAppOptions,
  });
  return { app, database, token: undefined };
}

function startHello() {
  const app = Fastify();
  app.get('/', async () => ({ hello: 'world' }));
  return { app, database: undefined, token: undefined };
}

const mode = process.argv[2];
if (
  mode !== 'api' &&
  mode !== 'hello' &&
  mode !== 'events' &&
  mode !== 'load' &&
  !(mode === 'replica' && process.argv[4])
)
  throw new Error(
    'usage: serve.mts api|hello|events <operators>|load <operators> <records>|replica <database URL> <keys>',
  );
const started: { app: Server; database?: BenchDatabase; token?: string; extra?: object } =
  mode === 'api'
    ? await startApi()
    : mode === 'events'
      ? await startEventsApi(Number(process.argv[3] ?? 500))
      : mode === 'load'
        ? await startLoadApi(Number(process.argv[3] ?? 10), Number(process.argv[4] ?? 50))
        : mode === 'replica'
          ? await startReplica(process.argv[3]!, process.argv[4]!)
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
process.stdout.write(
  `${JSON.stringify({ url: address, token, databaseName, databaseUrl: database?.url, ...extra })}\n`,
);
