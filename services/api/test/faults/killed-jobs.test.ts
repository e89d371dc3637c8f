// A job worker process killed with SIGKILL in the middle of a job, on a PostgreSQL cluster of the
// test's own: the member import (inside its one transaction, its members written, not committed)
// and an invitation e-mail (the message handed to the mail server, not yet acknowledged). Nothing
// of the killed run stays, and a second worker process retries the job to completion.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { MemberDetails, MemberImport, MemberImportMapping } from '@care/contracts';
import { auditEvents, members } from '../../src/db/schema';
import { startTestApi, type TestApi } from '../support/api';
import { sharedTestDatabase } from '../support/database';
import { eventually } from '../support/jobs';
import { startTestSmtpServer, type TestSmtpServer, temporaryOutbox } from '../support/mail';
import {
  createMember,
  csvFile,
  memberParams,
  organizationParams,
  upload,
} from '../support/members';
import { startQueueWorker, type QueueWorker } from '../support/queue-worker';
import { startThrowawayCluster, type ThrowawayCluster } from '../support/throwaway-cluster';
import { adminCaller, organizationWithOperator, type TestOrganization } from '../support/world';

let cluster: ThrowawayCluster;
beforeAll(async () => {
  cluster = await startThrowawayCluster();
}, 30_000);
afterAll(async () => {
  await cluster?.remove();
});

interface Scene {
  api: TestApi;
  home: TestOrganization;
  location: string;
  workers: QueueWorker[];
  /** A job worker process on the scene's database (stopped with the scene). */
  worker(mail: string): Promise<QueueWorker>;
  close(): Promise<void>;
}

