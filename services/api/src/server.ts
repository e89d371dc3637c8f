// Starts the API: reads the environment, migrates the database, optionally seeds the demo data,
// starts the job queue, listens. Everything else lives in app.ts so tests can build the same app
// without a port.
import pino from 'pino';
import { buildApp } from './app';
import { firebaseAuth, firebaseIdentity } from './auth/identity';
import { readConfig } from './config';
import { openDatabase } from './db/database';
import { createJobQueue } from './jobs/queue';
import { createMailer } from './mail/mailer';
import { migrationsFolder, repoRoot } from './paths';
import { jobsWith } from './jobs/registry';
import { configurePush } from './modules/push/configure';
import { logSerializers } from './logging';
import { policyVersionSource } from './policy-versions';
import { seedDemo } from './seed/index';
import { configuredFileStore } from './storage/configured-file-store';

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
const files = configuredFileStore(config.fileStorageDir, database.db);
const log = pino({ level: config.logLevel, serializers: logSerializers });
const policyVersions = policyVersionSource(
  config.policyVersions,
  config.policyVersionsFile,
  (error) =>
    log.warn(
      { component: 'policy-versions', err: error, file: config.policyVersionsFile },
      'the policy versions file cannot be read: the versions in force stay as they were',
    ),
);
if (config.seedDemo)
  await seedDemo({ db: database.db, auth, files, policyVersions: policyVersions() });

const mailer = createMailer(config.mail);
log.info(
  { component: 'mail', to: mailer.description, links: config.mail.publicUrl },
  `e-mails go to ${mailer.description}`,
);
const push = configurePush(
  { enabled: config.pushEnabled, app: () => auth.app },
  log.child({ component: 'push' }),
);
const queue = createJobQueue({
  database,
  jobs: jobsWith({ push }),
  log: log.child({ component: 'jobs' }),
  settings: config.jobs,
  mailer,
});
await queue.start();

const app = await buildApp({
  database,
  identity: firebaseIdentity(auth),
  adminEmails: config.adminEmails,
  corsOrigins: config.corsOrigins,
  rateLimits: config.rateLimits,
  trustProxy: config.trustProxy,
  timeZone: config.timeZone,
  policyVersions,
  push,
  // The request line names method, address and client, never headers: no token reaches the log.
  logger: { level: config.logLevel },
  queue,
  files,
  ...(config.fileLinkSecret ? { fileLinkSecret: config.fileLinkSecret } : {}),
});

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  // Requests first, then the running jobs (they still need the database), then the database.
  await app.close();
  await queue.stop();
  await mailer.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ host: config.host, port: config.port });
