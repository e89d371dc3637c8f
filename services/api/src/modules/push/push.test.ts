// Pushes of order notifications to registered devices, through the job queue. The push service
// (Firebase Cloud Messaging) is not ours: a fake of firebase-admin's `sendEach` stands at that
// boundary, answering as FCM does, per message, in order.
import { Writable } from 'node:stream';
import type { Order } from '@care/contracts';
import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { startTestApi, type TestApi } from '../../../test/support/api';
import { databaseKinds } from '../../../test/support/database';
import { eventually, startTestQueue, storedJobCount } from '../../../test/support/jobs';
import { type OrderWorld, orderActions, orderWorld } from '../../../test/support/orders';
import { FakeMessaging } from '../../../test/support/push';
import { auditEvents, devices, notifications, pushDeliveries } from '../../db/schema';
import type { JobQueue } from '../../jobs/queue';
import { jobsWith } from '../../jobs/registry';
import { configurePush } from './configure';
import { createPushJob } from './job';

const fastRetry = { limit: 3, delaySeconds: 0, backoff: false };

describe.each(databaseKinds)('push on %s', (kind) => {
  describe('with push configured', () => {
    let api: TestApi;
    let queue: JobQueue;
    let world: OrderWorld;
    let actions: ReturnType<typeof orderActions>;
    const messaging = new FakeMessaging();

    beforeAll(async () => {
      const push = createPushJob(messaging, fastRetry);
      api = await startTestApi(kind, async (database) => {
        queue = await startTestQueue(database, jobsWith({ push }));
        return { queue, push };
      });
      world = await orderWorld(api);
      actions = orderActions(api, world);
    });
    afterAll(async () => {
      await queue.stop();
      await api.close();
    });

    const register = (token: string, deviceId: string, language?: string) =>
      api.call('addDevice', {
        token,
        body: { deviceId },
        ...(language ? { headers: { 'accept-language': language } } : {}),
      });
    const delivered = (order: Order) =>
      api.db
        .select({ deviceId: pushDeliveries.deviceId })
        .from(pushDeliveries)
        .innerJoin(notifications, eq(notifications.id, pushDeliveries.notificationId))
        .where(eq(notifications.orderId, order.id));

    it('pushes a transition’s notifications to every registered device, in its language, naming no patient', async () => {
      await register(world.operator.token, 'operator-phone');
      await register(world.operator.token, 'operator-tablet', 'en-US,en;q=0.9');
      await register(world.plainOperator.token, 'plain-operator-phone', 'de, en;q=0.5');
      await register(world.otherOrganizationOperator.token, 'outsider-phone');
      const order = await actions.create({ type: 'TRANSPORT', description: 'Transport na TK' });

      await eventually('three pushes', async () => (await delivered(order)).length === 3);
      const [polish] = messaging.to('operator-phone');
      expect(polish).toEqual({
        token: 'operator-phone',
        data: {
          notificationId: expect.any(String),
          type: 'ORDER_CREATED',
          orderId: order.id,
          organizationId: world.organizationId,
          title: 'Nowe zlecenie',
          description: `Zlecenie ${order.number} (transport) czeka na przyjęcie.`,
        },
        android: { priority: 'high' },
        apns: { payload: { aps: { contentAvailable: true } } },
        webpush: { headers: { Urgency: 'high' } },
      });
      expect(messaging.to('operator-tablet')[0]?.data).toMatchObject({
        title: 'New order',
        description: `Order ${order.number} (transport) is waiting to be accepted.`,
      });
      expect(messaging.to('plain-operator-phone')[0]?.data?.title).toBe('New order');
      expect(messaging.to('outsider-phone')).toEqual([]);
      for (const message of messaging.sent)
        expect(JSON.stringify(message)).not.toMatch(/Żaneta|Łukasiewicz|Transport na TK/);

      // The beneficiary's own push follows the operator's acceptance.
      await register(world.beneficiary.token, 'beneficiary-phone');
      await actions.accept(order.id);
      await eventually('the beneficiary’s push', async () =>
        messaging.to('beneficiary-phone').length === 1 ? true : undefined,
      );
      expect(messaging.to('beneficiary-phone')[0]?.data).toMatchObject({
        type: 'ORDER_ACCEPTED',
        title: 'Zlecenie przyjęte',
      });
    });

    it('forgets a device the push service reports unregistered, and keeps the others', async () => {
      await register(world.assistant.token, 'assistant-old-phone');
      await register(world.assistant.token, 'assistant-new-phone');
      messaging.answers.set('assistant-old-phone', ['unregistered']);
      const order = await actions.orderIn('ACCEPTED', { assigned: true });

      const gone = async () =>
        (
          await api.db
            .select()
            .from(devices)
            .where(
              and(
                eq(devices.accountId, world.assistant.accountId),
                eq(devices.deviceId, 'assistant-old-phone'),
              ),
            )
        ).length === 0;
      await eventually('the stale device forgotten', gone);
      expect(messaging.to('assistant-new-phone').map((message) => message.data?.orderId)).toContain(
        order.id,
      );
      expect(messaging.to('assistant-old-phone')).toEqual([]);
      const [event] = await api.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.entity, 'device'), eq(auditEvents.action, 'unregistered')));
      expect(event).toMatchObject({
        actorAccountId: null,
        changes: { deviceId: { before: 'assistant-old-phone', after: null } },
      });
    });

    it('retries what the push service could not take for now, and sends nothing twice', async () => {
      await register(world.otherBeneficiary.token, 'flaky-phone');
      await register(world.otherBeneficiary.token, 'steady-phone');
      messaging.answers.set('flaky-phone', ['unavailable', 'unavailable', 'ok']);
      const order = await actions.create({}, world.otherBeneficiary);
      await actions.accept(order.id);

      // Three attempts through the queue's polling: slow on a loaded machine.
      await eventually(
        'both devices reached',
        async () =>
          messaging.to('flaky-phone').some((message) => message.data?.orderId === order.id)
            ? true
            : undefined,
        50_000,
      );
      const about = (token: string) =>
        messaging.to(token).filter((message) => message.data?.orderId === order.id);
      expect(about('flaky-phone')).toHaveLength(1);
      expect(about('steady-phone')).toHaveLength(1);
    });
  });

  describe('without push configured', () => {
    let api: TestApi;
    let queue: JobQueue;

    beforeAll(async () => {
      const log = pino({ level: 'silent' });
      const push = configurePush(
        {
          enabled: false,
          app: () => {
            throw new Error('no app needed');
          },
        },
        log,
      );
      api = await startTestApi(kind, async (database) => {
        queue = await startTestQueue(database, jobsWith({ push }));
        return { queue, push };
      });
    });
    afterAll(async () => {
      await queue.stop();
      await api.close();
    });

    it('writes the notifications, answers the caller and queues no push', async () => {
      const world = await orderWorld(api);
      const actions = orderActions(api, world);
      await api.call('addDevice', { token: world.operator.token, body: { deviceId: 'phone' } });
      const order = await actions.create();
      await actions.accept(order.id);
      const written = await api.db
        .select()
        .from(notifications)
        .where(eq(notifications.orderId, order.id));
      expect(written).toHaveLength(3);
      expect(await storedJobCount(api.db, 'push-notifications')).toBe(0);
    });
  });
});

describe('configurePush', () => {
  function capturingLog() {
    const lines: { msg: string }[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    return { log: pino({ level: 'info' }, stream), lines };
  }

  it('says once that push is off and gives no job', async () => {
    const { log, lines } = capturingLog();
    const noApp = () => {
      throw new Error('with push off no Firebase app is needed');
    };
    expect(configurePush({ enabled: false, app: noApp }, log)).toBeNull();
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines.map((line) => line.msg)).toEqual([
      'push notifications are off (PUSH_ENABLED is not set): notifications stay in the panel',
    ]);
  });
});
