// Backups that restore, timed: deploy/backup.sh and deploy/restore.sh run as an operator's cron job
// runs them (their own process, only PATH and the variables they read), against databases of the
// benchmark's own on the PostgreSQL server, on two sizes: the demo data, and one large
// organization (50,000 orders over three years with their history, 30,000 members). Each size is
// migrated and seeded as the API would hold it, vacuumed and analyzed; then backup.sh dumps it
// `runs` times, each into a folder of its own, and the first dump is restored `runs` times, each
// into a new empty database, which must then hold as many orders, members and audit events as the
// source did. Reported: the database's size, the dump's, the seconds of each run (backup.sh's
// pg_dump and check of the archive; restore.sh's emptiness check, pg_restore in one transaction
// and ANALYZE), the restore's seconds per GB of database (the recovery time deploy/README.md
// quotes), and the machine's load average before and after. No bar on time: the figures say how
// long a recovery takes on this machine. Every database and folder made here is removed at the
// end, whatever failed.
// Usage: tsx bench/backup-restore.mts [--smoke]   (--smoke: one run of each on the demo data and
// on 2,000 orders and 1,000 members; needs PostgreSQL, BENCH_DATABASE_URL, and pg_dump,
// pg_restore and psql of at least the server's major version on PATH)
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { members } from '../services/api/src/db/schema';
import { seedDemo } from '../services/api/src/seed';
import {
  type BenchDatabase,
  createServerDatabase,
  insertInBatches,
  openBenchDatabase,
  rawClient,
} from './support/database.mts';
import { figure, log, readOptions } from './support/report.mts';
import { memberRows } from './support/seed-members.mts';
import { assistantCount, seedOrdersOrganization } from './support/seed-orders.mts';

/** firebase-admin's Auth, as the demo seed takes it. */
type Auth = Parameters<typeof seedDemo>[0]['auth'];

const options = readOptions();
const runs = options.smoke ? 1 : 3;
const large = options.smoke
  ? { orders: 2_000, members: 1_000, beneficiaries: 200 }
  : { orders: 50_000, members: 30_000, beneficiaries: 2_000 };
const deployDir = fileURLToPath(new URL('../deploy/', import.meta.url));

/**
 * The Auth the demo seed registers its accounts with, kept in memory: nothing here signs in, and
 * no identity service holds the demo's known password. (The seed's guard asks for an emulator's
 * address, which is never reached.)
 */
function inMemoryAuth(): Auth {
  const users = new Map<string, { uid: string; email: string; customClaims?: object }>();
  const notFound = () => Object.assign(new Error('no user'), { code: 'auth/user-not-found' });
  const auth = {
    async getUserByEmail(email: string) {
      const user = [...users.values()].find((each) => each.email === email);
      if (!user) throw notFound();
      return user;
    },
    async getUser(uid: string) {
      const user = users.get(uid);
      if (!user) throw notFound();
      return user;
    },
    async createUser({ uid, email }: { uid: string; email: string }) {
      const user = { uid, email };
      users.set(uid, user);
      return user;
    },
    async setCustomUserClaims(uid: string, customClaims: object) {
      const user = users.get(uid);
      if (!user) throw notFound();
      user.customClaims = customClaims;
    },
  };
  return auth as unknown as Auth;
}

async function seedDemoData(database: BenchDatabase) {
  process.env.FIREBASE_AUTH_EMULATOR_HOST ||= '127.0.0.1:9';
  await seedDemo({ db: database.db, auth: inMemoryAuth() });
}

/** One organization with `large.orders` orders and `large.members` members in all. */
async function seedLargeOrganization(database: BenchDatabase) {
  const { organization } = await seedOrdersOrganization(
    database,
    'Hospicjum Duże',
    large.orders,
    large.beneficiaries,
  );
  const others = large.members - large.beneficiaries - assistantCount;
  await insertInBatches(memberRows(organization.id, others, 'backup'), (batch) =>
    database.db.insert(members).values(batch),
  );
}

const sizes = [
  { name: 'demo data', seed: seedDemoData },
  {
    name: `${large.orders.toLocaleString('en')} orders, ${large.members.toLocaleString('en')} members`,
    seed: seedLargeOrganization,
  },
];

interface Ran {
  seconds: number;
  stdout: string;
}

/** A script of deploy/ with only PATH and `env`, as cron starts it; fails on a non-zero exit. */
function runScript(script: string, args: string[], env: Record<string, string>): Promise<Ran> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    execFile(
      join(deployDir, script),
      args,
      { env: { PATH: process.env.PATH ?? '/usr/bin:/bin', ...env }, timeout: 30 * 60_000 },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`${script} failed (${error.message}):\n${stderr}${stdout}`));
        else resolve({ seconds: (performance.now() - started) / 1000, stdout: stdout.trim() });
      },
    );
  });
}

