// Overdue orders are escalated by the sweep: once to the operators on call when the limit runs
// out, once more to the super operators when it has run out twice over, never again after,
// never when the limit is off, never to another organization, and each step once even when two
// API instances sweep at the same moment. The time is the test's clock; pushes go to a fake of
// the push service, the boundary we do not own.
import type { Order, OrderAttentionLimits } from '@care/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { startTestApi, type TestApi } from '../../../test/support/api';
import {
  type DatabaseKind,
  databaseKinds,
  sharedTestDatabase,
} from '../../../test/support/database';
import { eventually, quietLog, startTestQueue } from '../../../test/support/jobs';
import { type OrderWorld, orderActions, orderWorld } from '../../../test/support/orders';
import { FakeMessaging } from '../../../test/support/push';
import type { Database, DatabaseHandle } from '../../db/database';
import {
  devices,
  notifications,
  onCallShifts,
  orderEscalations,
  orders,
  organizations,
} from '../../db/schema';
import type { JobQueue } from '../../jobs/queue';
import { jobsWith } from '../../jobs/registry';
import { noMailer } from '../../mail/mailer';
import { createPushJob, type PushJob } from '../push/job';
import { createOrderEscalationJob } from './escalation';

const hour = 3_600_000;

interface Escalating {
  api: TestApi;
  queue: JobQueue;
  world: OrderWorld;
  actions: ReturnType<typeof orderActions>;
  sweepJob: ReturnType<typeof createOrderEscalationJob>;
  /** Runs the sweep's handler once, as a worker of the instance on `db` would. */
  sweep(db?: Database): Promise<void>;
}

/** An API whose queue pushes through `messaging`, and the sweep on the test's clock. */
async function escalating(
  kind: DatabaseKind,
  clock: () => Date,
  messaging: FakeMessaging,
  open?: () => Promise<DatabaseHandle>,
): Promise<Escalating> {
  const push: PushJob = createPushJob(messaging, { limit: 3, delaySeconds: 0, backoff: false });
  const registered = jobsWith({ push, clock });
  const sweepJob = registered.find((job) => job.name === 'order-escalation-sweep') as ReturnType<
    typeof createOrderEscalationJob
  >;
  let queue: JobQueue | undefined;
  const api = await startTestApi(
    kind,
    async (database) => {
      queue = await startTestQueue(database, registered);
      return { queue, push, clock };
    },
    open,
  );
  if (!queue) throw new Error('the queue did not start');
  const started = queue;
  const world = await orderWorld(api);
  const sweep = (db: Database = api.db) =>
    sweepJob.handler(
      {},
      {
        db,
        log: quietLog,
        job: { id: 'test', name: sweepJob.name, attempt: 1 },
        enqueue: started.enqueue,
        mailer: noMailer,
        transaction: (work) => db.transaction((tx) => work(tx as Database)),
      },
    );
  return { api, queue: started, world, actions: orderActions(api, world), sweepJob, sweep };
}

describe('the sweep’s schedule', () => {
  it('runs every minute, one run at a time across the replicas', () => {
    const job = jobsWith({ push: null }).find((each) => each.name === 'order-escalation-sweep');
    expect(job?.schedule?.cron).toBe('* * * * *');
    expect(job?.singleton).toBe(true);
  });
});

