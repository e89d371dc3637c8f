// The live event stream as its callers see it over a real socket: who hears of which change,
// that a rolled-back write is never told, resuming after a drop, and the stream's limits. On
// PostgreSQL also two API instances on one database, and a listener whose connection drops.
import type { LiveEvent } from '@care/contracts';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { buildApp } from '../../app';
import { firebaseIdentity } from '../../auth/identity';
import { openDatabase } from '../../db/database';
import { startTestApi, type TestApi } from '../../../test/support/api';
import { databaseKinds } from '../../../test/support/database';
import { testAuth } from '../../../test/support/identities';
import {
  baseUrlOf,
  type OpenedTestStream,
  openTestStream,
  settle,
} from '../../../test/support/live';
import { type OrderWorld, orderActions, orderWorld } from '../../../test/support/orders';
import { recordAudit } from '../audit/service';

const isOrder = (orderId: string) => (event: LiveEvent) =>
  event.entity === 'order' && event.id === orderId;

describe.each(databaseKinds)('live events on %s', (kind) => {
  let api: TestApi;
  let world: OrderWorld;
  let actions: ReturnType<typeof orderActions>;
  let baseUrl: string;
  const opened: OpenedTestStream[] = [];

  const open = async (token: string, headers?: Record<string, string>) => {
    const stream = await openTestStream(baseUrl, token, headers);
    opened.push(stream);
    return stream;
  };

  beforeAll(async () => {
    api = await startTestApi(kind, { live: { streamsPerAccount: 2, heartbeatMs: 100 } });
    world = await orderWorld(api);
    actions = orderActions(api, world);
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = baseUrlOf(api.app);
  });
  afterEach(() => {
    for (const stream of opened.splice(0)) stream.close();
  });
  afterAll(() => api.close());

  it('tells an organization’s operators of a new order and its notification, with ids only', async () => {
    const operator = await open(world.operator.token);
    expect(operator.status).toBe(200);
    const order = await actions.create();

    const { event, eventId } = await operator.waitFor(isOrder(order.id));
    expect(event).toEqual({
      type: 'created',
      organizationId: world.organizationId,
      entity: 'order',
      id: order.id,
    });
    expect(eventId).toMatch(/^\d+$/);
    const notification = await operator.waitFor((e) => e.entity === 'notification');
    expect(Object.keys(notification.event).sort()).toEqual([
      'entity',
      'id',
      'organizationId',
      'type',
    ]);
  });

  it('tells nobody outside the order: another organization’s operator, other patients, unassigned assistants, the role-less', async () => {
    const outsiders = await Promise.all(
      [
        world.otherOrganizationOperator,
        world.otherBeneficiary,
        world.assistant,
        world.noRole,
        world.admin,
      ].map((caller) => open(caller.token)),
    );
    const beneficiary = await open(world.beneficiary.token);
    const order = await actions.create();

    // The patient hears of its own order; the order's assistant once assigned.
    await beneficiary.waitFor(isOrder(order.id));
    await actions.accept(order.id);
    await actions.assign(order.id, world.otherAssistant);
    await settle();
    for (const outsider of outsiders) expect(outsider.received).toEqual([]);
  });

  it('tells an assigned assistant of its order, and a deactivated operator of nothing more', async () => {
    const order = await actions.create();
    const assistant = await open(world.assistant.token);
    const plainOperator = await open(world.plainOperator.token);
    await actions.accept(order.id);
    await actions.assign(order.id);
    await assistant.waitFor(
      (event) => isOrder(order.id)(event) && event.type === 'assistant-assigned',
    );

    const deactivated = await api.call('deactivateMember', {
      token: world.operator.token,
      params: { organizationId: world.organizationId, memberId: world.plainOperator.memberId },
    });
    expect(deactivated.statusCode).toBe(200);
    await plainOperator.waitFor((event) => event.entity === 'member');
    await settle();
    const later = await actions.create();
    await settle();
    expect(plainOperator.received.some(({ event }) => event.id === later.id)).toBe(false);
  });

  it('sends nothing for a write that rolls back', async () => {
    const operator = await open(world.operator.token);
    const order = await actions.create();
    await operator.waitFor(isOrder(order.id));
    const before = operator.received.length;

    await expect(
      api.db.transaction(async (tx) => {
        await recordAudit(tx, {
          actorAccountId: world.operator.accountId,
          organizationId: world.organizationId,
          entity: 'order',
          entityId: order.id,
          action: 'rolled-back',
          changes: {},
        });
        throw new Error('the write fails after its audit');
      }),
    ).rejects.toThrow('the write fails');
    await actions.accept(order.id);
    await operator.waitFor((event) => isOrder(order.id)(event) && event.type === 'accepted');
    const after = operator.received.slice(before).map(({ event }) => event.type);
    expect(after).not.toContain('rolled-back');
  });

  it('resumes after a drop with Last-Event-ID, without losing what was written meanwhile', async () => {
    const first = await open(world.operator.token);
    const seen = await actions.create();
    await first.waitFor(isOrder(seen.id));
    const lastEventId = first.lastEventId();
    expect(lastEventId).toBeDefined();
    first.close();

    const missed = [await actions.create(), await actions.create()];
    const resumed = await open(world.operator.token, { 'last-event-id': lastEventId ?? '' });
    for (const order of missed) await resumed.waitFor(isOrder(order.id));
    expect(resumed.received.some(({ event }) => event.type === 'resync')).toBe(false);
  });

  it('asks for a full refetch when the events after Last-Event-ID are no longer kept', async () => {
    const stream = await open(world.operator.token, { 'last-event-id': '999999999' });
    const { eventId } = await stream.waitFor((event) => event.type === 'resync');
    expect(eventId).toMatch(/^\d+$/);
  });

  it('keeps a quiet stream alive with comment lines', async () => {
    const stream = await open(world.operator.token);
    await settle(350);
    expect(
      stream.comments.filter((comment) => comment.includes('keep-alive')).length,
    ).toBeGreaterThan(1);
  });

  it('limits the streams one account holds open at once', async () => {
    await open(world.operator.token);
    const second = await open(world.operator.token);
    const third = await open(world.operator.token);
    expect(third.status).toBe(429);
    expect(third.refusal).toMatchObject({ type: expect.stringContaining('rate-limited') });

    second.close();
    await settle(100);
    expect((await open(world.operator.token)).status).toBe(200);
  });
});

