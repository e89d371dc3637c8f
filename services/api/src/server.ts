// Starts the API: reads the environment, migrates the database, optionally seeds the demo data,
// listens. Everything else lives in app.ts so tests can build the same app without a port.
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { firebaseAuth, firebaseIdentity } from './auth/identity';
import { readConfig } from './config';
import { openDatabase } from './db/database';
import { seedDemo } from './seed/index';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));

const config = readConfig(process.env, repoRoot);
const database = await openDatabase(
  'databaseUrl' in config.database
    ? {
        ...config.database,
        onIdleError: (error) =>
          process.stderr.write(`database connection lost: ${error.message}\n`),
      }
    : config.database,
);
await database.migrate(migrationsFolder);
const auth = firebaseAuth(config.firebaseProjectId);
if (config.seedDemo) await seedDemo({ db: database.db, auth });

const app = await buildApp({
  database,
  identity: firebaseIdentity(auth),
  adminEmails: config.adminEmails,
  corsOrigins: config.corsOrigins,
  rateLimitPerMinute: config.rateLimitPerMinute,
  trustProxy: config.trustProxy,
  logger: { level: config.logLevel, redact: ['req.headers.authorization'] },
});

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ host: config.host, port: config.port });