describe.each(databaseKinds)('escalation of overdue orders on %s', (kind) => {
  let setup: Escalating;
  let now = new Date();
  const messaging = new FakeMessaging();

  beforeAll(async () => {
    setup = await escalating(kind, () => now, messaging);
    const { api, world } = setup;
    // One operator of the two on call, for good.
    await api.db.insert(onCallShifts).values({
      organizationId: world.organizationId,
      memberId: world.plainOperator.memberId,
      startsAt: new Date('2000-01-01T00:00:00Z'),
      endsAt: new Date('2100-01-01T00:00:00Z'),
    });
    for (const [caller, deviceId] of [
      [world.operator, 'super-operator-phone'],
      [world.plainOperator, 'on-call-phone'],
      [world.otherOrganizationOperator, 'outsider-phone'],
    ] as const) {
      const added = await api.call('addDevice', { token: caller.token, body: { deviceId } });
      expect(added.statusCode).toBeLessThan(300);
    }
  });
  afterAll(async () => {
    await setup.queue.stop();
    await setup.api.close();
  });
  beforeEach(async () => {
    now = new Date();
    await setLimits({
      acceptWithinHours: 4,
      assignWithinHours: 24,
      handleByPreferredDate: true,
      timeZone: 'Europe/Warsaw',
    });
  });

  const setLimits = (limits: Partial<OrderAttentionLimits>) =>
    setup.api.db
      .update(organizations)
      .set(limits)
      .where(eq(organizations.id, setup.world.organizationId));
  /** The accounts told the order is overdue, in the order they were told, with the Polish text. */
  const overdueNotices = (order: Order) =>
    setup.api.db
      .select({ accountId: notifications.accountId, description: notifications.descriptionPl })
      .from(notifications)
      .where(and(eq(notifications.orderId, order.id), eq(notifications.type, 'ORDER_OVERDUE')))
      .orderBy(notifications.createdAt);
  const sweepAt = async (moment: number | string) => {
    now = new Date(moment);
    await setup.sweep();
  };

  it('tells the operator on call once the hours to accept run out, the super operators once they run out again, and nobody after', async () => {
    const { world, actions } = setup;
    const order = await actions.create();
    // The answer's time is cut to the millisecond; the stored one is finer.
    const placed = new Date(order.createdAt).getTime() + 1;
    const late = `Zlecenie ${order.number} (wizyta) czeka za długo: nieprzyjęte na czas.`;

    await sweepAt(placed + 4 * hour - 1000);
    expect(await overdueNotices(order)).toEqual([]);
    await sweepAt(placed + 4 * hour);
    expect(await overdueNotices(order)).toEqual([
      { accountId: world.plainOperator.accountId, description: late },
    ]);

    await sweepAt(placed + 8 * hour - 1000);
    expect(await overdueNotices(order)).toHaveLength(1);
    await sweepAt(placed + 8 * hour);
    expect(await overdueNotices(order)).toEqual([
      { accountId: world.plainOperator.accountId, description: late },
      { accountId: world.operator.accountId, description: late },
    ]);

    await setup.sweep();
    await sweepAt(placed + 30 * 24 * hour);
    expect(await overdueNotices(order)).toHaveLength(2);
    const history = await setup.api.db
      .select({ reason: orderEscalations.reason, step: orderEscalations.step })
      .from(orderEscalations)
      .where(eq(orderEscalations.orderId, order.id))
      .orderBy(orderEscalations.step);
    expect(history).toEqual([
      { reason: 'NOT_ACCEPTED', step: 1 },
      { reason: 'NOT_ACCEPTED', step: 2 },
    ]);

    // Pushed too, naming the order's number and never its patient.
    const pushed = await eventually('both pushes', async () => {
      const about = messaging.sent.filter(
        ({ data }) => data?.orderId === order.id && data.type === 'ORDER_OVERDUE',
      );
      return about.length === 2 ? about : undefined;
    });
    expect(pushed.map((message) => [message.token, message.data?.description])).toEqual([
      ['on-call-phone', late],
      ['super-operator-phone', late],
    ]);
    for (const message of pushed)
      expect(JSON.stringify(message)).not.toMatch(/Żaneta|Łukasiewicz|Wizyta pielęgniarki/);
  });

  it('escalates an accepted order nobody took, and one past its preferred day, each step once', async () => {
    const { world, actions, api } = setup;
    const waiting = await actions.orderIn('ACCEPTED');
    const acceptedAt = now.getTime();
    await sweepAt(acceptedAt + 24 * hour);
    expect((await overdueNotices(waiting)).map((n) => n.description)).toEqual([
      `Zlecenie ${waiting.number} (wizyta) czeka za długo: nikt z zespołu nie podjął go na czas.`,
    ]);
    await sweepAt(acceptedAt + 48 * hour);
    expect((await overdueNotices(waiting)).map((n) => n.accountId)).toEqual([
      world.plainOperator.accountId,
      world.operator.accountId,
    ]);

    const started = await actions.orderIn('IN_PROGRESS');
    // 23:30 UTC on 2 December is 3 December in Warsaw: late from 4 December, twice from the 5th.
    await api.db
      .update(orders)
      .set({ preferredDate: new Date('2026-12-02T23:30:00Z') })
      .where(eq(orders.id, started.id));
    await sweepAt('2026-12-03T22:59:59Z');
    expect(await overdueNotices(started)).toEqual([]);
    await sweepAt('2026-12-03T23:00:00Z');
    expect(await overdueNotices(started)).toEqual([
      {
        accountId: world.plainOperator.accountId,
        description: `Zlecenie ${started.number} (wizyta) czeka za długo: minął preferowany termin.`,
      },
    ]);
    await sweepAt('2026-12-04T22:59:59Z');
    expect(await overdueNotices(started)).toHaveLength(1);
    await sweepAt('2026-12-04T23:00:00Z');
    await setup.sweep();
    expect((await overdueNotices(started)).map((n) => n.accountId)).toEqual([
      world.plainOperator.accountId,
      world.operator.accountId,
    ]);
  });

  it('never escalates for a limit switched off', async () => {
    const { actions, api } = setup;
    const waiting = await actions.create();
    const accepted = await actions.orderIn('ACCEPTED');
    await api.db
      .update(orders)
      .set({ preferredDate: new Date(now.getTime() - 72 * hour) })
      .where(eq(orders.id, accepted.id));
    await setLimits({
      acceptWithinHours: null,
      assignWithinHours: null,
      handleByPreferredDate: false,
    });
    await sweepAt(now.getTime() + 30 * 24 * hour);
    expect(await overdueNotices(waiting)).toEqual([]);
    expect(await overdueNotices(accepted)).toEqual([]);
    const history = await api.db
      .select()
      .from(orderEscalations)
      .where(inArray(orderEscalations.orderId, [waiting.id, accepted.id]));
    expect(history).toEqual([]);
  });

  it('runs through the job queue as its schedule does', async () => {
    const { actions, api, queue, sweepJob } = setup;
    const order = await actions.create();
    now = new Date(new Date(order.createdAt).getTime() + 5 * hour);
    await queue.enqueue(sweepJob, {});
    await eventually('the queued sweep', async () => (await overdueNotices(order)).length === 1);
    expect(
      await api.db.select().from(orderEscalations).where(eq(orderEscalations.orderId, order.id)),
    ).toHaveLength(1);
  });

  it('tells no operator of another organization, on the bell or the phone', async () => {
    const { api, world } = setup;
    const outsider = await api.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.accountId, world.otherOrganizationOperator.accountId),
          eq(notifications.type, 'ORDER_OVERDUE'),
        ),
      );
    expect(outsider).toEqual([]);
    expect(messaging.to('outsider-phone')).toEqual([]);
    // The outsider's device is still registered: nothing was skipped for want of one.
    expect(
      await api.db.select().from(devices).where(eq(devices.deviceId, 'outsider-phone')),
    ).toHaveLength(1);
  });
});

