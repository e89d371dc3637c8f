import {
  dashboardFigureQueries,
  memberStatuses,
  type OrganizationStats,
  orderAttentionReasons,
  orderStatuses,
  roles,
} from '@care/contracts';
import { eq, sql } from 'drizzle-orm';
import { startTestApi, type TestApi } from '../../../test/support/api';
import { databaseKinds } from '../../../test/support/database';
import {
  addNamedMembership,
  orderActions,
  type OrderWorld,
  orderWorld,
} from '../../../test/support/orders';
import { registeredCaller } from '../../../test/support/world';
import { members, orders } from '../../db/schema';

/*
 * Every figure of the dashboard against the list its link opens: the list's total under the
 * figure's own query (dashboardFigureQueries) is the figure. The data holds what made them part
 * before: a person in two roles, rejected invitations, ended and deactivated memberships.
 */
describe.each(databaseKinds)('the dashboard figures agree with their lists on %s', (kind) => {
  let api: TestApi;
  let world: OrderWorld;
  let figures: OrganizationStats;

  const hoursAgo = (hours: number) => sql`now() - make_interval(secs => ${hours * 3600})`;

  beforeAll(async () => {
    api = await startTestApi(kind);
    world = await orderWorld(api);
    const actions = orderActions(api, world);
    const organizationId = world.organizationId;
    const add = async (
      role: (typeof roles)[number],
      lastName: string,
      status?: (typeof memberStatuses)[number],
    ) =>
      addNamedMembership(
        api,
        organizationId,
        await registeredCaller(api),
        role,
        {
          firstName: 'Test',
          lastName,
        },
        { status },
      );

    // One person who is both an operator and an assistant: two memberships, two role counts.
    const both = await registeredCaller(api);
    await addNamedMembership(api, organizationId, both, 'OPERATOR', {
      firstName: 'Olga',
      lastName: 'Dwurolna',
    });
    await addNamedMembership(api, organizationId, both, 'ASSISTANT', {
      firstName: 'Olga',
      lastName: 'Dwurolna',
    });
    for (const role of roles)
      for (const status of ['PENDING', 'REJECTED', 'DEACTIVATED'] as const)
        await add(role, `${role}-${status}`, status);
    // Ended memberships count as INACTIVE, whatever their stored status.
    for (const role of roles) {
      const ended = await add(role, `${role}-ended`);
      await api.db
        .update(members)
        .set({ endDate: new Date(Date.now() - 60_000) })
        .where(eq(members.id, ended.memberId));
    }
    const inactive = await add('BENEFICIARY', 'stored-inactive', 'INACTIVE');
    // Members added before yesterday are not new.
    await api.db
      .update(members)
      .set({ createdAt: hoursAgo(24 * 5) })
      .where(eq(members.id, inactive.memberId));

    // Orders in every status, some of them late, some placed days ago.
    const late = await actions.orderIn('NEW');
    await actions.orderIn('NEW');
    const old = await actions.orderIn('ACCEPTED');
    await actions.orderIn('IN_PROGRESS');
    await actions.orderIn('HANDLED');
    await actions.orderIn('REJECTED');
    await actions.orderIn('CANCELLED');
    await api.db
      .update(orders)
      .set({ createdAt: hoursAgo(10) })
      .where(eq(orders.id, late.id));
    await api.db
      .update(orders)
      .set({ createdAt: hoursAgo(24 * 4), acceptedAt: hoursAgo(24 * 4) })
      .where(eq(orders.id, old.id));

    const response = await api.call('getOrganizationStats', {
      token: world.operator.token,
      params: { organizationId },
    });
    expect(response.statusCode).toBe(200);
    figures = response.json<OrganizationStats>();
  });
  afterAll(() => api.close());

  const total = async (name: 'listMembers' | 'listOrders', query: object) => {
    const response = await api.call(name, {
      token: world.operator.token,
      params: { organizationId: world.organizationId },
      query: { ...query, limit: 1 },
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ pagination: { total: number } }>().pagination.total;
  };
  const everyMember = () => total('listMembers', {});

  it('counts each role as the members list narrowed to it', async () => {
    for (const role of roles)
      expect([role, figures.members.byRole[role]]).toEqual([
        role,
        await total('listMembers', dashboardFigureQueries.membersByRole(role)),
      ]);
  });

  it('counts each status as the members list narrowed to it', async () => {
    for (const status of memberStatuses)
      expect([status, figures.members.byStatus[status]]).toEqual([
        status,
        await total('listMembers', dashboardFigureQueries.membersByStatus(status)),
      ]);
  });

  it('adds the roles and the statuses up to the members list’s total', async () => {
    const sum = (counts: Record<string, number>) =>
      Object.values(counts).reduce((a, b) => a + b, 0);
    const all = await everyMember();
    expect(sum(figures.members.byRole)).toBe(all);
    expect(sum(figures.members.byStatus)).toBe(all);
    // The data is what parted them: something in every status.
    for (const status of memberStatuses)
      expect(figures.members.byStatus[status]).toBeGreaterThan(0);
  });

  it('counts pending invitations as the members list of PENDING ones', async () => {
    expect(figures.invitations.pending).toBe(
      await total('listMembers', dashboardFigureQueries.invitationsPending()),
    );
  });

  it('counts each order status as the orders list’s tab', async () => {
    for (const status of orderStatuses)
      expect([status, figures.orders.byStatus[status]]).toEqual([
        status,
        await total('listOrders', dashboardFigureQueries.ordersByStatus(status)),
      ]);
  });

  it('counts the orders that need attention, in all and per reason, as the list’s attention filter', async () => {
    expect(figures.orders.attention.total).toBeGreaterThan(0);
    expect(figures.orders.attention.total).toBe(
      await total('listOrders', dashboardFigureQueries.ordersAttention()),
    );
    for (const reason of orderAttentionReasons)
      expect([reason, figures.orders.attention[reason]]).toEqual([
        reason,
        await total('listOrders', dashboardFigureQueries.ordersAttentionFor(reason)),
      ]);
    expect(figures.orders.attention.NOT_ACCEPTED).toBeGreaterThan(0);
    expect(figures.orders.attention.NOT_ASSIGNED).toBeGreaterThan(0);
  });

  it('counts what is new since yesterday as the lists from the start of yesterday', async () => {
    const { sinceYesterday } = figures;
    expect(sinceYesterday.orders).toBe(
      await total('listOrders', dashboardFigureQueries.ordersSince(sinceYesterday)),
    );
    expect(sinceYesterday.members).toBe(
      await total('listMembers', dashboardFigureQueries.membersSince(sinceYesterday)),
    );
    // The order and the member moved days back are not new; everything else is.
    expect(sinceYesterday.orders).toBe((await total('listOrders', {})) - 1);
    expect(sinceYesterday.members).toBe((await everyMember()) - 1);
    expect(Date.parse(sinceYesterday.from)).toBeLessThan(Date.now() - 24 * 3_600_000);
    expect(Date.parse(sinceYesterday.from)).toBeGreaterThan(Date.now() - 48 * 3_600_000);
  });
});
