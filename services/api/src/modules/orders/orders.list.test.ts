// The operator's list: counts per status for the filter without its status, every filter, the
// search by number and by name (any case, with or without diacritics), sorts whose pages never
// repeat or skip a row, and no 5xx whatever the query. Answers are checked against the orders
// themselves, filtered and sorted here.
import {
  type Order,
  type OrderList,
  type OrderSort,
  type OrderStatus,
  type OrderType,
  orderSorts,
  orderStatuses,
} from '@care/contracts';
import { eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { startTestApi, type TestApi } from '../../../test/support/api';
import { databaseKinds } from '../../../test/support/database';
import {
  addNamedMembership,
  type Member,
  type OrderWorld,
  orderActions,
  orderWorld,
} from '../../../test/support/orders';
import { registeredCaller } from '../../../test/support/world';
import { members, orders as ordersTable } from '../../db/schema';

interface Plan {
  who: 'beneficiary' | 'otherBeneficiary' | 'third';
  type: OrderType;
  status: OrderStatus;
}

const plan: Plan[] = [
  { who: 'beneficiary', type: 'VISIT', status: 'NEW' },
  { who: 'beneficiary', type: 'EQUIPMENT', status: 'NEW' },
  { who: 'otherBeneficiary', type: 'VISIT', status: 'NEW' },
  { who: 'third', type: 'TRANSPORT', status: 'NEW' },
  { who: 'third', type: 'VISIT', status: 'ACCEPTED' },
  { who: 'beneficiary', type: 'CONSULTATION', status: 'ACCEPTED' },
  { who: 'otherBeneficiary', type: 'OTHER', status: 'IN_PROGRESS' },
  { who: 'beneficiary', type: 'VISIT', status: 'IN_PROGRESS' },
  { who: 'third', type: 'EQUIPMENT', status: 'HANDLED' },
  { who: 'otherBeneficiary', type: 'VISIT', status: 'REJECTED' },
  { who: 'beneficiary', type: 'TRANSPORT', status: 'CANCELLED' },
  { who: 'third', type: 'VISIT', status: 'NEW' },
];

describe.each(databaseKinds)('order list on %s', (kind) => {
  let api: TestApi;
  let world: OrderWorld;
  let third: Member;
  let all: Order[];

  beforeAll(async () => {
    api = await startTestApi(kind);
    world = await orderWorld(api);
    third = await addNamedMembership(
      api,
      world.organizationId,
      await registeredCaller(api),
      'BENEFICIARY',
      { firstName: 'Józef', lastName: 'ŁUKASIK' },
    );
    const actions = orderActions(api, world);
    const people = {
      beneficiary: world.beneficiary,
      otherBeneficiary: world.otherBeneficiary,
      third,
    };
    for (const [index, { who, type, status }] of plan.entries()) {
      const { id } = await actions.create(
        { type, description: `Zlecenie numer ${index}` },
        people[who],
      );
      if (status === 'REJECTED') await actions.reject(id);
      if (status === 'CANCELLED') await actions.cancel(id);
      if (status === 'NEW' || status === 'REJECTED' || status === 'CANCELLED') continue;
      await actions.accept(id);
      if (status === 'ACCEPTED' && index % 2 === 0) await actions.assign(id);
      if (status === 'IN_PROGRESS') {
        await actions.assign(id);
        await actions.assistantAccept(id);
      }
      if (status === 'HANDLED') await actions.markHandled(id);
    }
    all = await Promise.all(
      (
        await api.db
          .select({ id: ordersTable.id })
          .from(ordersTable)
          .where(eq(ordersTable.organizationId, world.organizationId))
      ).map(({ id }) => actions.get(id)),
    );
  });
  afterAll(() => api.close());

  const list = async (query: Record<string, string | number>) => {
    const response = await api.call('listOrders', {
      token: world.plainOperator.token,
      params: { organizationId: world.organizationId },
      query,
    });
    if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
    return response.json<OrderList>();
  };
  const tally = (orders: Order[]) =>
    Object.fromEntries(
      orderStatuses.map((status) => [
        status,
        orders.filter((order) => order.status === status).length,
      ]),
    );
  const ids = (orders: Order[]) => orders.map((order) => order.id).sort();

  it('counts each status for the filter without its status part; the total is the page’s', async () => {
    const everything = await list({ limit: 100 });
    expect(everything.counts).toEqual(tally(all));
    expect(everything.pagination).toEqual({ page: 1, limit: 100, total: all.length, isLast: true });
    expect(ids(everything.items)).toEqual(ids(all));

    const fresh = await list({ status: 'NEW', limit: 2 });
    expect(fresh.counts).toEqual(tally(all));
    expect(fresh.pagination).toEqual({ page: 1, limit: 2, total: tally(all).NEW, isLast: false });
    expect(fresh.items.every((order) => order.status === 'NEW')).toBe(true);

    const visits = await list({ type: 'VISIT', status: 'IN_PROGRESS' });
    const allVisits = all.filter((order) => order.type === 'VISIT');
    expect(visits.counts).toEqual(tally(allVisits));
    expect(ids(visits.items)).toEqual(
      ids(allVisits.filter((order) => order.status === 'IN_PROGRESS')),
    );
  });

  it('filters by assistant: the orders it is asked to take or took', async () => {
    const assisted = await list({ assistantId: world.assistant.memberId, limit: 100 });
    const expected = all.filter((order) =>
      order.assistants.some(
        (assistant) =>
          assistant.memberId === world.assistant.memberId && assistant.status !== 'DECLINED',
      ),
    );
    expect(expected.length).toBeGreaterThan(1);
    expect(ids(assisted.items)).toEqual(ids(expected));
    expect(assisted.counts).toEqual(tally(expected));
    expect((await list({ assistantId: world.beneficiary.memberId })).items).toEqual([]);
  });

  it('filters by beneficiary: one member’s own orders, newest first', async () => {
    const own = await list({ beneficiaryId: world.beneficiary.memberId, limit: 100 });
    const expected = all.filter(
      (order) => order.beneficiary.memberId === world.beneficiary.memberId,
    );
    expect(expected.length).toBeGreaterThan(1);
    expect(ids(own.items)).toEqual(ids(expected));
    expect(own.counts).toEqual(tally(expected));
    expect((await list({ beneficiaryId: world.assistant.memberId })).items).toEqual([]);
  });

  it('filters by creation, a day counting whole in the deployment’s time zone', async () => {
    const [late, early, other] = all;
    if (!late || !early || !other) throw new Error('the plan has orders');
    // 23:30 in Warsaw on 1 March 2025 is still 1 March there, though 22:30 UTC.
    const moments: [Order, string][] = [
      [late, '2025-03-01T22:30:00.000Z'],
      [early, '2025-02-28T23:30:00.000Z'],
      [other, '2025-03-02T23:30:00.000Z'],
    ];
    for (const [order, at] of moments)
      await api.db
        .update(ordersTable)
        .set({ createdAt: new Date(at) })
        .where(eq(ordersTable.id, order.id));
    try {
      expect(
        ids((await list({ createdFrom: '2025-03-01', createdTo: '2025-03-01' })).items),
      ).toEqual(ids([late, early]));
      expect(
        ids((await list({ createdFrom: '2025-03-02', createdTo: '2025-03-03' })).items),
      ).toEqual(ids([other]));
      expect(
        ids(
          (
            await list({
              createdFrom: '2025-02-28T23:30:00.000Z',
              createdTo: '2025-03-01T22:30:00+00:00',
            })
          ).items,
        ),
      ).toEqual(ids([late, early]));
      expect(
        (await list({ createdFrom: '2025-03-04', createdTo: '2025-03-01' })).pagination.total,
      ).toBe(0);
      for (const bad of ['2025-02-30', 'yesterday', '2025-03-01T25:00:00Z'])
        expect(
          (
            await api.call('listOrders', {
              token: world.operator.token,
              params: { organizationId: world.organizationId },
              query: { createdFrom: bad },
            })
          ).statusCode,
        ).toBe(400);
    } finally {
      for (const order of [late, early, other])
        await api.db
          .update(ordersTable)
          .set({ createdAt: new Date(order.createdAt) })
          .where(eq(ordersTable.id, order.id));
    }
  });

  it('finds orders by a beneficiary’s name in any case, with or without diacritics', async () => {
    const of = (...people: Member[]) =>
      ids(
        all.filter((order) =>
          people.some((person) => person.memberId === order.beneficiary.memberId),
        ),
      );
    expect(ids((await list({ search: 'łukas', limit: 100 })).items)).toEqual(
      of(world.beneficiary, third),
    );
    expect(ids((await list({ search: 'LUKASIEWICZ', limit: 100 })).items)).toEqual(
      of(world.beneficiary),
    );
    expect(ids((await list({ search: 'zaneta  łuk', limit: 100 })).items)).toEqual(
      of(world.beneficiary),
    );
    expect(ids((await list({ search: 'józef', limit: 100 })).items)).toEqual(of(third));
    const searched = await list({ search: 'Lukasik', status: 'NEW' });
    const thirds = all.filter((order) => order.beneficiary.memberId === third.memberId);
    expect(searched.counts).toEqual(tally(thirds));
    expect(ids(searched.items)).toEqual(ids(thirds.filter((order) => order.status === 'NEW')));
    for (const wildcard of ['%', '_', '\\', "'; drop table orders; --"])
      expect((await list({ search: wildcard })).items).toEqual([]);
  });

  it('finds an order by its number, whole or by its sequence', async () => {
    const order = all[all.length - 1] as Order;
    const [, year, sequence] = order.number.split('-') as [string, string, string];
    for (const search of [
      order.number,
      order.number.toLowerCase(),
      `${year}-${Number(sequence)}`,
      sequence,
      String(Number(sequence)),
    ])
      expect({ search, found: ids((await list({ search })).items) }).toEqual({
        search,
        found: [order.id],
      });
    expect((await list({ search: `${Number(year) - 1}-${Number(sequence)}` })).items).toEqual([]);
  });

  it.each(orderSorts.map((sort) => [sort]))(
    'pages sorted by %s never repeat or skip a row, ties by id',
    async (sort: OrderSort) => {
      // Everything at one moment, half without a preferred date: the tie-breaker decides.
      const moment = new Date('2025-05-05T10:00:00.000Z');
      const orderIds = all.map((order) => order.id);
      await api.db
        .update(ordersTable)
        .set({ createdAt: moment })
        .where(inArray(ordersTable.id, orderIds));
      const preferred = (index: number) =>
        index % 2 === 0 ? new Date('2025-06-01T08:00:00.000Z') : null;
      for (const [index, order] of all.entries())
        await api.db
          .update(ordersTable)
          .set({ preferredDate: preferred(index) })
          .where(eq(ordersTable.id, order.id));
      try {
        const seen: Order[] = [];
        for (let page = 1; ; page += 1) {
          const answer = await list({ sort, page, limit: 5 });
          seen.push(...answer.items);
          if (answer.pagination.isLast) break;
        }
        expect(seen.map((order) => order.id).sort()).toEqual([...orderIds].sort());
        const descending = sort.startsWith('-');
        const field = sort.replace('-', '');
        const key = (order: Order): (string | number)[] => {
          if (field === 'status') return [orderStatuses.indexOf(order.status)];
          if (field === 'number') {
            const [, year, sequence] = order.number.split('-');
            return [Number(year), Number(sequence)];
          }
          if (field === 'preferredDate')
            return [order.preferredDate === null ? 1 : 0, order.preferredDate ?? ''];
          return [order.createdAt];
        };
        const compare = (a: Order, b: Order) => {
          const [ka, kb] = [key(a), key(b)];
          for (let i = 0; i < ka.length; i += 1) {
            if (ka[i] === kb[i]) continue;
            // Orders without a preferred date come last in both directions.
            const nullsFirstKey = field === 'preferredDate' && i === 0;
            const sign = descending && !nullsFirstKey ? -1 : 1;
            return ((ka[i] as string | number) < (kb[i] as string | number) ? -1 : 1) * sign;
          }
          // Within one status the newest comes first (last for -status); ties end with the id.
          const idSign = field === 'status' ? (descending ? 1 : -1) : descending ? -1 : 1;
          return (a.id < b.id ? -1 : 1) * idSign;
        };
        expect(seen.map((order) => order.id)).toEqual(
          [...seen].sort(compare).map((order) => order.id),
        );
      } finally {
        for (const order of all)
          await api.db
            .update(ordersTable)
            .set({
              createdAt: new Date(order.createdAt),
              preferredDate: order.preferredDate ? new Date(order.preferredDate) : null,
            })
            .where(eq(ordersTable.id, order.id));
      }
    },
  );

  it('answers any query with its designed answer, never a 5xx', async () => {
    const keys = [
      'page',
      'limit',
      'sort',
      'status',
      'type',
      'assistantId',
      'beneficiaryId',
      'createdFrom',
      'createdTo',
      'search',
      'other',
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(
          fc.constantFrom(...keys),
          fc.oneof(
            fc.string(),
            fc.integer().map(String),
            fc.constantFrom('NEW', '-number', '2025-01-01', 'ą%_'),
          ),
        ),
        async (query) => {
          const response = await api.call('listOrders', {
            token: world.operator.token,
            params: { organizationId: world.organizationId },
            query,
          });
          expect([200, 400]).toContain(response.statusCode);
        },
      ),
      { numRuns: 60 },
    );
    expect((await list({ search: 'x'.repeat(100) })).items).toEqual([]);
    const tooLong = await api.call('listOrders', {
      token: world.operator.token,
      params: { organizationId: world.organizationId },
      query: { search: 'x'.repeat(101) },
    });
    expect(tooLong.statusCode).toBe(400);
    const nul = await api.call('listOrders', {
      token: world.operator.token,
      params: { organizationId: world.organizationId },
      query: { search: 'Kowal\u0000' },
    });
    expect(nul.json()).toMatchObject({ status: 400, errors: [{ path: 'search' }] });
    for (const page of ['99999999999999999999', '1.5', '-1'])
      expect(
        (
          await api.call('listOrders', {
            token: world.operator.token,
            params: { organizationId: world.organizationId },
            query: { page },
          })
        ).statusCode,
      ).toBe(400);
    const badPath = await api.call('getOrder', {
      token: world.operator.token,
      params: { organizationId: world.organizationId, orderId: 'not-a-uuid' },
    });
    expect(badPath.statusCode).toBe(400);
  });

  it('keeps the counts of a whole organization right through every change, a cascade included', async () => {
    const actions = orderActions(api, world);
    const leaving = await addNamedMembership(
      api,
      world.organizationId,
      await registeredCaller(api),
      'BENEFICIARY',
      { firstName: 'Odchodzący', lastName: 'Podopieczny' },
    );
    const before = (await list({})).counts;
    const first = await actions.create({ type: 'OTHER' }, leaving);
    await actions.create({ type: 'OTHER' }, leaving);
    await actions.accept(first.id);
    const others = await list({ type: 'OTHER', limit: 100 });
    expect(others.counts).toEqual(tally(others.items));
    expect((await list({})).counts).toEqual({
      ...before,
      NEW: before.NEW + 1,
      ACCEPTED: before.ACCEPTED + 1,
    });
    // Deleting the membership takes its orders along, and their counts.
    await api.db.delete(members).where(eq(members.id, leaving.memberId));
    expect((await list({})).counts).toEqual(before);
    const everything = await list({ limit: 100 });
    expect(everything.counts).toEqual(tally(everything.items));
  });
});
