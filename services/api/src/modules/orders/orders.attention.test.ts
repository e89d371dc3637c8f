// Orders that need attention: each reason appears once its limit has run out and clears with the
// step it waits for; a limit switched off never gives it; the preferred date's day is the
// organization's. The list's filter, the counts and the dashboard's figures agree, and the SQL
// of the rules agrees with the contracts' function on random orders, limits and times.
import {
  type ListedOrder,
  type OperatorOrder,
  type OrderAttentionCounts,
  type OrderAttentionLimits,
  orderAttention,
  type OrderList,
  type OrderStatus,
  orderStatuses,
  type OrderType,
  type OrganizationStats,
} from '@care/contracts';
import { eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { TestApi } from '../../../test/support/api';
import { databaseKinds } from '../../../test/support/database';
import {
  callerTokens,
  type CallerKind,
  operatorOnlyAnswers,
  orderActions,
  type OrderActions,
  type OrderWorld,
  orderWorld,
  withOrderWorld,
} from '../../../test/support/orders';
import { orderAssistants, orders, organizations } from '../../db/schema';
import { attentionCell, countAttention, countAttentionByStatus, needsAttention } from './attention';

const hour = 3_600_000;

describe.each(databaseKinds)('orders that need attention on %s', (kind) => {
  let api: TestApi;
  let world: OrderWorld;
  let actions: OrderActions;
  /** What time it is for the API: each test sets it. */
  let now = new Date();
  withOrderWorld(kind, (started) => ({ api, world, actions } = started), { clock: () => now });
  beforeEach(async () => {
    now = new Date();
    await setLimits(world.organizationId, {
      acceptWithinHours: 4,
      assignWithinHours: 24,
      handleByPreferredDate: true,
      timeZone: 'Europe/Warsaw',
    });
  });

  const setLimits = (organizationId: string, limits: Partial<OrderAttentionLimits>) =>
    api.db.update(organizations).set(limits).where(eq(organizations.id, organizationId));
  const setOrder = (orderId: string, values: Partial<typeof orders.$inferInsert>) =>
    api.db.update(orders).set(values).where(eq(orders.id, orderId));
  const attentionOf = async (orderId: string) =>
    ((await actions.get(orderId)) as OperatorOrder).attention;
  const counts = (token: string | undefined, organizationId = world.organizationId) =>
    api.call('getOrderAttention', { token, params: { organizationId } });

  it('marks a NEW order once the hours to accept it have run out, until it is accepted', async () => {
    const order = await actions.create();
    const placed = new Date(order.createdAt).getTime();
    now = new Date(placed + 4 * hour - 1000);
    expect(await attentionOf(order.id)).toEqual([]);
    now = new Date(placed + 4 * hour);
    expect(await attentionOf(order.id)).toEqual(['NOT_ACCEPTED']);
    const accepted = (await actions.accept(order.id)) as OperatorOrder;
    expect(accepted.attention).toEqual([]);
    const [row] = await api.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.acceptedAt?.toISOString()).toBe(now.toISOString());
  });

  it('marks an accepted order nobody has taken once the hours to find an assistant have run out', async () => {
    const order = await actions.orderIn('ACCEPTED');
    const acceptedAt = now.getTime();
    now = new Date(acceptedAt + 24 * hour - 1000);
    expect(await attentionOf(order.id)).toEqual([]);
    now = new Date(acceptedAt + 24 * hour);
    expect(await attentionOf(order.id)).toEqual(['NOT_ASSIGNED']);
    // Asked is not taken: the order still waits for an answer.
    expect(((await actions.assign(order.id)) as OperatorOrder).attention).toEqual(['NOT_ASSIGNED']);
    await actions.assistantAccept(order.id);
    expect(await attentionOf(order.id)).toEqual([]);
  });

  it('counts an order unstaffed again once its only accepting assistant declines or is taken off', async () => {
    const order = await actions.orderIn('ACCEPTED');
    now = new Date(now.getTime() + 25 * hour);
    const unstaffedCount = async () =>
      (await counts(world.operator.token)).json<OrderAttentionCounts>().NOT_ASSIGNED;
    const before = await unstaffedCount();
    const staffed = (memberId: string) =>
      api.db.insert(orderAssistants).values({ orderId: order.id, memberId, status: 'ACCEPTED' });
    const ofOrder = (memberId: string) =>
      sql`${orderAssistants.orderId} = ${order.id} and ${orderAssistants.memberId} = ${memberId}`;
    await staffed(world.assistant.memberId);
    await staffed(world.otherAssistant.memberId);
    expect(await unstaffedCount()).toBe(before - 1);
    await api.db
      .update(orderAssistants)
      .set({ status: 'DECLINED' })
      .where(ofOrder(world.assistant.memberId));
    // The other assistant still has it.
    expect(await attentionOf(order.id)).toEqual([]);
    expect(await unstaffedCount()).toBe(before - 1);
    await api.db.delete(orderAssistants).where(ofOrder(world.otherAssistant.memberId));
    expect(await attentionOf(order.id)).toEqual(['NOT_ASSIGNED']);
    expect(await unstaffedCount()).toBe(before);
  });

  it('never gives a reason whose limit is switched off', async () => {
    const waiting = await actions.create();
    const accepted = await actions.orderIn('ACCEPTED');
    await setOrder(accepted.id, { preferredDate: new Date(now.getTime() - 72 * hour) });
    now = new Date(now.getTime() + 30 * 24 * hour);
    expect(await attentionOf(waiting.id)).toEqual(['NOT_ACCEPTED']);
    expect(await attentionOf(accepted.id)).toEqual(['NOT_ASSIGNED', 'PAST_PREFERRED_DATE']);
    await setLimits(world.organizationId, {
      acceptWithinHours: null,
      assignWithinHours: null,
      handleByPreferredDate: false,
    });
    expect(await attentionOf(waiting.id)).toEqual([]);
    expect(await attentionOf(accepted.id)).toEqual([]);
    const answer = await counts(world.operator.token);
    expect(answer.json()).toEqual({
      total: 0,
      NOT_ACCEPTED: 0,
      NOT_ASSIGNED: 0,
      PAST_PREFERRED_DATE: 0,
    });
  });

  it('counts the preferred day as over at midnight in the organization’s time zone', async () => {
    const order = await actions.orderIn('IN_PROGRESS');
    // 23:30 UTC on 2 December is already 3 December in Warsaw (UTC+1).
    await setOrder(order.id, { preferredDate: new Date('2026-12-02T23:30:00Z') });
    const past = async () => (await attentionOf(order.id)).includes('PAST_PREFERRED_DATE');
    now = new Date('2026-12-03T22:59:59Z');
    expect(await past()).toBe(false);
    now = new Date('2026-12-03T23:00:00Z');
    expect(await past()).toBe(true);
    await setLimits(world.organizationId, { timeZone: 'UTC' });
    now = new Date('2026-12-02T23:59:59Z');
    expect(await past()).toBe(false);
    now = new Date('2026-12-03T00:00:00Z');
    expect(await past()).toBe(true);
    await actions.markHandled(order.id);
    expect(await past()).toBe(false);
  });

  describe('in an organization of its own', () => {
    let own: OrderWorld;
    let ownActions: OrderActions;
    const ids: Record<string, string> = {};

    beforeAll(async () => {
      own = await orderWorld(api);
      ownActions = orderActions(api, own);
      const daysAgo = (days: number) => new Date(Date.now() - days * 24 * hour);
      const late = await ownActions.create();
      await setOrder(late.id, { createdAt: daysAgo(1) });
      ids.late = late.id;
      ids.fresh = (await ownActions.create()).id;
      ids.unassigned = (await ownActions.orderIn('ACCEPTED')).id;
      await setOrder(ids.unassigned, { acceptedAt: daysAgo(2), preferredDate: daysAgo(3) });
      ids.inProgress = (await ownActions.orderIn('IN_PROGRESS')).id;
      await setOrder(ids.inProgress, { preferredDate: daysAgo(3) });
      ids.handled = (await ownActions.orderIn('HANDLED')).id;
      await setOrder(ids.handled, { preferredDate: daysAgo(3) });
    });

    const expected: OrderAttentionCounts = {
      total: 3,
      NOT_ACCEPTED: 1,
      NOT_ASSIGNED: 1,
      PAST_PREFERRED_DATE: 2,
    };

    it('counts orders in all and under each of their reasons', async () => {
      const answer = await counts(own.plainOperator.token, own.organizationId);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual(expected);
    });

    it('lists only the orders that need attention, with the tabs counted on them', async () => {
      const answer = await api.call('listOrders', {
        token: own.operator.token,
        params: { organizationId: own.organizationId },
        query: { attention: 'true' },
      });
      expect(answer.statusCode).toBe(200);
      const list = answer.json<OrderList>();
      expect(list.items.map((order) => order.id).sort()).toEqual(
        [ids.late, ids.unassigned, ids.inProgress].sort(),
      );
      expect(list.pagination.total).toBe(expected.total);
      const byId = new Map(list.items.map((order: ListedOrder) => [order.id, order.attention]));
      expect(byId.get(ids.unassigned as string)).toEqual(['NOT_ASSIGNED', 'PAST_PREFERRED_DATE']);
      expect(list.counts).toEqual({
        ...Object.fromEntries(orderStatuses.map((status) => [status, 0])),
        NEW: 1,
        ACCEPTED: 1,
        IN_PROGRESS: 1,
      });
      const everything = await api.call('listOrders', {
        token: own.operator.token,
        params: { organizationId: own.organizationId },
        query: { attention: 'false' },
      });
      expect(everything.json<OrderList>().pagination.total).toBe(5);
      const fine = everything.json<OrderList>().items.find((order) => order.id === ids.fresh);
      expect(fine?.attention).toEqual([]);
    });

    it('refuses an attention filter that is neither true nor false', async () => {
      const answer = await api.call('listOrders', {
        token: own.operator.token,
        params: { organizationId: own.organizationId },
        query: { attention: '1' },
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.headers['content-type']).toMatch(/^application\/problem\+json/);
    });

    it('gives the dashboard the same counts', async () => {
      const answer = await api.call('getOrganizationStats', {
        token: own.operator.token,
        params: { organizationId: own.organizationId },
      });
      expect(answer.json<OrganizationStats>().orders.attention).toEqual(expected);
    });

    it('leaves the attention out of the mobile app’s orders', async () => {
      const answer = await api.call('getBeneficiaryOrder', {
        token: own.beneficiary.token,
        params: { organizationId: own.organizationId, orderId: ids.late as string },
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).not.toHaveProperty('attention');
    });
  });

  it.each(Object.keys(operatorOnlyAnswers) as CallerKind[])(
    'answers the counts to %s as designed',
    async (caller) => {
      const answer = await counts(callerTokens(world)[caller]);
      expect(answer.statusCode).toBe(operatorOnlyAnswers[caller]);
      if (answer.statusCode >= 400)
        expect(answer.headers['content-type']).toMatch(/^application\/problem\+json/);
    },
  );

  it('hides another organization’s counts from an operator, as if it did not exist', async () => {
    const foreign = await counts(world.operator.token, world.otherOrganizationId);
    const unknown = await counts(world.operator.token, '7d4c0f5e-2b1a-4c3d-8e9f-0a1b2c3d4e5f');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(unknown.json());
  });

  it('finds and counts in SQL what the contracts’ rules say, on random orders, limits and times', async () => {
    const property = await orderWorld(api);
    const base = Date.parse('2026-06-15T12:00:00Z');
    let sequence = 0;
    const limit = fc.option(fc.integer({ min: 1, max: 72 }), { nil: null });
    const limits = fc.record({
      acceptWithinHours: limit,
      assignWithinHours: limit,
      handleByPreferredDate: fc.boolean(),
      timeZone: fc.constantFrom('Europe/Warsaw', 'UTC', 'America/New_York', 'Asia/Kolkata'),
    });
    const offset = fc.integer({ min: -96 * hour, max: 96 * hour });
    const order = fc.record({
      status: fc.constantFrom<OrderStatus>(...orderStatuses),
      created: offset,
      accepted: fc.option(offset, { nil: null }),
      preferred: fc.option(offset, { nil: null }),
      hasAcceptedAssistant: fc.boolean(),
      type: fc.constantFrom<OrderType>('VISIT', 'TRANSPORT'),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(order, { minLength: 1, maxLength: 8 }),
        limits,
        offset,
        async (planned, chosen, nowOffset) => {
          const at = new Date(base + nowOffset);
          const rows = planned.map((each) => ({
            organizationId: property.organizationId,
            beneficiaryMemberId: property.beneficiary.memberId,
            numberYear: 1990,
            numberSequence: (sequence += 1),
            type: each.type,
            description: 'Losowe zlecenie',
            status: each.status,
            createdAt: new Date(base + each.created),
            acceptedAt: each.accepted === null ? null : new Date(base + each.accepted),
            preferredDate: each.preferred === null ? null : new Date(base + each.preferred),
          }));
          const inserted = await api.db.insert(orders).values(rows).returning({ id: orders.id });
          const orderIds = inserted.map((row) => row.id);
          const taken = orderIds.filter((_, index) => planned[index]?.hasAcceptedAssistant);
          if (taken.length > 0)
            await api.db.insert(orderAssistants).values(
              taken.map((orderId) => ({
                orderId,
                memberId: property.assistant.memberId,
                status: 'ACCEPTED' as const,
              })),
            );
          try {
            const expected = new Map(
              orderIds.map((id, index) => {
                const facts = planned[index] as (typeof planned)[number];
                const row = rows[index] as (typeof rows)[number];
                return [
                  id,
                  orderAttention(
                    { ...row, hasAcceptedAssistant: facts.hasAcceptedAssistant },
                    chosen,
                    at,
                  ),
                ];
              }),
            );
            const cells = await api.db
              .select({ id: orders.id, reasons: attentionCell(chosen, at) })
              .from(orders)
              .where(inArray(orders.id, orderIds));
            expect(new Map(cells.map((cell) => [cell.id, cell.reasons]))).toEqual(expected);
            const found = await api.db
              .select({ id: orders.id })
              .from(orders)
              .where(sql`${inArray(orders.id, orderIds)} and ${needsAttention(chosen, at)}`);
            expect(found.map((row) => row.id).sort()).toEqual(
              orderIds.filter((id) => (expected.get(id) ?? []).length > 0).sort(),
            );
            const reasons = [...expected.values()];
            expect(await countAttention(api.db, property.organizationId, chosen, at)).toEqual({
              total: reasons.filter((each) => each.length > 0).length,
              NOT_ACCEPTED: reasons.filter((each) => each.includes('NOT_ACCEPTED')).length,
              NOT_ASSIGNED: reasons.filter((each) => each.includes('NOT_ASSIGNED')).length,
              PAST_PREFERRED_DATE: reasons.filter((each) => each.includes('PAST_PREFERRED_DATE'))
                .length,
            });
            // The list's tabs under attention=true, for the whole organization and for one type.
            const lateByStatus = (type?: OrderType) =>
              Object.fromEntries(
                orderStatuses.map((status) => [
                  status,
                  planned.filter(
                    (each, index) =>
                      each.status === status &&
                      (type === undefined || each.type === type) &&
                      (expected.get(orderIds[index] as string) ?? []).length > 0,
                  ).length,
                ]),
              );
            const tabs = async (type?: OrderType) => {
              const counted = await countAttentionByStatus(
                api.db,
                property.organizationId,
                chosen,
                at,
                type,
              );
              return Object.fromEntries(
                orderStatuses.map((status) => [status, counted.get(status) ?? 0]),
              );
            };
            expect(await tabs()).toEqual(lateByStatus());
            expect(await tabs('TRANSPORT')).toEqual(lateByStatus('TRANSPORT'));
          } finally {
            await api.db.delete(orders).where(inArray(orders.id, orderIds));
          }
        },
      ),
      { numRuns: 40 },
    );
  });
});
