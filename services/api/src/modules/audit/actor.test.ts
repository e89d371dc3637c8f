import type { AuditEvent, Order } from '@care/contracts';
import { and, eq } from 'drizzle-orm';
import { startTestApi, type TestApi } from '../../../test/support/api';
import { databaseKinds } from '../../../test/support/database';
import { orderActions, orderWorld, type OrderWorld } from '../../../test/support/orders';
import { members } from '../../db/schema';

// A history line says "Olga Operatorska zmieniła status" only when it knows how the person who
// acted is addressed: the answers carry it with the actor.
describe.each(databaseKinds)('the actor’s form of address on %s', (kind) => {
  let api: TestApi;
  let world: OrderWorld;

  beforeAll(async () => {
    api = await startTestApi(kind);
    world = await orderWorld(api);
  });
  afterAll(() => api.close());

  const setCardForm = (memberId: string, formOfAddress: 'PAN' | 'PANI' | null) =>
    api.db
      .update(members)
      .set({ formOfAddress })
      .where(and(eq(members.id, memberId), eq(members.organizationId, world.organizationId)));

  const setProfileForm = async (token: string, formOfAddress: 'PAN' | 'PANI' | null) => {
    const response = await api.call('updateMe', {
      token,
      body: { firstName: 'Olga', lastName: 'Operatorska', formOfAddress },
    });
    expect(response.statusCode).toBe(200);
  };

  const latestAuditActor = async () => {
    const response = await api.call('listAuditEvents', {
      token: world.operator.token,
      params: { organizationId: world.organizationId },
      query: { entity: 'order' },
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ items: AuditEvent[] }>().items[0]?.actor;
  };

  const acceptedBy = (order: Order) => order.history.at(-1)?.actor;

  it('is null when neither the profile nor the card says, so the line stays neutral', async () => {
    const actions = orderActions(api, world);
    const order = await actions.accept((await actions.create()).id);
    expect(acceptedBy(order)).toMatchObject({
      accountId: world.operator.accountId,
      formOfAddress: null,
    });
    expect(await latestAuditActor()).toMatchObject({ formOfAddress: null });
  });

  it('comes from the actor’s card in the organization when the profile does not say', async () => {
    await setCardForm(world.operator.memberId, 'PANI');
    const actions = orderActions(api, world);
    const order = await actions.accept((await actions.create()).id);
    expect(acceptedBy(order)).toMatchObject({ formOfAddress: 'PANI' });
    expect(await latestAuditActor()).toMatchObject({ formOfAddress: 'PANI' });
  });

  it('is the profile’s own when set, over the card, for past lines too', async () => {
    const actions = orderActions(api, world);
    const order = await actions.accept((await actions.create()).id);
    await setProfileForm(world.operator.token, 'PAN');
    const reread = await api.call('getOrder', {
      token: world.operator.token,
      params: { organizationId: world.organizationId, orderId: order.id },
    });
    expect(acceptedBy(reread.json<Order>())).toMatchObject({ formOfAddress: 'PAN' });
    expect(await latestAuditActor()).toMatchObject({ formOfAddress: 'PAN' });
    await setProfileForm(world.operator.token, null);
    await setCardForm(world.operator.memberId, null);
  });
});
