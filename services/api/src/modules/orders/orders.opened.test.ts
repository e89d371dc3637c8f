// The operators' read marker: opening an order's details is remembered per operator account
// (on any device, as the list's `openedByMe` says), idempotently, without touching the order;
// only operators of the organization may set it, and another organization's order is a 404.
import { type OrderList, problemTypes } from '@care/contracts';
import { and, eq } from 'drizzle-orm';
import type { TestApi } from '../../../test/support/api';
import { databaseKinds } from '../../../test/support/database';
import {
  type CallerKind,
  callerTokens,
  type Member,
  type OrderActions,
  type OrderWorld,
  withOrderWorld,
} from '../../../test/support/orders';
import { auditEvents, orderOpenings } from '../../db/schema';

describe.each(databaseKinds)('order opened marker on %s', (kind) => {
  let api: TestApi;
  let world: OrderWorld;
  let actions: OrderActions;
  withOrderWorld(kind, (started) => ({ api, world, actions } = started));

  const open = (
    orderId: string,
    token: string | undefined,
    organizationId = world.organizationId,
  ) =>
    api.call('markOrderOpened', {
      ...(token ? { token } : {}),
      params: { organizationId, orderId },
    });

  /** Whether each of these orders is opened for the operator, as its list answers. */
  async function openedFor(operator: Member, orderIds: string[]) {
    const response = await api.call('listOrders', {
      token: operator.token,
      params: { organizationId: world.organizationId },
      query: { limit: 100 },
    });
    expect(response.statusCode).toBe(200);
    const items = response.json<OrderList>().items;
    return orderIds.map((id) => items.find((order) => order.id === id)?.openedByMe);
  }

  it('tells each operator, on its own, which orders it has opened', async () => {
    const first = await actions.create({ description: 'Pierwsze zlecenie' });
    const second = await actions.create({ description: 'Drugie zlecenie' });
    expect(await openedFor(world.operator, [first.id, second.id])).toEqual([false, false]);

    const response = await open(first.id, world.operator.token);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');

    expect(await openedFor(world.operator, [first.id, second.id])).toEqual([true, false]);
    // Another operator of the same organization has not opened it.
    expect(await openedFor(world.plainOperator, [first.id, second.id])).toEqual([false, false]);
  });

  it('is idempotent, keeps the first opening, and does not change the order or its history', async () => {
    const order = await actions.create();
    const auditBefore = await api.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityId, order.id));

    expect((await open(order.id, world.plainOperator.token)).statusCode).toBe(204);
    const marker = and(
      eq(orderOpenings.orderId, order.id),
      eq(orderOpenings.accountId, world.plainOperator.accountId),
    );
    const [firstMark] = await api.db.select().from(orderOpenings).where(marker);
    expect((await open(order.id, world.plainOperator.token)).statusCode).toBe(204);
    const marks = await api.db.select().from(orderOpenings).where(marker);
    expect(marks).toEqual([firstMark]);

    const after = await actions.get(order.id);
    expect(after.version).toBe(order.version);
    expect(after.updatedAt).toBe(order.updatedAt);
    // Another operator may still accept it with the version it read.
    expect((await actions.accept(order.id)).status).toBe('ACCEPTED');
    expect(
      (await api.db.select().from(auditEvents).where(eq(auditEvents.entityId, order.id))).length,
    ).toBe(auditBefore.length + 1);
  });

  it('counts for an order in any status', async () => {
    const handled = await actions.orderIn('HANDLED');
    expect((await open(handled.id, world.operator.token)).statusCode).toBe(204);
    expect(await openedFor(world.operator, [handled.id])).toEqual([true]);
  });

  it('lets only the organization’s operators mark, and marks nothing for anyone else', async () => {
    const order = await actions.create();
    const refused: Partial<Record<CallerKind, { status: number; type: string }>> = {
      anonymous: { status: 401, type: problemTypes.unauthorized },
      badToken: { status: 401, type: problemTypes.unauthorized },
      unverified: { status: 403, type: problemTypes.emailNotVerified },
      unregistered: { status: 403, type: problemTypes.notRegistered },
      noRole: { status: 404, type: problemTypes.notFound },
      beneficiary: { status: 404, type: problemTypes.notFound },
      assistant: { status: 404, type: problemTypes.notFound },
      otherOrganizationOperator: { status: 404, type: problemTypes.notFound },
      admin: { status: 404, type: problemTypes.notFound },
    };
    const tokens = callerTokens(world);
    const answers: Record<string, unknown> = {};
    for (const caller of Object.keys(refused) as CallerKind[]) {
      const response = await open(order.id, tokens[caller]);
      answers[caller] = {
        status: response.statusCode,
        type: response.json<{ type: string }>().type,
      };
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    }
    expect(answers).toEqual(refused);
    expect(
      await api.db.select().from(orderOpenings).where(eq(orderOpenings.orderId, order.id)),
    ).toEqual([]);
  });

  it('answers 404 for another organization’s order, an unknown one and through another organization', async () => {
    const order = await actions.create();
    const ours = world.operator.token;
    // An order of this organization asked for through the other organization, by its operator.
    const across = await open(
      order.id,
      world.otherOrganizationOperator.token,
      world.otherOrganizationId,
    );
    expect([across.statusCode, across.json<{ type: string }>().type]).toEqual([
      404,
      problemTypes.notFound,
    ]);
    const unknown = await open('00000000-0000-4000-8000-000000000000', ours);
    expect(unknown.statusCode).toBe(404);
    const malformed = await open('not-an-id', ours);
    expect(malformed.statusCode).toBe(400);
    expect(
      await api.db.select().from(orderOpenings).where(eq(orderOpenings.orderId, order.id)),
    ).toEqual([]);
  });
});
