// The periodic sweep writes down INACTIVE for memberships whose end date has passed (reads have
// shown them INACTIVE all along), through the job queue, audited as the system's change.
import { asc, eq, inArray } from 'drizzle-orm';
import { startTestApi, type TestApi } from '../../../test/support/api';
import { databaseKinds } from '../../../test/support/database';
import { uniqueEmail } from '../../../test/support/identities';
import { eventually } from '../../../test/support/jobs';
import { memberParams } from '../../../test/support/members';
import {
  adminCaller,
  organizationWithOperator,
  type TestOrganization,
} from '../../../test/support/world';
import { auditEvents, members } from '../../db/schema';
import { jobs } from '../../jobs/registry';
import { memberSweepJob } from './sweep';

describe('the sweep’s schedule', () => {
  it('is in the registry the queue runs, every few minutes', () => {
    expect(jobs).toContain(memberSweepJob);
    expect(memberSweepJob.schedule?.cron).toBe('*/5 * * * *');
  });
});

describe.each(databaseKinds)('member sweep on %s', (kind) => {
  let api: TestApi;
  let home: TestOrganization;

  beforeAll(async () => {
    api = await startTestApi(kind, { jobs: [memberSweepJob] });
    home = await organizationWithOperator(api, await adminCaller(api));
  });
  afterAll(() => api.close());

  it('persists INACTIVE for ended PENDING and ACCEPTED members only, each audited', async () => {
    const hourAgo = new Date(Date.now() - 3_600_000);
    const tomorrow = new Date(Date.now() + 86_400_000);
    const rows = await api.db
      .insert(members)
      .values(
        (
          [
            ['ACCEPTED', hourAgo],
            ['PENDING', hourAgo],
            ['ACCEPTED', tomorrow],
            ['DEACTIVATED', hourAgo],
            ['REJECTED', hourAgo],
          ] as const
        ).map(([status, endDate]) => ({
          organizationId: home.organizationId,
          role: 'BENEFICIARY' as const,
          status,
          endDate,
          accountOwnerType: 'OWN_ACCOUNT' as const,
          accountEmail: uniqueEmail('sweep'),
          firstName: 'Koniec',
          lastName: 'Członkostwa',
        })),
      )
      .returning();
    const ids = rows.map((row) => row.id);
    // Reads show it before the sweep runs.
    const before = await api.call('getMember', {
      token: home.operator.token,
      params: memberParams(home, ids[0] as string),
    });
    expect(before.json()).toMatchObject({ status: 'INACTIVE', version: 1 });

    await api.queue?.enqueue(memberSweepJob, {});
    const stored = await eventually('the sweep', async () => {
      const current = await api.db.select().from(members).where(inArray(members.id, ids));
      const byId = new Map(current.map((row) => [row.id, row]));
      return byId.get(ids[0] as string)?.status === 'INACTIVE'
        ? ids.map((id) => byId.get(id))
        : undefined;
    });
    expect(stored.map((row) => [row?.status, row?.version])).toEqual([
      ['INACTIVE', 2],
      ['INACTIVE', 2],
      ['ACCEPTED', 1],
      ['DEACTIVATED', 1],
      ['REJECTED', 1],
    ]);
    const events = await api.db
      .select()
      .from(auditEvents)
      .where(inArray(auditEvents.entityId, ids))
      .orderBy(asc(auditEvents.occurredAt));
    expect(events.map((event) => [event.entityId, event.action, event.actorAccountId])).toEqual(
      expect.arrayContaining([
        [ids[0], 'ended', null],
        [ids[1], 'ended', null],
      ]),
    );
    expect(events).toHaveLength(2);
    const [pending] = await api.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityId, ids[1] as string));
    expect(pending?.changes).toEqual({
      status: { before: 'PENDING', after: 'INACTIVE' },
      version: { before: 1, after: 2 },
    });
  });
});