// Two API processes have pools of their own on one PostgreSQL database; PGlite is one process's.
const onPostgres = databaseKinds.includes('postgres') ? describe : describe.skip;

onPostgres('escalation with two API instances on one PostgreSQL database', () => {
  let setup: Escalating;
  let second: DatabaseHandle;
  let dispose: () => Promise<void>;
  let now = new Date();
  const messaging = new FakeMessaging();

  beforeAll(async () => {
    const shared = await sharedTestDatabase('postgres');
    dispose = () => shared.dispose();
    setup = await escalating(
      'postgres',
      () => now,
      messaging,
      () => shared.open(),
    );
    second = await shared.open();
  });
  afterAll(async () => {
    await second.close();
    await setup.queue.stop();
    await setup.api.close();
    await dispose();
  });

  it('sends each step of each order exactly once when both sweep at the same moments', async () => {
    const { api, world, actions } = setup;
    const placed: Order[] = [];
    for (let n = 0; n < 12; n += 1) placed.push(await actions.create());
    const ids = placed.map((order) => order.id);
    const latest = Math.max(...placed.map((order) => new Date(order.createdAt).getTime())) + 1;
    const organizationLimit = 4 * hour;
    for (const moment of [latest + organizationLimit, latest + 2 * organizationLimit]) {
      now = new Date(moment);
      await Promise.all([setup.sweep(api.db), setup.sweep(second.db), setup.sweep(second.db)]);
    }
    const told = await api.db
      .select({ orderId: notifications.orderId, accountId: notifications.accountId })
      .from(notifications)
      .where(and(inArray(notifications.orderId, ids), eq(notifications.type, 'ORDER_OVERDUE')));
    // No rota: every active operator is on call for step 1; the super operator again for step 2.
    const expected = ids.flatMap((orderId) => [
      { orderId, accountId: world.operator.accountId },
      { orderId, accountId: world.operator.accountId },
      { orderId, accountId: world.plainOperator.accountId },
    ]);
    const byKey = (a: { orderId: string | null; accountId: string }) =>
      `${a.orderId}|${a.accountId}`;
    expect(told.map(byKey).sort()).toEqual(expected.map(byKey).sort());
    expect(
      await api.db.select().from(orderEscalations).where(inArray(orderEscalations.orderId, ids)),
    ).toHaveLength(ids.length * 2);
  });
});
