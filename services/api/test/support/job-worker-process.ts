// A worker in a process of its own, for the crash test: it opens the shared test database, runs
// the effects job, and once the job's rows are written but not committed it says so on stdout and
// waits there until the test kills it with SIGKILL.
// Usage: node --import tsx job-worker-process.ts <pglite|postgres> <directory|url>
import { openDatabase } from '../../src/db/database';
import { insideTransactionSignal, startTestQueue, writeEffectsJob } from './jobs';

const [kind, location] = process.argv.slice(2);
if (!location || (kind !== 'pglite' && kind !== 'postgres'))
  throw new Error('usage: job-worker-process.ts <pglite|postgres> <directory|url>');

const database = await openDatabase(
  kind === 'postgres' ? { databaseUrl: location } : { pgliteDir: location },
);
const job = writeEffectsJob({
  writer: 'killed-worker',
  beforeCommit: () => {
    process.stdout.write(`${insideTransactionSignal}\n`);
    return new Promise<void>(() => undefined);
  },
});
await startTestQueue(database, [job]);
