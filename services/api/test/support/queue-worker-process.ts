// An API replica's job worker in a process of its own, for the tests that kill one with SIGKILL
// while it works: every job kind of the registry on a PostgreSQL database, maintenance every
// second (it returns expired runs to retry). It prints `working` on stdout once its queue runs.
// E-mails go to the SMTP server of an smtp:// URL, or into an outbox folder.
// Usage: node --import tsx queue-worker-process.ts <database-url> <smtp-url|outbox-dir>
import pino from 'pino';
import { openDatabase } from '../../src/db/database';
import { createJobQueue } from '../../src/jobs/queue';
import { createMailer } from '../../src/mail/mailer';
import { jobs } from '../../src/jobs/registry';
import { fastQueueSettings } from './jobs';

const [databaseUrl, mail] = process.argv.slice(2);
if (!databaseUrl || !mail)
  throw new Error('usage: queue-worker-process.ts <database-url> <smtp-url|outbox-dir>');

const database = await openDatabase({ databaseUrl, onIdleError: () => undefined });
const smtp = /^smtps?:/.test(mail);
const queue = createJobQueue({
  database,
  jobs,
  // Warnings and errors on stderr, which the test shows when it fails.
  log: pino({ level: 'warn' }, pino.destination(2)),
  settings: fastQueueSettings,
  mailer: createMailer({
    smtpUrl: smtp ? mail : undefined,
    outboxDir: smtp ? '' : mail,
    from: 'Care panel <no-reply@care.test>',
    publicUrl: 'https://panel.care.test/',
  }),
});
await queue.start();
process.stdout.write('working\n');