/** An API that only enqueues (as a replica with JOB_WORKERS=off), an organization and its operator. */
async function scene(): Promise<Scene> {
  const shared = await sharedTestDatabase('postgres', cluster.url());
  const api = await startTestApi('postgres', {}, () => shared.open());
  const workers: QueueWorker[] = [];
  const close = async () => {
    for (const worker of workers) await worker.kill();
    await api.close();
    await shared.dispose();
  };
  try {
    const home = await organizationWithOperator(api, await adminCaller(api));
    return {
      api,
      home,
      location: shared.location,
      workers,
      async worker(mail) {
        const worker = await startQueueWorker({ databaseUrl: shared.location, mail });
        workers.push(worker);
        return worker;
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * Moves the queue's clock for one job, without waiting as long: its killed run is past its expiry
 * (`expireInSeconds`, minutes), which a worker's maintenance then sends to retry; and once there,
 * past its retry delay. Resolves when the job may run again.
 */
async function fastForward(api: TestApi, name: string, key: string, value: string) {
  const job = sql`name = ${name} and data->>${key} = ${value}`;
  await api.db.execute(
    sql`update pgboss.job set started_on = started_on - expire_in where ${job} and state = 'active'`,
  );
  await eventually(
    `the ${name} job to return to retry`,
    async () => (await queuedJob(api, name, key, value))[0]?.state === 'retry',
    20_000,
  );
  await api.db.execute(
    sql`update pgboss.job set start_after = now() where ${job} and state = 'retry'`,
  );
}

/** The pg-boss job of a kind whose payload has `key` = `value`. */
async function queuedJob(api: TestApi, name: string, key: string, value: string) {
  const result = (await api.db.execute(
    sql`select state, retry_count as "retryCount" from pgboss.job
        where name = ${name} and data->>${key} = ${value}`,
  )) as unknown as { rows: { state: string; retryCount: number }[] };
  return result.rows;
}

async function count(api: TestApi, query: ReturnType<typeof sql>) {
  const result = (await api.db.execute(query)) as unknown as { rows: { count: number }[] };
  return result.rows[0]!.count;
}

/** A failure with what the worker processes wrote to stderr. */
function withWorkerOutput(error: unknown, workers: QueueWorker[]) {
  const output = workers.map((worker, n) => `--- worker ${n + 1} ---\n${worker.output()}`);
  return new Error([(error as Error).message, ...output].join('\n'), { cause: error });
}

const mapping: MemberImportMapping = {
  firstNameColumn: 'Imię',
  lastNameColumn: 'Nazwisko',
  emailColumn: 'E-mail',
  roleColumn: 'Rola',
  roleMap: { BENEFICIARY: 'pacjent', ASSISTANT: 'wolontariusz', OPERATOR: 'operator' },
  isOwnAccountMap: {},
};

it('an import killed inside its transaction leaves no member; another worker imports them all', async () => {
  const { api, home, location, worker, workers, close } = await scene();
  const outbox = temporaryOutbox();
  const locker = new pg.Client({ connectionString: location });
  locker.on('error', () => undefined);
  try {
    const rows = 250;
    const file = [
      'Imię;Nazwisko;E-mail;Rola',
      ...Array.from({ length: rows }, (_, n) => `Anna;Nowak ${n};import-${n}@killed.test;pacjent`),
    ].join('\r\n');
    const membersOfHome = sql`select count(*)::int as count from ${members}
      where organization_id = ${home.organizationId}`;
    const importedAudits = sql`select count(*)::int as count from ${auditEvents}
      where organization_id = ${home.organizationId} and action = 'imported'`;
    expect(await count(api, membersOfHome)).toBe(1); // the operator

    // The import's transaction writes each chunk's members, then their audit events: holding the
    // audit table stops it there, its members written and not committed, where it is killed.
    await locker.connect();
    await locker.query('begin');
    await locker.query('lock table audit_events in share row exclusive mode');
    const first = await worker(outbox.dir);
    const started = await upload(api, 'importMembers', home, [
      { name: 'mapping', value: JSON.stringify(mapping) },
      csvFile(file),
    ]);
    expect(started.statusCode).toBe(202);
    const { jobId } = started.json<{ jobId: string }>();
    // Found by its lock: pg_stat_activity may still show its previous statement, as the lock is
    // taken while the new one is parsed.
    const waiting = await eventually(
      'the import to wait inside its transaction',
      async () =>
        (
          await locker.query<{ pid: number }>(
            `select pid from pg_locks
             where relation = 'audit_events'::regclass and mode = 'RowExclusiveLock'
               and not granted`,
          )
        ).rows[0],
      30_000,
    );
    const killedAt = performance.now();
    await first.kill();
    await locker.query('rollback');
    // The killed worker's session ends as soon as it finds its client gone, rolling back.
    await eventually(
      'the killed worker session to end',
      async () =>
        (await locker.query('select 1 from pg_stat_activity where pid = $1', [waiting.pid]))
          .rowCount === 0,
      10_000,
    );

    const status = async () =>
      (
        await api.call('getMemberImport', {
          token: home.operator.token,
          params: { ...organizationParams(home), jobId },
        })
      ).json<MemberImport>();
    expect(await count(api, membersOfHome)).toBe(1);
    expect(await count(api, importedAudits)).toBe(0);
    expect(
      await count(
        api,
        sql`select count(*)::int as count from pgboss.job where name = 'invitation-email-batch'`,
      ),
    ).toBe(0);
    expect(await status()).toMatchObject({ status: 'RUNNING', created: 0 });
    expect(await queuedJob(api, 'member-import', 'importId', jobId)).toEqual([
      { state: 'active', retryCount: 0 },
    ]);

    await worker(outbox.dir);
    await fastForward(api, 'member-import', 'importId', jobId);
    const done = await eventually(
      'the import to finish on the second worker',
      async () => {
        const current = await status();
        return current.status !== 'RUNNING' && current;
      },
      40_000,
    );
    const retriedInMs = Math.round(performance.now() - killedAt);
    console.info(
      `killed import: retried and done ${retriedInMs} ms after the kill (its expiry and retry delay skipped)`,
    );
    expect(done).toMatchObject({ status: 'DONE', created: rows, skipped: 0, errors: [] });
    expect(await count(api, membersOfHome)).toBe(rows + 1);
    expect(
      await count(
        api,
        sql`select count(distinct account_email)::int as count from ${members}
            where organization_id = ${home.organizationId} and account_email like '%@killed.test'`,
      ),
    ).toBe(rows);
    expect(await count(api, importedAudits)).toBe(rows);
    expect(await queuedJob(api, 'member-import', 'importId', jobId)).toEqual([
      { state: 'completed', retryCount: 1 },
    ]);
  } catch (error) {
    throw withWorkerOutput(error, workers);
  } finally {
    await locker.end().catch(() => undefined);
    await close();
    outbox.remove();
  }
}, 60_000);

it('an invitation e-mail killed mid-delivery stays Waiting; another worker sends it once', async () => {
  const { api, home, worker, workers, close } = await scene();
  let smtp: TestSmtpServer | undefined;
  try {
    smtp = await startTestSmtpServer();
    smtp.answer = 'stall';
    const member = await createMember(api, home);
    const delivery = async () =>
      (
        await api.call('getMember', {
          token: home.operator.token,
          params: memberParams(home, member.id),
        })
      ).json<MemberDetails>().invitationDelivery;

    const first = await worker(smtp.url);
    await eventually(
      'the invitation to be handed to the mail server',
      async () => smtp!.stalled.some((to) => to.includes(member.accountEmail)),
      30_000,
    );
    const killedAt = performance.now();
    await first.kill();

    expect(smtp.received).toEqual([]);
    expect(await delivery()).toBe('WAITING');
    expect(await queuedJob(api, 'invitation-email', 'memberId', member.id)).toEqual([
      { state: 'active', retryCount: 0 },
    ]);

    smtp.answer = 'accept';
    await worker(smtp.url);
    await fastForward(api, 'invitation-email', 'memberId', member.id);
    await eventually(
      'the invitation to be sent',
      async () => (await delivery()) === 'SENT',
      40_000,
    );
    console.info(
      `killed e-mail: retried and sent ${Math.round(performance.now() - killedAt)} ms after the kill (its expiry and retry delay skipped)`,
    );
    expect(
      smtp.received.filter(({ recipients }) => recipients?.includes(member.accountEmail)),
    ).toHaveLength(1);
    expect(await queuedJob(api, 'invitation-email', 'memberId', member.id)).toEqual([
      { state: 'completed', retryCount: 1 },
    ]);
  } catch (error) {
    throw withWorkerOutput(error, workers);
  } finally {
    await close();
    await smtp?.close();
  }
}, 60_000);