describe.each(databaseKinds)('live stream lifetime on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind, { live: { lifetimeMs: 200 } });
    await api.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => api.close());

  it('ends a stream after its lifetime, so the client reconnects with a fresh token', async () => {
    const world = await orderWorld(api);
    const stream = await openTestStream(baseUrlOf(api.app), world.operator.token);
    const ended = await Promise.race([
      stream.ended.then(() => true),
      settle(1_500).then(() => false),
    ]);
    stream.close();
    expect(ended).toBe(true);
  });
});

describe.each(databaseKinds.filter((kind) => kind === 'postgres'))(
  'live events across API instances on %s',
  (kind) => {
    let api: TestApi;
    let second: Awaited<ReturnType<typeof buildApp>>;
    let secondDatabase: Awaited<ReturnType<typeof openDatabase>>;
    let world: OrderWorld;
    const opened: OpenedTestStream[] = [];

    beforeAll(async () => {
      api = await startTestApi(kind);
      world = await orderWorld(api);
      await api.app.listen({ port: 0, host: '127.0.0.1' });
      const pool = api.database.client as pg.Pool;
      secondDatabase = await openDatabase({ databaseUrl: String(pool.options.connectionString) });
      second = await buildApp({
        database: secondDatabase,
        identity: firebaseIdentity(testAuth()),
        rateLimits: false,
      });
      await second.listen({ port: 0, host: '127.0.0.1' });
    });
    afterEach(() => {
      for (const stream of opened.splice(0)) stream.close();
    });
    afterAll(async () => {
      await second.close();
      await secondDatabase.close();
      await api.close();
    });

    it('delivers what one instance writes to the streams of the other, both ways', async () => {
      const onFirst = await openTestStream(baseUrlOf(api.app), world.operator.token);
      const onSecond = await openTestStream(baseUrlOf(second), world.plainOperator.token);
      opened.push(onFirst, onSecond);

      // Written through the first instance, heard on the second.
      const order = await orderActions(api, world).create();
      await onSecond.waitFor(isOrder(order.id));
      // Written through the second instance, heard on the first.
      const accepted = await second.inject({
        method: 'POST',
        url: `/api/v1/operator/organization/${world.organizationId}/order/${order.id}/accept`,
        headers: { authorization: `Bearer ${world.plainOperator.token}` },
      });
      expect(accepted.statusCode).toBe(200);
      await onFirst.waitFor((event) => isOrder(order.id)(event) && event.type === 'accepted');
    });

    it('loses nothing when the listening connection drops: it reconnects and catches up', async () => {
      const stream = await openTestStream(baseUrlOf(second), world.operator.token);
      opened.push(stream);
      // Cut the second instance's LISTEN connection (its pool's connections listen on nothing).
      const cut = await api.db.execute(sql`
        select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and query ilike 'listen %' and pid <> pg_backend_pid()`);
      expect((cut as unknown as { rows: unknown[] }).rows.length).toBeGreaterThanOrEqual(2);
      const writtenDuringTheDrop = await orderActions(api, world).create();
      await stream.waitFor(isOrder(writtenDuringTheDrop.id), 5_000);
      const afterTheDrop = await orderActions(api, world).create();
      await stream.waitFor(isOrder(afterTheDrop.id), 5_000);
    });

    it('asks its streams to refetch everything when the listener was down longer than the replay window', async () => {
      const stream = await openTestStream(baseUrlOf(second), world.operator.token);
      opened.push(stream);
      const seen = await orderActions(api, world).create();
      await stream.waitFor(isOrder(seen.id));

      // The window moves past everything the listener last saw while it is down (here, before
      // the drop: the listener only reads the window once it is back).
      await api.db.execute(sql`delete from live_events`);
      await api.db.execute(sql`
        select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and query ilike 'listen %' and pid <> pg_backend_pid()`);
      await stream.waitFor((event) => event.type === 'resync', 5_000);

      // And it hears what is written afterwards.
      const afterTheResync = await orderActions(api, world).create();
      await stream.waitFor(isOrder(afterTheResync.id), 5_000);
    });
  },
);