/** What a restore must bring back: the rows of the tables the panel is made of. */
async function countsOf(url: string) {
  const { openDatabase } = await import('../services/api/src/db/database');
  const database = await openDatabase({ databaseUrl: url });
  try {
    const { rows } = await rawClient(database).query(
      `select (select count(*) from orders)::int as orders,
              (select count(*) from members)::int as members,
              (select count(*) from audit_events)::int as audit_events,
              pg_database_size(current_database())::bigint as bytes`,
    );
    const row = rows[0] as { orders: number; members: number; audit_events: number; bytes: string };
    return {
      rows: { orders: row.orders, members: row.members, auditEvents: row.audit_events },
      bytes: Number(row.bytes),
    };
  } finally {
    await database.close();
  }
}

const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
const spread = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  const text = (value: number) => value.toFixed(2);
  return sorted.length === 1
    ? `${text(median)} s`
    : `median ${text(median)} s (${text(sorted[0]!)}–${text(sorted.at(-1)!)}, n=${sorted.length})`;
};

const folders: string[] = [];
const drops: (() => Promise<unknown>)[] = [];
try {
  for (const size of sizes) {
    const loadBefore = loadavg()[0]!;
    const database = await openBenchDatabase('postgres');
    drops.push(() => database.close());
    const seedStarted = performance.now();
    await size.seed(database);
    await rawClient(database).query('vacuum analyze');
    const source = await countsOf(database.url!);
    log(
      `\n${size.name}: seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s; ${JSON.stringify(source.rows)}; database ${mb(source.bytes)}`,
    );

    const backups: number[] = [];
    let dump = '';
    for (let run = 0; run < runs; run += 1) {
      const dir = mkdtempSync(join(tmpdir(), 'care-bench-backup-'));
      folders.push(dir);
      const ran = await runScript('backup.sh', [], {
        BACKUP_DIR: dir,
        DATABASE_URL: database.url!,
      });
      const [file] = readdirSync(dir).filter((name) => name.endsWith('.dump'));
      if (!file) throw new Error(`backup.sh wrote no dump into ${dir}: ${ran.stdout}`);
      dump ||= join(dir, file);
      backups.push(ran.seconds);
      log(`  backup ${run + 1}: ${ran.seconds.toFixed(2)} s (${ran.stdout})`);
    }
    const dumpBytes = statSync(dump).size;

    const restores: number[] = [];
    let restoredBytes = 0;
    for (let run = 0; run < runs; run += 1) {
      const target = await createServerDatabase('bench_restore');
      drops.push(target.drop);
      const ran = await runScript('restore.sh', [dump], { DATABASE_URL: target.url });
      const restored = await countsOf(target.url);
      if (JSON.stringify(restored.rows) !== JSON.stringify(source.rows))
        throw new Error(
          `restore ${run + 1} holds ${JSON.stringify(restored.rows)}, not ${JSON.stringify(source.rows)}`,
        );
      restoredBytes = restored.bytes;
      restores.push(ran.seconds);
      log(`  restore ${run + 1}: ${ran.seconds.toFixed(2)} s, database ${mb(restored.bytes)}`);
      await target.drop();
    }
    await database.close();
    const loadAfter = loadavg()[0]!;

    const restoreMedian = [...restores].sort((a, b) => a - b)[Math.floor(runs / 2)]!;
    const secondsPerGb = restoreMedian / (source.bytes / 1e9);
    const conditions = `load ${loadBefore.toFixed(1)}–${loadAfter.toFixed(1)}`;
    log(
      `  database ${mb(source.bytes)} (restored: ${mb(restoredBytes)}), dump ${mb(dumpBytes)}; backup ${spread(backups)}, restore ${spread(restores)}: ${secondsPerGb.toFixed(0)} s per GB of database; ${conditions}`,
    );
    figure({
      benchmark: 'backup',
      database: 'PostgreSQL',
      measure: `backup.sh, ${size.name} (database ${mb(source.bytes)}, dump ${mb(dumpBytes)}), ${conditions}`,
      value: spread(backups),
      bar: '(reported)',
      met: true,
    });
    figure({
      benchmark: 'restore',
      database: 'PostgreSQL',
      measure: `restore.sh into a new database, ${size.name}, every row back, ${conditions}`,
      value: `${spread(restores)} · ${secondsPerGb.toFixed(0)} s per GB`,
      bar: '(reported)',
      met: true,
    });
  }
} finally {
  for (const drop of drops.reverse()) await drop().catch(() => undefined);
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
}
