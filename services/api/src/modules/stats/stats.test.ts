import type { OrganizationStats } from '@care/contracts';
import { eq, sql } from 'drizzle-orm';
import type { TestApi } from '../../../test/support/api';
import { databaseKinds } from '../../../test/support/database';
import {
  addNamedMembership,
  callerTokens,
  type CallerKind,
  operatorOnlyAnswers,
  type OrderActions,
  type OrderWorld,
  withOrderWorld,
} from '../../../test/support/orders';
import { registeredCaller } from '../../../test/support/world';
import { members, orders } from '../../db/schema';
import { calendarDay } from '../../domain/calendar';

describe.each(databaseKinds)('organization stats on %s', (kind) => {
  let api: TestApi;
  let world: OrderWorld;
  let actions: OrderActions;
  withOrderWorld(kind, (started) => ({ api, world, actions } = started));

  const stats = (token: string | undefined, organizationId = world.organizationId) =>
    api.call('getOrganizationStats', { token, params: { organizationId } });

  const expected = operatorOnlyAnswers;

  it.each(Object.keys(expected) as CallerKind[])('answers %s as designed', async (caller) => {
    const response = await stats(callerTokens(world)[caller]);
    expect(response.statusCode).toBe(expected[caller]);
  });

  it('hides another organization’s figures from an operator, as if it did not exist', async () => {
    const foreign = await stats(world.operator.token, world.otherOrganizationId);
    const unknown = await stats(world.operator.token, '7d4c0f5e-2b1a-4c3d-8e9f-0a1b2c3d4e5f');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(unknown.json());
  });

  it('counts members, invitations and orders, per day in the time zone, and the oldest NEW', async () => {
    await addNamedMembership(
      api,
      world.organizationId,
      await registeredCaller(api),
      'BENEFICIARY',
      { firstName: 'Roman', lastName: 'Odmówił' },
      { status: 'REJECTED' },
    );
    const ended = await addNamedMembership(
      api,
      world.organizationId,
      await registeredCaller(api),
      'ASSISTANT',
      { firstName: 'Ewa', lastName: 'Zakończona' },
    );
    await api.db
      .update(members)
      .set({ endDate: new Date(Date.now() - 60_000) })
      .where(eq(members.id, ended.memberId));

    const oldest = await actions.orderIn('NEW');
    const second = await actions.orderIn('NEW');
    const third = await actions.orderIn('NEW');
    await actions.orderIn('ACCEPTED');
    await actions.orderIn('REJECTED');
    await actions.orderIn('HANDLED');
    await actions.orderIn('CANCELLED');
    const day = 24 * 3_600_000;
    const moveBack = (orderId: string, days: number) =>
      api.db
        .update(orders)
        .set({ createdAt: sql`now() - make_interval(secs => ${(days * day) / 1000})` })
        .where(eq(orders.id, orderId));
    await moveBack(oldest.id, 3);
    await moveBack(second.id, 3);
    await moveBack(third.id, 40);

    const response = await stats(world.plainOperator.token);
    expect(response.statusCode).toBe(200);
    const figures = response.json<OrganizationStats>();

    // Every membership counts for its role whatever its status, as the members list narrowed
    // to the role shows it: the super, plain, pending and deactivated operators, the two
    // beneficiaries and the rejected invitee, the two assistants and the ended one.
    expect(figures.members.byRole).toEqual({ OPERATOR: 4, BENEFICIARY: 3, ASSISTANT: 3 });
    expect(figures.members.byStatus).toEqual({
      PENDING: 1,
      ACCEPTED: 6,
      REJECTED: 1,
      DEACTIVATED: 1,
      INACTIVE: 1,
    });
    expect(figures.invitations).toEqual({ pending: 1 });
    expect(figures.orders.byStatus).toEqual({
      NEW: 3,
      ACCEPTED: 1,
      IN_PROGRESS: 0,
      HANDLED: 1,
      REJECTED: 1,
      CANCELLED: 1,
    });

    const { perDay } = figures.orders;
    expect(perDay).toHaveLength(30);
    const today = calendarDay(new Date(), 'Europe/Warsaw');
    expect(perDay.at(-1)).toEqual({ date: today, count: 4 });
    const threeDaysAgo = calendarDay(new Date(Date.now() - 3 * day), 'Europe/Warsaw');
    expect(perDay.find((entry) => entry.date === threeDaysAgo)?.count).toBe(2);
    // The order of 40 days ago is counted by status, not per day.
    expect(perDay.reduce((sum, entry) => sum + entry.count, 0)).toBe(6);
    expect(perDay.map((entry) => entry.date)).toEqual([...perDay.map((e) => e.date)].sort());

    // `oldest` was moved back first, so a moment further than `second`.
    expect(figures.orders.waitingLongest.map((order) => order.id)).toEqual([
      third.id,
      oldest.id,
      second.id,
    ]);
    expect(figures.orders.waitingLongest[0]).toMatchObject({
      number: third.number,
      beneficiary: { firstName: 'Żaneta', lastName: 'Łukasiewicz' },
    });
  });
});
