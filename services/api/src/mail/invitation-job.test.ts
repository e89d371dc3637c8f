import type { AdminOrganization } from '@care/contracts';
import { eq, sql } from 'drizzle-orm';
import { startTestApi, type TestApi } from '../../test/support/api';
import { databaseKinds } from '../../test/support/database';
import { uniqueEmail } from '../../test/support/identities';
import { eventually, sleep, storedJobCount } from '../../test/support/jobs';
import {
  outboxMessages,
  startTestSmtpServer,
  temporaryOutbox,
  type TestSmtpServer,
  testMailer,
  testPublicUrl,
} from '../../test/support/mail';
import { adminCaller, type RegisteredCaller } from '../../test/support/world';
import type { Database } from '../db/database';
import { members, organizations } from '../db/schema';
import { invitationEmailJob, queueInvitationEmail } from './invitation-job';

interface InvitationJob {
  id: string;
  state: 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';
  retryCount: number;
  /** Seconds until it may run again. */
  waitSeconds: number;
}

/** The invitation e-mail jobs of one member, as pg-boss stores them, oldest first. */
async function invitationJobs(db: Database, memberId: string): Promise<InvitationJob[]> {
  const result = (await db.execute(sql`
    select id, state, retry_count as "retryCount",
           extract(epoch from start_after - now())::float as "waitSeconds"
    from pgboss.job
    where name = ${invitationEmailJob.name} and data->>'memberId' = ${memberId}
    order by created_on`)) as unknown as { rows: InvitationJob[] };
  return result.rows;
}

/** Lets a job waiting for its retry run now, instead of after its backoff. */
async function retryNow(db: Database, jobId: string) {
  await db.execute(
    sql`update pgboss.job set start_after = now() where id = ${jobId} and state = 'retry'`,
  );
}

/** Enough polls of the test queue (every 0.5 s) for any job that could run to have run. */
const quietPeriod = () => sleep(2_000);

async function invitedMember(db: Database, organizationId: string) {
  const [member] = await db
    .select()
    .from(members)
    .where(eq(members.organizationId, organizationId));
  if (!member) throw new Error('the organization has no member');
  return member;
}

function createOrganization(
  api: TestApi,
  admin: RegisteredCaller,
  operatorEmail: string,
  headers: Record<string, string> = {},
  name = `Hospicjum ${operatorEmail.slice(9, 17)}`,
) {
  return api.call('createAdminOrganization', {
    token: admin.token,
    headers,
    body: { name, operator: { firstName: 'Olga', lastName: 'Operatorska', email: operatorEmail } },
  });
}

async function deliveryOf(api: TestApi, memberId: string) {
  const [member] = await api.db.select().from(members).where(eq(members.id, memberId));
  return member?.invitationDelivery;
}

