// The week's schedule: which orders it holds (accepted or in progress, by preferred day in the
// organization's time zone), in what order, with whom, filtered, bounded, and for whom.
import { type Schedule, scheduleLimits } from '@care/contracts';
import { eq, sql } from 'drizzle-orm';
import type { TestApi } from '../../../test/support/api';
import { databaseKinds } from '../../../test/support/database';
import {
  callerTokens,
  type CallerKind,
  operatorOnlyAnswers,
  type OrderActions,
  type OrderWorld,
  withOrderWorld,
} from '../../../test/support/orders';
import { members, orderAssistants, orders, organizations, outposts } from '../../db/schema';

// A week in March 2027, when Warsaw is an hour ahead of UTC.
const week = { from: '2027-03-01', to: '2027-03-07' };

describe.each(databaseKinds)('the schedule on %s', (kind) => {
  let api: TestApi;
  let world: OrderWorld;
  let actions: OrderActions;
  withOrderWorld(kind, (started) => ({ api, world, actions } = started));

  /** GET the schedule, as the plain operator unless `as` says who (undefined: nobody). */
  const schedule = (
    query: Record<string, string>,
    options: { as?: string | undefined; organizationId?: string } = {},
  ) =>
    api.call('getSchedule', {
      token: 'as' in options ? options.as : world.plainOperator.token,
      params: { organizationId: options.organizationId ?? world.organizationId },
      query,
    });

  /** An order of the world's beneficiary in `status`, preferred at `moment`. */
  async function orderAt(
    moment: string,
    status: 'NEW' | 'ACCEPTED' | 'IN_PROGRESS' | 'HANDLED',
    options: { assigned?: boolean } = {},
  ) {
    const order = await actions.orderIn(status, options);
    await api.db
      .update(orders)
      .set({ preferredDate: new Date(moment) })
      .where(eq(orders.id, order.id));
    return order;
  }

  const expected = operatorOnlyAnswers;
  it.each(Object.keys(expected) as CallerKind[])('answers %s as designed', async (caller) => {
    const response = await schedule(week, { as: callerTokens(world)[caller] });
    expect(response.statusCode).toBe(expected[caller]);
  });

  it('hides another organization’s schedule, as if it did not exist', async () => {
    const foreign = await schedule(week, { organizationId: world.otherOrganizationId });
    const unknown = await schedule(week, {
      organizationId: '7d4c0f5e-2b1a-4c3d-8e9f-0a1b2c3d4e5f',
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(unknown.json());
  });

  describe('a week of orders', () => {
    let ids: Record<string, string>;

    beforeAll(async () => {
      await api.db
        .update(members)
        .set({
          address: { street: 'Długa', building: '5', postalCode: '31-147', city: 'Kraków' },
        })
        .where(eq(members.id, world.beneficiary.memberId));
      const [
        firstMinutes,
        monday,
        sundayNight,
        afterSunday,
        beforeMonday,
        inProgress,
        newOrder,
        handled,
      ] = [
        // 00:30 in Warsaw on Monday, still Sunday in UTC.
        await orderAt('2027-02-28T23:30:00Z', 'ACCEPTED'),
        await orderAt('2027-03-01T09:00:00Z', 'ACCEPTED', { assigned: true }),
        // 23:30 in Warsaw on Sunday.
        await orderAt('2027-03-07T22:30:00Z', 'ACCEPTED'),
        // 00:30 in Warsaw on the Monday after.
        await orderAt('2027-03-07T23:30:00Z', 'ACCEPTED'),
        // 23:30 in Warsaw on the Sunday before.
        await orderAt('2027-02-28T22:30:00Z', 'ACCEPTED'),
        await orderAt('2027-03-03T08:00:00Z', 'IN_PROGRESS'),
        await orderAt('2027-03-03T09:00:00Z', 'NEW'),
        await orderAt('2027-03-04T09:00:00Z', 'HANDLED'),
      ].map((order) => order.id) as [
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
      ];
      // Monday's second order suits the person from noon: it comes before the one with no hours.
      await api.db
        .update(orders)
        .set({ preferredFrom: '12:00', preferredTo: '14:00' })
        .where(eq(orders.id, monday));
      ids = {
        firstMinutes,
        monday,
        sundayNight,
        afterSunday,
        beforeMonday,
        inProgress,
        newOrder,
        handled,
      } as Record<string, string>;
    });

    it('holds the accepted and in-progress orders of the days in the time zone, in time order', async () => {
      const response = await schedule(week);
      expect(response.statusCode).toBe(200);
      const answer = response.json<Schedule>();
      expect(answer).toMatchObject({ ...week, timeZone: 'Europe/Warsaw', truncated: false });
      expect(answer.items.map((item) => item.orderId)).toEqual([
        ids.monday,
        ids.firstMinutes,
        ids.inProgress,
        ids.sundayNight,
      ]);
      expect(answer.items.map((item) => item.date)).toEqual([
        '2027-03-01',
        '2027-03-01',
        '2027-03-03',
        '2027-03-07',
      ]);
      expect(answer.items[0]?.window).toEqual({ from: '12:00', to: '14:00' });
      expect(answer.items[1]).toMatchObject({
        status: 'ACCEPTED',
        type: 'VISIT',
        preferredDate: '2027-02-28T23:30:00.000Z',
        beneficiary: {
          memberId: world.beneficiary.memberId,
          firstName: 'Żaneta',
          lastName: 'Łukasiewicz',
        },
        window: null,
        city: 'Kraków',
        assistants: [],
      });
      expect(answer.items[0]?.assistants).toEqual([
        {
          memberId: world.assistant.memberId,
          firstName: 'Alicja',
          lastName: 'Pomocna',
          status: 'NOTIFIED',
        },
      ]);
    });

    it('counts the days in the organization’s own time zone', async () => {
      await api.db
        .update(organizations)
        .set({ timeZone: 'America/New_York' })
        .where(eq(organizations.id, world.organizationId));
      try {
        const answer = (await schedule(week)).json<Schedule>();
        expect(answer.timeZone).toBe('America/New_York');
        // 22:30 and 23:30 UTC on 7 March are still Sunday evening in New York, and 23:30 UTC
        // on 28 February is Sunday there, a day before the week starts.
        expect(answer.items.map((item) => item.orderId)).toEqual([
          ids.monday,
          ids.inProgress,
          ids.sundayNight,
          ids.afterSunday,
        ]);
        expect(answer.items.at(-1)?.date).toBe('2027-03-07');
      } finally {
        await api.db
          .update(organizations)
          .set({ timeZone: 'Europe/Warsaw' })
          .where(eq(organizations.id, world.organizationId));
      }
    });

    it('shows one assistant’s orders, not those they declined, and filters by type', async () => {
      const declined = await orderAt('2027-03-02T10:00:00Z', 'ACCEPTED', { assigned: true });
      await api.db
        .update(orderAssistants)
        .set({ status: 'DECLINED' })
        .where(eq(orderAssistants.orderId, declined.id));

      const mine = (
        await schedule({ ...week, assistantId: world.assistant.memberId })
      ).json<Schedule>();
      expect(mine.items.map((item) => item.orderId)).toEqual([ids.monday]);
      const all = (await schedule(week)).json<Schedule>();
      expect(all.items.find((item) => item.orderId === declined.id)?.assistants).toEqual([]);

      const inProgress = (
        await schedule({ ...week, assistantId: world.otherAssistant.memberId })
      ).json<Schedule>();
      expect(inProgress.items.map((item) => item.orderId)).toEqual([ids.inProgress]);

      expect((await schedule({ ...week, type: 'TRANSPORT' })).json<Schedule>().items).toEqual([]);
      expect((await schedule({ ...week, type: 'VISIT' })).json<Schedule>().items).toHaveLength(5);
    });

    it('shows the orders of one outpost’s beneficiaries, each order naming its outpost', async () => {
      const outpostRow = (organizationId: string, name: string) => ({
        organizationId,
        name,
        type: 'HOSPICE_HOME' as const,
        street: 'ul. Lipowa 1',
        city: 'Kraków',
        postalCode: '30-702',
        country: 'PL',
        phone: '+48126543210',
        email: 'placowka@example.org',
      });
      const [north, south] = await api.db
        .insert(outposts)
        .values([
          outpostRow(world.organizationId, 'Zespół Północ'),
          outpostRow(world.organizationId, 'Zespół Południe'),
        ])
        .returning({ id: outposts.id, name: outposts.name });
      if (!north || !south) throw new Error('outposts not inserted');
      // Another beneficiary's order on Tuesday, looked after by the south team.
      const [southern] = await api.db
        .insert(orders)
        .values({
          organizationId: world.organizationId,
          beneficiaryMemberId: world.otherBeneficiary.memberId,
          numberYear: 2027,
          numberSequence: 40001,
          type: 'VISIT',
          description: 'Wizyta',
          preferredDate: new Date('2027-03-02T11:00:00Z'),
          status: 'ACCEPTED',
        })
        .returning({ id: orders.id });
      const setHome = (memberId: string, homeOutpostId: string | null) =>
        api.db.update(members).set({ homeOutpostId }).where(eq(members.id, memberId));
      await setHome(world.beneficiary.memberId, north.id);
      await setHome(world.otherBeneficiary.memberId, south.id);
      try {
        const all = (await schedule(week)).json<Schedule>();
        const northern = all.items.filter((item) => item.orderId !== southern?.id);
        expect(northern.length).toBeGreaterThan(0);
        for (const item of northern) expect(item.outpost).toEqual(north);
        expect(all.items.find((item) => item.orderId === southern?.id)?.outpost).toEqual(south);

        const southOnly = (await schedule({ ...week, outpostId: south.id })).json<Schedule>();
        expect(southOnly.items.map((item) => item.orderId)).toEqual([southern?.id]);
        const northOnly = (await schedule({ ...week, outpostId: north.id })).json<Schedule>();
        expect(northOnly.items.map((item) => item.orderId)).toEqual(
          northern.map((item) => item.orderId),
        );
        // With the other filters at once.
        const northEquipment = await schedule({ ...week, outpostId: north.id, type: 'EQUIPMENT' });
        expect(northEquipment.json<Schedule>().items).toEqual([]);

        // A beneficiary without a home outpost: their orders are in no outpost's schedule.
        await setHome(world.otherBeneficiary.memberId, null);
        const none = (await schedule(week)).json<Schedule>();
        expect(none.items.find((item) => item.orderId === southern?.id)?.outpost).toBeNull();
        expect((await schedule({ ...week, outpostId: south.id })).json<Schedule>().items).toEqual(
          [],
        );
      } finally {
        await setHome(world.beneficiary.memberId, null);
        await setHome(world.otherBeneficiary.memberId, null);
        if (southern) await api.db.delete(orders).where(eq(orders.id, southern.id));
      }
    });

    it('answers 404 for an outpost that is not one of the organization’s', async () => {
      const [foreign] = await api.db
        .insert(outposts)
        .values({
          organizationId: world.otherOrganizationId,
          name: 'Obca placówka',
          type: 'OFFICE',
          street: 'ul. Obca 1',
          city: 'Gdańsk',
          postalCode: '80-001',
          country: 'PL',
          phone: '+48581234567',
          email: 'obca@example.org',
        })
        .returning({ id: outposts.id });
      const response = await schedule({ ...week, outpostId: foreign?.id ?? '' });
      const unknown = await schedule({
        ...week,
        outpostId: '7d4c0f5e-2b1a-4c3d-8e9f-0a1b2c3d4e5f',
      });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(response.json()).toEqual(unknown.json());
    });

    it('answers 404 for an assistant who is not one of the organization’s', async () => {
      const foreign = await schedule({
        ...week,
        assistantId: world.otherOrganizationOperator.memberId,
      });
      const beneficiary = await schedule({ ...week, assistantId: world.beneficiary.memberId });
      expect(foreign.statusCode).toBe(404);
      expect(beneficiary.statusCode).toBe(404);
      expect(foreign.headers['content-type']).toMatch(/^application\/problem\+json/);
    });
  });

  it.each([
    ['to before from', { from: '2027-03-07', to: '2027-03-01' }, 'to'],
    ['32 days', { from: '2027-03-01', to: '2027-04-01' }, 'to'],
    ['a day that is none', { from: '2027-02-30', to: '2027-03-01' }, 'from'],
    ['no to', { from: '2027-03-01' }, 'to'],
    ['an unknown type', { ...week, type: 'PICNIC' }, 'type'],
    ['an assistant id that is no id', { ...week, assistantId: 'alicja' }, 'assistantId'],
    ['an outpost id that is no id', { ...week, outpostId: 'północ' }, 'outpostId'],
  ])('refuses %s with a 400 naming the field', async (_, query, field) => {
    const response = await schedule(query as Record<string, string>);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(
      response.json<{ errors: { path: string }[] }>().errors.map((error) => error.path),
    ).toContain(field);
  });

  it('takes a range of 31 days, one day too', async () => {
    expect((await schedule({ from: '2027-03-01', to: '2027-03-31' })).statusCode).toBe(200);
    expect((await schedule({ from: '2027-03-01', to: '2027-03-01' })).statusCode).toBe(200);
  });

  it(`says when a range held more than ${scheduleLimits.items} orders, and answers that many`, async () => {
    await api.db.execute(sql`
      insert into orders (organization_id, beneficiary_member_id, number_year, number_sequence,
        type, description, preferred_date, status)
      select ${world.organizationId}, ${world.beneficiary.memberId}, 2027, 50000 + n, 'VISIT', 'Wizyta',
        timestamptz '2027-06-14 08:00:00+00' + make_interval(mins => n), 'ACCEPTED'
      from generate_series(1, ${scheduleLimits.items + 1}) as n`);
    const crowded = (await schedule({ from: '2027-06-14', to: '2027-06-15' })).json<Schedule>();
    expect(crowded.truncated).toBe(true);
    expect(crowded.items).toHaveLength(scheduleLimits.items);
    expect(crowded.items.at(-1)?.number).toBe(`Z-2027-${50000 + scheduleLimits.items}`);
    const quiet = (await schedule({ from: '2027-06-16', to: '2027-06-17' })).json<Schedule>();
    expect(quiet).toMatchObject({ truncated: false, items: [] });
  });
});
