// Backups that restore (deploy/backup.sh, deploy/restore.sh), run as an operator's cron job would
// run them, on databases of the suite's PostgreSQL: a database the API migrated and seeded with
// the demo data, plus a member and an order of the test's own, is dumped; the dump is restored
// into a new database; the API started on that one answers the operator the same members and
// orders, and every table came back, pg-boss's and the migrations' included. Then what they
// must not do: keep dumps past their days, leave a file when pg_dump fails, restore into a
// database that holds anything unless told, or keep half a restore. Every database and folder
// made here is removed at the end, whatever failed.
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import {
  chmodSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type {
  EndpointName,
  MemberDetails,
  Order,
  OrderCounts,
  OrderList,
  Pagination,
} from '@care/contracts';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../src/db/database';
import { demoAccounts, demoPassword, seedDemo } from '../src/seed';
import { startTestApi, type TestApi } from './support/api';
import { migrationsFolder, onServer } from './support/database';
import { signIn, testAuth } from './support/identities';
import { memberBody } from './support/members';
import { type DatabaseSnapshot, snapshotter } from './support/snapshot';

const serverUrl = process.env.CARE_API_TEST_POSTGRES_URL ?? '';
const deployDir = path.join(__dirname, '..', '..', '..', 'deploy');
const backupScript = path.join(deployDir, 'backup.sh');
const restoreScript = path.join(deployDir, 'restore.sh');

/** One instant for every answer compared, so nothing counted from "now" moves between them. */
const readAt = new Date();
const appOptions = { clock: () => readAt, fileLinkSecret: 'backup-restore-test-'.repeat(2) };

interface Ran {
  code: number;
  stdout: string;
  stderr: string;
}

/** A script of deploy/ with only the environment given (and PATH), as cron starts it. */
function run(script: string, args: string[], env: Record<string, string>): Promise<Ran> {
  return new Promise((resolve) => {
    execFile(
      script,
      args,
      { env: { PATH: process.env.PATH ?? '/usr/bin:/bin', ...env }, timeout: 120_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

/** Succeeded; a failure shows what the script printed. */
function expectSuccess(ran: Ran) {
  if (ran.code !== 0) throw new Error(`exit ${ran.code}:\n${ran.stderr}${ran.stdout}`);
}

const databases: string[] = [];
const folders: string[] = [];

/** A new, empty database on the suite's server (dropped in afterAll); answers its URL. */
async function newDatabase(label: string): Promise<string> {
  const name = `care_api_test_${process.pid}_${label}_${randomUUID().replace(/-/g, '').slice(0, 8)}`;
  await onServer(serverUrl, `create database "${name}"`);
  databases.push(name);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

function newFolder(label: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), `care-backup-${label}-`));
  folders.push(dir);
  return dir;
}

/** Every page of an operator's list, by the lists' own paging. */
async function everyPage<Item>(
  api: TestApi,
  name: Extract<EndpointName, 'listMembers' | 'listOrders'>,
  token: string,
  organizationId: string,
): Promise<{ items: Item[]; counts?: OrderCounts }> {
  const items: Item[] = [];
  for (let page = 1; ; page += 1) {
    const response = await api.call(name, {
      token,
      params: { organizationId },
      query: { page, limit: 100 },
    });
    expect(response.statusCode).toBe(200);
    const answer = response.json<{ items: Item[]; pagination: Pagination; counts?: OrderCounts }>();
    items.push(...answer.items);
    if (answer.pagination.isLast)
      return { items, ...(answer.counts ? { counts: answer.counts } : {}) };
  }
}

interface Picture {
  members: MemberDetails[];
  orders: OrderList['items'];
  counts: OrderCounts | undefined;
}

async function operatorsPicture(api: TestApi, token: string, organizationId: string) {
  const members = await everyPage<MemberDetails>(api, 'listMembers', token, organizationId);
  const orders = await everyPage<OrderList['items'][number]>(
    api,
    'listOrders',
    token,
    organizationId,
  );
  return { members: members.items, orders: orders.items, counts: orders.counts } satisfies Picture;
}

async function snapshotOf(url: string): Promise<DatabaseSnapshot> {
  const database = await openDatabase({ databaseUrl: url });
  try {
    return await (
      await snapshotter(database.db)
    )();
  } finally {
    await database.close();
  }
}

async function invitationJobsOf(database: DatabaseHandle, memberId: string): Promise<number> {
  const result = (await database.db.execute(
    sql`select count(*)::int as count from pgboss.job
        where name = 'invitation-email' and data->>'memberId' = ${memberId}`,
  )) as unknown as { rows: { count: number }[] };
  return result.rows[0]?.count ?? 0;
}

/** Relations, functions, schemas and extensions beyond what a new database holds. */
async function objectsIn(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ count: string }>(
      `select count(*) from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname not in ('pg_catalog', 'information_schema') and n.nspname !~ '^pg_toast'`,
    );
    return Number(result.rows[0]?.count);
  } finally {
    await client.end();
  }
}

/** `care-20261204T030000Z.dump`: the UTC time `daysAgo` days back, in backup.sh's names. */
function dumpName(daysAgo: number, prefix = 'care', hidden = false): string {
  const stamp = new Date(Date.now() - daysAgo * 86_400_000)
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
  return hidden ? `.${prefix}-${stamp}.dump.partial` : `${prefix}-${stamp}.dump`;
}

const dumpPattern = /^care-\d{8}T\d{6}Z\.dump$/;

const onPostgres = serverUrl ? describe : describe.skip;

onPostgres('deploy/backup.sh and deploy/restore.sh', () => {
  let sourceUrl: string;
  let organizationId: string;
  let operatorToken: string;
  let beneficiaryToken: string;
  let member: MemberDetails;
  let order: Order;
  let before: Picture;
  let sourceSnapshot: DatabaseSnapshot;
  let backups: string;
  let dumpFile: string;

  beforeAll(async () => {
    // The source: migrated by the API's own migrations, as at every start, and seeded as
    // SEED_DEMO=1 seeds it.
    sourceUrl = await newDatabase('source');
    const source = await startTestApi('postgres', appOptions, async () => {
      const database = await openDatabase({ databaseUrl: sourceUrl });
      await database.migrate(migrationsFolder);
      return database;
    });
    try {
      const seeded = await seedDemo({ db: source.db, auth: testAuth() });
      organizationId = seeded.organizationIds.demo;
      operatorToken = await signIn(demoAccounts.operator.email, demoPassword);
      beneficiaryToken = await signIn(demoAccounts.beneficiary.email, demoPassword);
      // What only this database holds: a member the operator invites (which queues its
      // invitation e-mail in pg-boss) and an order the beneficiary places.
      const invited = await source.call('createMember', {
        token: operatorToken,
        params: { organizationId },
        body: memberBody({ firstName: 'Regina', lastName: 'Odtworzona' }),
      });
      expect(invited.statusCode).toBe(201);
      member = invited.json<MemberDetails>();
      const placed = await source.call('createBeneficiaryOrder', {
        token: beneficiaryToken,
        params: { organizationId },
        body: { type: 'EQUIPMENT', description: 'Koncentrator tlenu, z kopii zapasowej' },
      });
      expect(placed.statusCode).toBe(201);
      order = placed.json<Order>();
      expect(await invitationJobsOf(source.database, member.id)).toBe(1);
      before = await operatorsPicture(source, operatorToken, organizationId);
    } finally {
      await source.close();
    }
    sourceSnapshot = await snapshotOf(sourceUrl);
    backups = newFolder('dumps');
    const ran = await run(backupScript, [], { DATABASE_URL: sourceUrl, BACKUP_DIR: backups });
    expectSuccess(ran);
    const [name, ...others] = readdirSync(backups);
    expect({ name, others }).toEqual({ name: expect.stringMatching(dumpPattern), others: [] });
    dumpFile = path.join(backups, String(name));
  }, 180_000);

  afterAll(async () => {
    for (const dir of folders) rmSync(dir, { recursive: true, force: true });
    const dropped = await Promise.allSettled(
      databases.map((name) =>
        onServer(serverUrl, `drop database if exists "${name}" with (force)`),
      ),
    );
    const failed = dropped.filter((outcome) => outcome.status === 'rejected');
    if (failed.length > 0) throw new Error(`${failed.length} test databases were not dropped`);
  });

  it('writes one dated dump in custom format that only its owner reads', () => {
    expect(readFileSync(dumpFile).subarray(0, 5).toString()).toBe('PGDMP');
    expect(statSync(dumpFile).mode & 0o777).toBe(0o600);
    const stamp = /care-(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z/.exec(dumpFile);
    const iso = stamp
      ? `${stamp[1]}-${stamp[2]}-${stamp[3]}T${stamp[4]}:${stamp[5]}:${stamp[6]}Z`
      : '';
    const writtenAt = Date.parse(iso);
    expect(Math.abs(writtenAt - Date.now())).toBeLessThan(10 * 60_000);
  });

  it('restores into a new database, where the API answers the operator the same members and orders', async () => {
    const restoredUrl = await newDatabase('restored');
    const ran = await run(restoreScript, [dumpFile], { DATABASE_URL: restoredUrl });
    expectSuccess(ran);

    // Every table, row for row: the API's, pg-boss's (with the queued invitation) and the
    // migration journal, so the API's start migrates nothing.
    const database = await openDatabase({ databaseUrl: restoredUrl });
    let restored: TestApi | undefined;
    try {
      await database.migrate(migrationsFolder);
      const restoredSnapshot = await (await snapshotter(database.db))();
      expect(restoredSnapshot).toEqual(sourceSnapshot);
      expect(Object.keys(restoredSnapshot)).toEqual(
        expect.arrayContaining(['pgboss.job', 'pgboss.version', 'drizzle.__drizzle_migrations']),
      );
      expect(await invitationJobsOf(database, member.id)).toBe(1);

      restored = await startTestApi('postgres', appOptions, async () => database);
      const after = await operatorsPicture(restored, operatorToken, organizationId);
      expect(after.members.length).toBe(before.members.length);
      expect(after.orders.length).toBe(before.orders.length);
      expect(after.counts).toEqual(before.counts);
      expect(after).toEqual(before);
      expect(after.members).toContainEqual(
        expect.objectContaining({ id: member.id, firstName: 'Regina', lastName: 'Odtworzona' }),
      );
      expect(after.orders).toContainEqual(
        expect.objectContaining({ id: order.id, number: order.number, type: 'EQUIPMENT' }),
      );
      // Writable, and counting on: the next order takes the number after the restored one's.
      const next = await restored.call('createBeneficiaryOrder', {
        token: beneficiaryToken,
        params: { organizationId },
        body: { type: 'VISIT', description: 'Pierwsza wizyta po odtworzeniu' },
      });
      expect(next.statusCode).toBe(201);
      const [, year, count] = /^Z-(\d{4})-(\d+)$/.exec(order.number) ?? [];
      const following = `Z-${year}-${String(Number(count) + 1).padStart(count?.length ?? 4, '0')}`;
      expect(next.json<Order>().number).toBe(following);
    } finally {
      await (restored ? restored.close() : database.close());
    }
  });

  it('refuses a target that holds anything; with --force restores beside it, or fails whole on a clash', async () => {
    // Both refused: the database in use, and a new one where the server put something of its own.
    const refusedSource = await run(restoreScript, [dumpFile], { DATABASE_URL: sourceUrl });
    expect(refusedSource.code).not.toBe(0);
    expect(refusedSource.stderr).toMatch(/not empty/);
    expect(await snapshotOf(sourceUrl)).toEqual(sourceSnapshot);
    const targetUrl = await newDatabase('forced');
    await onServer(targetUrl, 'create table provider_note (note text)');
    const refused = await run(restoreScript, [dumpFile], { DATABASE_URL: targetUrl });
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toMatch(/not empty \(\d+ objects\)/);
    expect(await snapshotOf(targetUrl)).toEqual({ 'public.provider_note': '0:' });

    expectSuccess(await run(restoreScript, ['--force', dumpFile], { DATABASE_URL: targetUrl }));
    const restored = await snapshotOf(targetUrl);
    expect(restored).toEqual({ ...sourceSnapshot, 'public.provider_note': '0:' });

    // Again, over the dump's own objects: the first clash ends it, and nothing of it stays.
    await onServer(targetUrl, `insert into provider_note values ('after the restore')`);
    const before = await snapshotOf(targetUrl);
    const clash = await run(restoreScript, ['--force', dumpFile], { DATABASE_URL: targetUrl });
    expect(clash.code).not.toBe(0);
    expect(clash.stderr).toMatch(/already exists/);
    expect(await snapshotOf(targetUrl)).toEqual(before);
  });

  it('leaves the target as it was when the restore fails partway', async () => {
    const targetUrl = await newDatabase('truncated');
    const dir = newFolder('truncated');
    const truncated = path.join(dir, 'truncated.dump');
    const whole = readFileSync(dumpFile);
    writeFileSync(truncated, whole.subarray(0, Math.floor(whole.length * 0.6)));
    const ran = await run(restoreScript, [truncated], { DATABASE_URL: targetUrl });
    expect(ran.code).not.toBe(0);
    expect(await objectsIn(targetUrl)).toBe(0);
  });

  it('keeps the dumps of the last BACKUP_KEEP_DAYS days and removes older ones only', async () => {
    const dir = newFolder('prune');
    const kept = [dumpName(1), dumpName(6.9), dumpName(2, 'care', true)];
    const removed = [dumpName(7.1), dumpName(30), dumpName(400), dumpName(8, 'care', true)];
    // Not the dumps of this prefix: another prefix, other files.
    const others = [
      dumpName(30, 'care-staging'),
      dumpName(30, 'other'),
      'notes.txt',
      'care-x.dump',
    ];
    for (const name of [...kept, ...removed, ...others]) writeFileSync(path.join(dir, name), '');

    const ran = await run(backupScript, [], {
      DATABASE_URL: sourceUrl,
      BACKUP_DIR: dir,
      BACKUP_KEEP_DAYS: '7',
    });
    expectSuccess(ran);
    expect(ran.stdout).toMatch(/removed 4 older than 7 days/);
    const left = readdirSync(dir);
    const written = left.filter((name) => dumpPattern.test(name) && !kept.includes(name));
    expect(written).toHaveLength(1);
    expect(left.sort()).toEqual([...kept, ...others, ...written].sort());
  });

  it('leaves no file and removes nothing when pg_dump fails, at once or partway', async () => {
    const dir = newFolder('failed');
    const old = dumpName(30);
    writeFileSync(path.join(dir, old), '');
    const env = { BACKUP_DIR: dir, BACKUP_KEEP_DAYS: '7' };

    const nowhere = new URL(serverUrl);
    nowhere.pathname = '/care_api_test_no_such_database';
    const missing = await run(backupScript, [], { ...env, DATABASE_URL: nowhere.toString() });
    expect(missing.code).not.toBe(0);
    expect(missing.stderr).toMatch(/pg_dump failed/);
    expect(readdirSync(dir)).toEqual([old]);

    // A pg_dump that has written part of an archive when it dies (PG_EXEC stands in for it).
    const dying = path.join(newFolder('dying'), 'dying-pg-dump');
    writeFileSync(dying, '#!/bin/sh\nprintf "PGDMP, the start of an archive"\nexit 3\n');
    chmodSync(dying, 0o755);
    const partway = await run(backupScript, [], {
      ...env,
      DATABASE_URL: sourceUrl,
      PG_EXEC: dying,
    });
    expect(partway.code).not.toBe(0);
    expect(partway.stderr).toMatch(/pg_dump failed \(exit 3\)/);
    expect(readdirSync(dir)).toEqual([old]);
  });
});
