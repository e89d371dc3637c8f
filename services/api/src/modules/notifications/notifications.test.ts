import type { Notification, NotificationList, NotificationType } from '@care/contracts';
import { and, eq } from 'drizzle-orm';
import { startTestApi, type TestApi } from '../../../test/support/api';
import { databaseKinds } from '../../../test/support/database';
import {
  adminCaller,
  organizationWithOperator,
  type RegisteredCaller,
  registeredCaller,
} from '../../../test/support/world';
import { auditEvents, devices, notifications } from '../../db/schema';
import { notificationColumns } from './texts';

const orderId = '4b0d3c55-8e4f-4a36-9a4e-6f2d1c0b9a88';
const order = { number: 'Z-2026-0042', type: 'VISIT' } as const;

describe.each(databaseKinds)('notifications on %s', (kind) => {
  let api: TestApi;
  let organizationId: string;

  beforeAll(async () => {
    api = await startTestApi(kind);
    ({ organizationId } = await organizationWithOperator(api, await adminCaller(api)));
  });
  afterAll(() => api.close());

  /** `count` notifications, one hour apart, the newest first; the first `unread` are unread. */
  async function notify(caller: RegisteredCaller, count: number, unread: number) {
    const type: NotificationType = 'ORDER_CREATED';
    const now = Date.now();
    const rows = await api.db
      .insert(notifications)
      .values(
        Array.from({ length: count }, (_, index) => ({
          accountId: caller.accountId,
          organizationId,
          type,
          orderId,
          ...notificationColumns(type, order),
          createdAt: new Date(now - index * 3_600_000),
          readAt: index < unread ? null : new Date(now),
        })),
      )
      .returning();
    return rows.map((row) => row.id);
  }

  const list = (
    caller: RegisteredCaller,
    query: Record<string, number>,
    headers?: Record<string, string>,
  ) =>
    api.call('listNotifications', { token: caller.token, query, ...(headers ? { headers } : {}) });

  it('pages newest first with isLast, in Polish unless the caller prefers English', async () => {
    const caller = await registeredCaller(api);
    const ids = await notify(caller, 25, 7);

    const first = (await list(caller, { page: 1 })).json<NotificationList>();
    expect(first.pagination).toEqual({ page: 1, limit: 10, isLast: false });
    expect(first.items.map((item) => item.id)).toEqual(ids.slice(0, 10));
    expect(first.items[0]).toEqual({
      id: ids[0],
      title: 'Nowe zlecenie',
      description: 'Zlecenie Z-2026-0042 (wizyta) czeka na przyjęcie.',
      data: { orderId, type: 'ORDER_CREATED' },
      createdAt: expect.any(String),
      organizationId,
    });
    expect(first.items[9]?.readAt).toEqual(expect.any(String));

    const last = (await list(caller, { page: 3 })).json<NotificationList>();
    expect(last.pagination).toEqual({ page: 3, limit: 10, isLast: true });
    expect(last.items.map((item) => item.id)).toEqual(ids.slice(20));

    const english = (
      await list(caller, { page: 1, limit: 1 }, { 'accept-language': 'de-DE, en;q=0.8, pl;q=0.5' })
    ).json<NotificationList>();
    expect(english.items[0]).toMatchObject({
      title: 'New order',
      description: 'Order Z-2026-0042 (visit) is waiting to be accepted.',
    });
  });

  it('answers an exact last page and an empty page past the end', async () => {
    const caller = await registeredCaller(api);
    await notify(caller, 10, 0);
    expect((await list(caller, { page: 1 })).json<NotificationList>().pagination.isLast).toBe(true);
    const beyond = (await list(caller, { page: 2 })).json<NotificationList>();
    expect(beyond).toEqual({ items: [], pagination: { page: 2, limit: 10, isLast: true } });
  });

  it('rejects page sizes above the limit and unknown query keys', async () => {
    const caller = await registeredCaller(api);
    expect((await list(caller, { limit: 101 })).statusCode).toBe(400);
    expect((await list(caller, { page: 0 })).statusCode).toBe(400);
    const unknown = await list(caller, { sort: 1 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      errors: [{ path: 'sort', message: 'Unrecognized key' }],
    });
  });

  it('counts unread, reads one (once), and reads all', async () => {
    const caller = await registeredCaller(api);
    const [newest] = await notify(caller, 5, 3);
    const count = () =>
      api.call('countNotifications', { token: caller.token }).then((response) => response.json());
    expect(await count()).toEqual({ count: 3 });

    const read = await api.call('readNotification', {
      token: caller.token,
      params: { notificationId: newest as string },
    });
    expect(read.statusCode).toBe(200);
    const readAt = read.json<Notification>().readAt;
    expect(readAt).toEqual(expect.any(String));
    expect(await count()).toEqual({ count: 2 });

    const again = await api.call('readNotification', {
      token: caller.token,
      params: { notificationId: newest as string },
    });
    expect(again.json<Notification>().readAt).toBe(readAt);
    const readEvents = await api.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, newest as string), eq(auditEvents.action, 'read')));
    expect(readEvents).toHaveLength(1);

    const all = await api.call('readAllNotifications', {
      token: caller.token,
      headers: { 'content-type': 'application/json' },
    });
    expect(all.json()).toEqual({ count: 2 });
    expect(await count()).toEqual({ count: 0 });
    expect((await api.call('readAllNotifications', { token: caller.token })).json()).toEqual({
      count: 0,
    });
  });

  it('never lets a caller read someone else’s notification', async () => {
    const owner = await registeredCaller(api);
    const [id] = await notify(owner, 1, 1);
    const other = await registeredCaller(api);
    const response = await api.call('readNotification', {
      token: other.token,
      params: { notificationId: id as string },
    });
    expect(response.statusCode).toBe(404);
    const [row] = await api.db
      .select()
      .from(notifications)
      .where(eq(notifications.id, id as string));
    expect(row?.readAt).toBeNull();
  });

  it('registers a push device once per account and forgets it again', async () => {
    const caller = await registeredCaller(api);
    const other = await registeredCaller(api);
    const body = { deviceId: 'fcm-token-1' };
    for (const token of [caller.token, caller.token, other.token]) {
      expect((await api.call('addDevice', { token, body })).statusCode).toBe(204);
    }
    const stored = await api.db.select().from(devices).where(eq(devices.deviceId, body.deviceId));
    expect(stored.map((device) => device.accountId).sort()).toEqual(
      [caller.accountId, other.accountId].sort(),
    );

    expect((await api.call('removeDevice', { token: caller.token, body })).statusCode).toBe(204);
    const left = await api.db.select().from(devices).where(eq(devices.deviceId, body.deviceId));
    expect(left.map((device) => device.accountId)).toEqual([other.accountId]);
    const events = await api.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.actorAccountId, caller.accountId))
      .orderBy(auditEvents.occurredAt);
    expect(
      events.filter((event) => event.entity === 'device').map((event) => event.action),
    ).toEqual(['added', 'removed']);
  });

  // Its audit entry keeps the device id in jsonb, which refuses a lone surrogate's escape: 500.
  it('answers a device id with a lone surrogate 400 and keeps nothing', async () => {
    const caller = await registeredCaller(api);
    const added = await api.call('addDevice', {
      token: caller.token,
      body: { deviceId: 'fcm-\udc00token' },
    });
    expect(added.statusCode).toBe(400);
    expect(added.json<{ errors: { path: string }[] }>().errors).toEqual([
      expect.objectContaining({ path: 'deviceId' }),
    ]);
    const stored = await api.db
      .select()
      .from(devices)
      .where(eq(devices.accountId, caller.accountId));
    expect(stored).toEqual([]);
  });
});
