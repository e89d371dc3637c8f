// Each transition notifies exactly the people docs/product.md's orders table names, nobody else, with the
// organization, { orderId, type }, and a title and description in Polish and English that name
// the order's number and type but never the patient.
import type { Notification, NotificationList, NotificationType, Order } from '@care/contracts';
import { asc, eq } from 'drizzle-orm';
import type { TestApi } from '../../../test/support/api';
import { databaseKinds } from '../../../test/support/database';
import { type OrderActions, type OrderWorld, withOrderWorld } from '../../../test/support/orders';
import { notifications } from '../../db/schema';

describe.each(databaseKinds)('order notifications on %s', (kind) => {
  let api: TestApi;
  let world: OrderWorld;
  let actions: OrderActions;
  withOrderWorld(kind, (started) => ({ api, world, actions } = started));

  /** Who got which notification about the order, as `TYPE → account` pairs, sorted. */
  async function sentAbout(order: Order) {
    const rows = await api.db
      .select()
      .from(notifications)
      .where(eq(notifications.orderId, order.id))
      .orderBy(asc(notifications.createdAt));
    return rows.map((row) => `${row.type} → ${row.accountId}`).sort();
  }
  const to = (type: NotificationType, ...people: { accountId: string }[]) =>
    people.map((person) => `${type} → ${person.accountId}`);
  const operators = () => [world.operator, world.plainOperator];
  const organization = () => ({ organizationId: world.organizationId });

  it('a new order notifies every ACCEPTED operator of the organization, and nobody else', async () => {
    const order = await actions.create();
    expect(await sentAbout(order)).toEqual(to('ORDER_CREATED', ...operators()).sort());
  });

  it('accepting, assigning, the assistant taking it and handing it off notify the right people', async () => {
    const order = await actions.create();
    const created = to('ORDER_CREATED', ...operators());
    await actions.accept(order.id);
    const accepted = to('ORDER_ACCEPTED', world.beneficiary);
    expect(await sentAbout(order)).toEqual([...created, ...accepted].sort());

    await actions.assign(order.id);
    const assigned = to('ASSISTANT_NOTIFIED', world.assistant);
    expect(await sentAbout(order)).toEqual([...created, ...accepted, ...assigned].sort());

    // Declining and being taken off tell nobody; the other assistant's acceptance does.
    await actions.assign(order.id, world.otherAssistant);
    const declined = await api.call('declineAssistantOrder', {
      token: world.otherAssistant.token,
      params: { orderId: order.id },
    });
    expect(declined.statusCode).toBe(200);
    const reassigned = to('ASSISTANT_NOTIFIED', world.otherAssistant);
    expect(await sentAbout(order)).toEqual(
      [...created, ...accepted, ...assigned, ...reassigned].sort(),
    );

    await actions.assistantAccept(order.id);
    const taken = [
      ...to('ASSISTANT_ORDER_ACCEPTED', ...operators()),
      ...to('ORGANIZATION_ORDER_MARKED_AS_ACCEPTED', world.beneficiary),
    ];
    const handed = await api.call('markAssistantOrderHandled', {
      token: world.assistant.token,
      params: { orderId: order.id },
    });
    expect(handed.statusCode).toBe(200);
    const handled = to('ORDER_MARKED_AS_HANDLED', ...operators());
    expect(await sentAbout(order)).toEqual(
      [...created, ...accepted, ...assigned, ...reassigned, ...taken, ...handled].sort(),
    );
  });

  it('rejecting and an operator marking handled notify the beneficiary; cancelling and unassigning nobody', async () => {
    const rejected = await actions.create();
    await actions.reject(rejected.id);
    expect(await sentAbout(rejected)).toEqual(
      [...to('ORDER_CREATED', ...operators()), ...to('ORDER_REJECTED', world.beneficiary)].sort(),
    );

    const handled = await actions.orderIn('ACCEPTED', { assigned: true });
    const unassigned = await api.call('unassignOrderAssistant', {
      token: world.operator.token,
      params: { ...organization(), orderId: handled.id, memberId: world.assistant.memberId },
    });
    expect(unassigned.statusCode).toBe(200);
    await actions.markHandled(handled.id);
    expect(await sentAbout(handled)).toEqual(
      [
        ...to('ORDER_CREATED', ...operators()),
        ...to('ORDER_ACCEPTED', world.beneficiary),
        ...to('ASSISTANT_NOTIFIED', world.assistant),
        ...to('ORDER_MARKED_AS_HANDLED', world.beneficiary),
      ].sort(),
    );

    const cancelled = await actions.orderIn('CANCELLED');
    expect(await sentAbout(cancelled)).toEqual(
      [...to('ORDER_CREATED', ...operators()), ...to('ORDER_ACCEPTED', world.beneficiary)].sort(),
    );
  });

  it('a refused transition sends nothing', async () => {
    const order = await actions.orderIn('HANDLED');
    const before = await sentAbout(order);
    for (const name of ['acceptOrder', 'markOrderHandled'] as const) {
      const response = await api.call(name, {
        token: world.operator.token,
        params: { ...organization(), orderId: order.id },
      });
      expect(response.statusCode).toBe(409);
    }
    expect(await sentAbout(order)).toEqual(before);
  });

  it('answers each notification in the recipient’s language, naming the order but not the patient', async () => {
    const order = await actions.create({ type: 'EQUIPMENT', description: 'Koncentrator tlenu' });
    const newest = async (token: string, language?: string) => {
      const response = await api.call('listNotifications', {
        token,
        query: { limit: 1 },
        ...(language ? { headers: { 'accept-language': language } } : {}),
      });
      return response.json<NotificationList>().items[0] as Notification;
    };
    const polish = await newest(world.plainOperator.token);
    expect(polish).toEqual({
      id: expect.any(String),
      title: 'Nowe zlecenie',
      description: `Zlecenie ${order.number} (sprzęt) czeka na przyjęcie.`,
      data: { orderId: order.id, type: 'ORDER_CREATED' },
      createdAt: expect.any(String),
      organizationId: world.organizationId,
    });
    const english = await newest(world.plainOperator.token, 'en-GB,en;q=0.9');
    expect(english).toMatchObject({
      id: polish.id,
      title: 'New order',
      description: `Order ${order.number} (equipment) is waiting to be accepted.`,
    });

    await actions.accept(order.id);
    const forBeneficiary = await newest(world.beneficiary.token, 'en');
    expect(forBeneficiary).toMatchObject({
      title: 'Order accepted',
      description: `The organization accepted order ${order.number} (equipment).`,
      data: { orderId: order.id, type: 'ORDER_ACCEPTED' },
      organizationId: world.organizationId,
    });

    const stored = await api.db
      .select()
      .from(notifications)
      .where(eq(notifications.orderId, order.id));
    for (const row of stored) {
      const texts = [row.titlePl, row.titleEn, row.descriptionPl, row.descriptionEn].join(' ');
      expect(texts).not.toMatch(/Żaneta|Łukasiewicz|Koncentrator/);
    }
  });
});
