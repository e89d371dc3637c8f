// Whom an order may be given to: the organization's assistants with their tags and how full
// their days are (open orders, those on the order's day in the organization's time zone, the
// ones whose hours overlap), the lightest day first, for the organization's operators only.
import type { AssistantCandidate, AssistantCandidateList } from '@care/contracts';
import { and, eq } from 'drizzle-orm';
import type { TestApi } from '../../../test/support/api';
import { databaseKinds } from '../../../test/support/database';
import {
  addNamedMembership,
  callerTokens,
  type CallerKind,
  type Member,
  operatorOnlyAnswers,
  type OrderActions,
  type OrderWorld,
  withOrderWorld,
} from '../../../test/support/orders';
import { registeredCaller } from '../../../test/support/world';
import { memberTags, orderAssistants, orders, tags } from '../../db/schema';

describe.each(databaseKinds)('assistant candidates on %s', (kind) => {
  let api: TestApi;
  let world: OrderWorld;
  let actions: OrderActions;
  withOrderWorld(kind, (started) => ({ api, world, actions } = started));

  const candidates = (
    orderId: string,
    options: {
      as?: string | undefined;
      organizationId?: string;
      query?: Record<string, string>;
    } = {},
  ) =>
    api.call('listAssistantCandidates', {
      token: 'as' in options ? options.as : world.plainOperator.token,
      params: { organizationId: options.organizationId ?? world.organizationId, orderId },
      query: options.query ?? {},
    });

  const assistant = async (firstName: string, lastName: string) =>
    addNamedMembership(api, world.organizationId, await registeredCaller(api), 'ASSISTANT', {
      firstName,
      lastName,
    });

  /** An ACCEPTED order preferred at `moment` (hours `window` if given), given to `assigned`. */
  async function orderAt(
    moment: string | null,
    assigned: readonly Member[],
    window?: { from: string; to: string },
  ) {
    const { id } = await actions.orderIn('ACCEPTED');
    await api.db
      .update(orders)
      .set({
        preferredDate: moment ? new Date(moment) : null,
        preferredFrom: window?.from ?? null,
        preferredTo: window?.to ?? null,
      })
      .where(eq(orders.id, id));
    for (const member of assigned) await actions.assign(id, member);
    return id;
  }

  it.each(Object.keys(operatorOnlyAnswers) as CallerKind[])(
    'answers %s as designed',
    async (caller) => {
      const orderId = await orderAt(null, []);
      const response = await candidates(orderId, { as: callerTokens(world)[caller] });
      expect(response.statusCode).toBe(operatorOnlyAnswers[caller]);
    },
  );

  it('hides another organization and its orders, as if they did not exist', async () => {
    const own = await orderAt(null, []);
    const foreignBeneficiary = await addNamedMembership(
      api,
      world.otherOrganizationId,
      await registeredCaller(api),
      'BENEFICIARY',
      { firstName: 'Obcy', lastName: 'Podopieczny' },
    );
    const created = await api.call('createBeneficiaryOrder', {
      token: foreignBeneficiary.token,
      params: { organizationId: world.otherOrganizationId },
      body: { type: 'VISIT', description: 'Cudza wizyta' },
    });
    expect(created.statusCode).toBe(201);
    const foreignOrder = created.json<{ id: string }>().id;
    const unknown = await candidates('7d4c0f5e-2b1a-4c3d-8e9f-0a1b2c3d4e5f');

    const theirOrderHere = await candidates(foreignOrder);
    const ownOrderThere = await candidates(own, { organizationId: world.otherOrganizationId });
    const theirOrderThere = await candidates(foreignOrder, {
      organizationId: world.otherOrganizationId,
    });
    for (const response of [unknown, theirOrderHere, ownOrderThere, theirOrderThere]) {
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    }
    expect(theirOrderHere.json()).toEqual(unknown.json());
  });

  it('refuses an unknown filter and an id that is none with problem+json', async () => {
    const orderId = await orderAt(null, []);
    for (const response of [
      await candidates(orderId, { query: { role: 'OPERATOR' } }),
      await candidates('not-an-id'),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    }
  });

  describe('a busy day', () => {
    // 10 March 2027 in Warsaw (an hour ahead of UTC): the order is at 00:30, still the 9th in UTC.
    const orderMoment = '2027-03-09T23:30:00Z';
    let target: string;
    let undated: string;
    let people: Record<'light' | 'declinedHere' | 'elsewhere' | 'tagged' | 'busy' | 'onIt', Member>;
    let overlapping: string;
    let tagId: string;

    beforeAll(async () => {
      people = {
        busy: world.assistant,
        elsewhere: world.otherAssistant,
        light: await assistant('Celina', 'Trzecia'),
        declinedHere: await assistant('Filip', 'Abacki'),
        tagged: await assistant('Damian', 'Czwarty'),
        onIt: await assistant('Ewa', 'Zajęta'),
      };
      target = await orderAt(orderMoment, [people.onIt, people.declinedHere], {
        from: '10:00',
        to: '12:00',
      });
      // One who declined this order may be asked again.
      await api.db
        .update(orderAssistants)
        .set({ status: 'DECLINED' })
        .where(
          and(
            eq(orderAssistants.orderId, target),
            eq(orderAssistants.memberId, people.declinedHere.memberId),
          ),
        );

      // 23:30 on the 10th in Warsaw, hours overlapping the order's.
      overlapping = await orderAt('2027-03-10T22:30:00Z', [people.busy], {
        from: '11:00',
        to: '13:00',
      });
      // The same day, hours that only touch the order's.
      await orderAt('2027-03-10T09:00:00Z', [people.busy], { from: '12:00', to: '14:00' });
      // 00:30 on the 11th in Warsaw, still the 10th in UTC: another day.
      await orderAt('2027-03-10T23:30:00Z', [people.busy]);
      // Handled: no longer open.
      const handled = await orderAt('2027-03-10T09:00:00Z', [people.busy]);
      await actions.markHandled(handled);
      // Declined: not theirs.
      const declined = await orderAt('2027-03-10T09:00:00Z', [people.busy]);
      await api.db
        .update(orderAssistants)
        .set({ status: 'DECLINED' })
        .where(eq(orderAssistants.orderId, declined));
      // 23:30 on the 9th in Warsaw, the order's UTC day: another day. Taken, so in progress.
      const inProgress = await orderAt('2027-03-09T22:30:00Z', [people.elsewhere]);
      await actions.assistantAccept(inProgress, people.elsewhere);
      // The same day without hours: no overlap to tell.
      await orderAt('2027-03-10T15:00:00Z', [people.tagged]);

      const [tag] = await api.db
        .insert(tags)
        .values({
          organizationId: world.organizationId,
          name: 'Kierowca',
          abbr: 'KIE',
          color: '336699',
          textColor: 'ffffff',
          icon: 'tag',
        })
        .returning();
      tagId = tag!.id;
      await api.db.insert(memberTags).values({ memberId: people.tagged.memberId, tagId });
      undated = await orderAt(null, []);
    });

    const load = ({ memberId, openOrders, sameDayOrders, overlaps }: AssistantCandidate) => ({
      memberId,
      openOrders,
      sameDayOrders,
      overlaps: overlaps.map((overlap) => overlap.orderId),
    });

    it('counts each one’s open orders, those of the day in the time zone, and the overlaps, lightest day first', async () => {
      const response = await candidates(target);
      expect(response.statusCode).toBe(200);
      const answer = response.json<AssistantCandidateList>();
      expect(answer.truncated).toBe(false);
      expect(answer.items.map(load)).toEqual([
        // Fewest that day, then fewest open, then by last name.
        { memberId: people.declinedHere.memberId, openOrders: 0, sameDayOrders: 0, overlaps: [] },
        { memberId: people.light.memberId, openOrders: 0, sameDayOrders: 0, overlaps: [] },
        { memberId: people.elsewhere.memberId, openOrders: 1, sameDayOrders: 0, overlaps: [] },
        { memberId: people.tagged.memberId, openOrders: 1, sameDayOrders: 1, overlaps: [] },
        {
          memberId: people.busy.memberId,
          openOrders: 3,
          sameDayOrders: 2,
          overlaps: [overlapping],
        },
      ]);
      const busy = answer.items.at(-1)!;
      expect(busy.overlaps[0]!.number).toMatch(/^Z-\d{4}-\d{4,}$/);
      expect(answer.items.find((item) => item.memberId === people.tagged.memberId)).toMatchObject({
        firstName: 'Damian',
        lastName: 'Czwarty',
        tags: [{ id: tagId, name: 'Kierowca', abbr: 'KIE', color: '336699', textColor: 'ffffff' }],
      });
    });

    it('counts no day for an order without a preferred date', async () => {
      const answer = (await candidates(undated)).json<AssistantCandidateList>();
      const byMember = new Map(answer.items.map((item) => [item.memberId, load(item)]));
      expect(byMember.get(people.busy.memberId)).toEqual({
        memberId: people.busy.memberId,
        openOrders: 3,
        sameDayOrders: 0,
        overlaps: [],
      });
      // The one on the first order is a candidate for this one, that order counted.
      expect(byMember.get(people.onIt.memberId)).toMatchObject({ openOrders: 1 });
      expect(answer.items.map((item) => item.sameDayOrders)).toEqual(answer.items.map(() => 0));
    });

    it('searches the names, in any case and without diacritics', async () => {
      const answer = (
        await candidates(undated, { query: { search: 'zajeta' } })
      ).json<AssistantCandidateList>();
      expect(answer.items.map((item) => item.memberId)).toEqual([people.onIt.memberId]);
    });
  });
});