describe.each(databaseKinds)('invitation e-mails into the outbox on %s', (kind) => {
  const outbox = temporaryOutbox();
  let api: TestApi;
  let admin: RegisteredCaller;

  beforeAll(async () => {
    api = await startTestApi(kind, {
      queueSettings: { work: true },
      mailer: testMailer({ outboxDir: outbox.dir }),
    });
    admin = await adminCaller(api);
  });
  afterAll(async () => {
    await api.close();
    outbox.remove();
  });

  const mailsTo = async (address: string) =>
    (await outboxMessages(outbox.dir)).filter(({ parsed }) =>
      parsed.to && !Array.isArray(parsed.to)
        ? parsed.to.value.some((to) => to.address === address)
        : false,
    );

  it("invites an admin's new operator by e-mail in the request's language, then marks it sent", async () => {
    const email = uniqueEmail('operator');
    const created = await createOrganization(api, admin, email, {
      'accept-language': 'en-GB,en;q=0.9,pl;q=0.8',
    });
    expect(created.statusCode).toBe(201);
    const organization = created.json<AdminOrganization>();
    const member = await invitedMember(api.db, organization.id);

    await eventually('the e-mail is marked sent', async () =>
      (await deliveryOf(api, member.id)) === 'SENT' ? true : undefined,
    );
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.file).toContain(email);
    const parsed = mail!.parsed;
    expect(parsed.subject).toBe(`Invitation to ${organization.name}`);
    expect(parsed.text).toContain(
      `Test Caller has invited you to join ${organization.name} in the care panel as a super operator.`,
    );
    const link = `${testPublicUrl}auth/register?email=${encodeURIComponent(email)}`;
    expect(parsed.text).toContain(link);
    expect(parsed.html).toContain(`href="${link}"`);
    expect(parsed.html).toContain('lang="en"');
    // The operator's own name is on the envelope: OWN_ACCOUNT invitations address the person.
    expect(parsed.to).toMatchObject({ value: [{ name: 'Olga Operatorska', address: email }] });
  });

  it.each([
    ['no Accept-Language', {}],
    ['a language the panel does not speak', { 'accept-language': 'de-DE,de;q=0.9' }],
  ])('writes in Polish for %s', async (_case, headers) => {
    const email = uniqueEmail('operator');
    const created = await createOrganization(api, admin, email, headers);
    const organization = created.json<AdminOrganization>();
    const mail = await eventually('the e-mail is written', async () => (await mailsTo(email))[0]);
    expect(mail.parsed.subject).toBe(`Zaproszenie do organizacji ${organization.name}`);
    expect(mail.parsed.text).toContain(
      `Test Caller zaprasza Cię do organizacji ${organization.name} w panelu opieki jako superoperator.`,
    );
    expect(mail.parsed.html).toContain('lang="pl"');
  });

  it('sends nothing for a request that fails', async () => {
    const email = uniqueEmail('operator');
    const first = await createOrganization(api, admin, email);
    await eventually('the first e-mail is written', async () => (await mailsTo(email))[0]);
    const jobsBefore = await storedJobCount(api.db, invitationEmailJob.name);

    // The same name again: refused, and so is its invitation.
    const otherEmail = uniqueEmail('operator');
    const duplicate = await createOrganization(
      api,
      admin,
      otherEmail,
      {},
      first.json<AdminOrganization>().name,
    );
    expect(duplicate.statusCode).toBe(409);
    await quietPeriod();
    expect(await mailsTo(otherEmail)).toEqual([]);
    expect(await storedJobCount(api.db, invitationEmailJob.name)).toBe(jobsBefore);
  });

  it('queues nothing when the inviting transaction rolls back after queueing', async () => {
    const email = uniqueEmail('invitee');
    const [organization] = await api.db.select().from(organizations).limit(1);
    let memberId = '';
    const failure = await api.db
      .transaction(async (tx) => {
        const [member] = await tx
          .insert(members)
          .values({
            organizationId: organization!.id,
            status: 'PENDING',
            role: 'ASSISTANT',
            accountOwnerType: 'OWN_ACCOUNT',
            accountEmail: email,
            firstName: 'Adam',
            lastName: 'Asystent',
          })
          .returning();
        memberId = member!.id;
        await queueInvitationEmail({
          tx,
          enqueue: api.queue!.enqueue,
          memberId,
          invitedBy: admin.accountId,
          language: 'pl',
        });
        throw new Error('a later step of the request failed');
      })
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ message: 'a later step of the request failed' });

    await quietPeriod();
    expect(await invitationJobs(api.db, memberId)).toEqual([]);
    expect(await mailsTo(email)).toEqual([]);
    expect(await deliveryOf(api, memberId)).toBeUndefined();
  });

  it('sends a resent invitation again, even after an error, and skips an answered one', async () => {
    const email = uniqueEmail('operator');
    const created = await createOrganization(api, admin, email, { 'accept-language': 'en' });
    const member = await invitedMember(api.db, created.json<AdminOrganization>().id);
    await eventually('the first e-mail is sent', async () =>
      (await deliveryOf(api, member.id)) === 'SENT' ? true : undefined,
    );

    // An earlier delivery failed; the operator resends, in Polish this time.
    await api.db
      .update(members)
      .set({ invitationDelivery: 'ERROR' })
      .where(eq(members.id, member.id));
    await api.db.transaction((tx) =>
      queueInvitationEmail({
        tx,
        enqueue: api.queue!.enqueue,
        memberId: member.id,
        invitedBy: admin.accountId,
        language: 'pl',
      }),
    );
    expect(['WAITING', 'SENT']).toContain(await deliveryOf(api, member.id));
    await eventually('the second e-mail is sent', async () =>
      (await deliveryOf(api, member.id)) === 'SENT' ? true : undefined,
    );
    expect(await mailsTo(email)).toHaveLength(2);
    const subjects = (await mailsTo(email)).map(({ parsed }) => parsed.subject);
    expect(subjects[1]).toMatch(/^Zaproszenie do organizacji /);

    // Withdrawn before its e-mail went out: the job finds nothing to send.
    await api.db.update(members).set({ status: 'DEACTIVATED' }).where(eq(members.id, member.id));
    await api.db.transaction((tx) =>
      queueInvitationEmail({
        tx,
        enqueue: api.queue!.enqueue,
        memberId: member.id,
        invitedBy: admin.accountId,
        language: 'pl',
      }),
    );
    await eventually('the third job is done', async () => {
      const jobs = await invitationJobs(api.db, member.id);
      return jobs.length === 3 && jobs.every((job) => job.state === 'completed');
    });
    expect(await mailsTo(email)).toHaveLength(2);
  });
});

describe.each(databaseKinds)('invitation e-mails through SMTP on %s', (kind) => {
  let smtp: TestSmtpServer;
  let api: TestApi;
  let admin: RegisteredCaller;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    api = await startTestApi(kind, {
      queueSettings: { work: true },
      mailer: testMailer({ outboxDir: '/nonexistent/outbox', smtpUrl: smtp.url }),
    });
    admin = await adminCaller(api);
  });
  afterAll(async () => {
    await api.close();
    await smtp.close();
  });
  beforeEach(() => {
    smtp.answer = 'accept';
    smtp.refused = 0;
    smtp.received.length = 0;
  });

  async function invite(email: string) {
    const created = await createOrganization(api, admin, email, { 'accept-language': 'en' });
    expect(created.statusCode).toBe(201);
    return invitedMember(api.db, created.json<AdminOrganization>().id);
  }

  it('sends through the SMTP server and marks the member SENT', async () => {
    const email = uniqueEmail('operator');
    const member = await invite(email);
    await eventually('the e-mail is marked sent', async () =>
      (await deliveryOf(api, member.id)) === 'SENT' ? true : undefined,
    );
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.recipients).toEqual([email]);
    expect(smtp.received[0]?.parsed.subject).toMatch(/^Invitation to Hospicjum /);
  });

  it('retries a failed send after a backoff, keeping the member WAITING, then sends once', async () => {
    smtp.answer = 'temporary-failure';
    const email = uniqueEmail('operator');
    const member = await invite(email);
    const [waiting] = await eventually('the first try failed', async () => {
      const jobs = await invitationJobs(api.db, member.id);
      return jobs[0]?.state === 'retry' ? jobs : undefined;
    });
    expect(smtp.refused).toBe(1);
    // The first retry waits 30–60 s: a struggling server is not hammered.
    expect(waiting!.waitSeconds).toBeGreaterThan(20);
    expect(waiting!.waitSeconds).toBeLessThanOrEqual(60);
    expect(await deliveryOf(api, member.id)).toBe('WAITING');

    smtp.answer = 'accept';
    await retryNow(api.db, waiting!.id);
    await eventually('the retry sent it', async () =>
      (await deliveryOf(api, member.id)) === 'SENT' ? true : undefined,
    );
    expect(smtp.received.map(({ recipients }) => recipients)).toEqual([[email]]);
    expect((await invitationJobs(api.db, member.id))[0]).toMatchObject({
      state: 'completed',
      retryCount: 1,
    });
  });

  it('marks the member ERROR after the last try and keeps the invitation', async () => {
    smtp.answer = 'temporary-failure';
    const email = uniqueEmail('operator');
    const member = await invite(email);
    const tries = invitationEmailJob.retry.limit + 1;
    for (let attempt = 1; attempt < tries; attempt += 1) {
      const job = await eventually(`try ${attempt} failed`, async () => {
        const [found] = await invitationJobs(api.db, member.id);
        // pg-boss counts a retry when it starts it.
        return found?.state === 'retry' && found.retryCount === attempt - 1 ? found : undefined;
      });
      // Still on its way while tries remain.
      expect(await deliveryOf(api, member.id)).toBe('WAITING');
      await retryNow(api.db, job.id);
    }
    await eventually('the last try failed', async () => {
      const [found] = await invitationJobs(api.db, member.id);
      return found?.state === 'failed' ? found : undefined;
    });
    expect(smtp.refused).toBe(tries);
    const [stored] = await api.db.select().from(members).where(eq(members.id, member.id));
    expect(stored).toMatchObject({
      status: 'PENDING',
      invitationDelivery: 'ERROR',
      accountEmail: email,
      version: member.version,
    });
    expect(smtp.received).toEqual([]);
  });

  it('marks a mailbox the server refuses for good as ERROR at once, without retrying', async () => {
    smtp.answer = 'permanent-failure';
    const member = await invite(uniqueEmail('operator'));
    await eventually('the refusal is marked', async () =>
      (await deliveryOf(api, member.id)) === 'ERROR' ? true : undefined,
    );
    await quietPeriod();
    expect(smtp.refused).toBe(1);
    expect(await invitationJobs(api.db, member.id)).toEqual([
      expect.objectContaining({ state: 'completed', retryCount: 0 }),
    ]);
  });
});
