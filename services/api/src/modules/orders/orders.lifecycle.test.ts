// The order's life: the state machine from every status (409 naming the current status for any
// transition it does not allow), versions with If-Match, concurrent operators, numbers, the
// history read from the audit trail, assistants who accept, decline or are taken off.
import {
  canTransition,
  type EndpointName,
  type Order,
  type OrderStatus,
  orderStatuses,
} from '@care/contracts';
import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import type { TestApi } from '../../../test/support/api';
import { databaseKinds } from '../../../test/support/database';
import {
  addNamedMembership,
  expectStatus,
  type Member,
  type OrderActions,
  type OrderWorld,
  withOrderWorld,
} from '../../../test/support/orders';
import {
  adminCaller,
  organizationWithOperator,
  registeredCaller,
} from '../../../test/support/world';
import { auditEvents, notifications, orderAssistants, persons } from '../../db/schema';

type Transition = {
  endpoint: EndpointName;
  to: OrderStatus;
  audience: 'beneficiary' | 'operator' | 'assistant';
  body?: unknown;
};

/** Each caller-made status change, with the status it leads to. */
const transitions: Transition[] = [
  { endpoint: 'acceptOrder', to: 'ACCEPTED', audience: 'operator' },
  {
    endpoint: 'rejectOrder',
    to: 'REJECTED',
    audience: 'operator',
    body: { reason: 'Brak miejsc' },
  },
  { endpoint: 'markOrderHandled', to: 'HANDLED', audience: 'operator' },
  { endpoint: 'cancelBeneficiaryOrder', to: 'CANCELLED', audience: 'beneficiary' },
  { endpoint: 'acceptAssistantOrder', to: 'IN_PROGRESS', audience: 'assistant' },
  { endpoint: 'markAssistantOrderHandled', to: 'HANDLED', audience: 'assistant' },
];

const currentYear = () =>
  Number(
    new Intl.DateTimeFormat('en', { timeZone: 'Europe/Warsaw', year: 'numeric' }).format(
      new Date(),
    ),
  );

describe.each(databaseKinds)('order lifecycle on %s', (kind) => {
  let api: TestApi;
  let world: OrderWorld;
  let actions: OrderActions;
  withOrderWorld(kind, (started) => ({ api, world, actions } = started));

  const organization = () => ({ organizationId: world.organizationId });
  function call(transition: Transition, order: Order, headers?: Record<string, string>) {
    const token =
      transition.audience === 'operator'
        ? world.operator.token
        : transition.audience === 'beneficiary'
          ? world.beneficiary.token
          : world.assistant.token;
    return api.call(transition.endpoint, {
      token,
      params:
        transition.audience === 'assistant'
          ? { orderId: order.id }
          : { ...organization(), orderId: order.id },
      ...(transition.body ? { body: transition.body } : {}),
      ...(headers ? { headers } : {}),
    });
  }

  /** The order in `status`, with the world's assistant on it where it may be. */
  async function orderFor(status: OrderStatus, transition: Transition) {
    const order = await actions.orderIn(status, { assigned: transition.audience === 'assistant' });
    // An assistant marks handled only an order it took; it takes one only while it is asked.
    if (
      transition.endpoint === 'markAssistantOrderHandled' &&
      (status === 'ACCEPTED' || status === 'IN_PROGRESS')
    )
      return actions.assistantAccept(order.id);
    return order;
  }

  const matrix = orderStatuses.flatMap((from) =>
    transitions.map((transition) => [from, transition.endpoint, transition] as const),
  );

  it.each(matrix)('from %s, %s follows the state machine', async (from, _endpoint, transition) => {
    const order = await orderFor(from, transition);
    const response = await call(transition, order);
    const assistantCannotBeThere =
      transition.audience === 'assistant' && (from === 'NEW' || from === 'REJECTED');
    if (assistantCannotBeThere) {
      // Nobody is assigned before an order is accepted: there is nothing of the assistant's.
      expect(response.statusCode).toBe(404);
      return;
    }
    const allowed =
      transition.endpoint === 'acceptAssistantOrder'
        ? from === 'ACCEPTED' || from === 'IN_PROGRESS'
        : canTransition(from, transition.to);
    if (allowed) {
      expect(response.statusCode).toBe(200);
      expect(response.json<Order>()).toMatchObject({
        status: transition.to,
        version: expect.any(Number),
      });
      expect(response.headers.etag).toBe(`"${response.json<Order>().version}"`);
    } else {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        type: 'invalid-transition',
        detail: expect.stringContaining(`The order is ${from}`),
      });
      expect((await actions.get(order.id)).version).toBe(order.version);
    }
  });

  it('assistants are assigned, taken off and answer only while ACCEPTED or IN_PROGRESS', async () => {
    for (const status of orderStatuses) {
      const order = await actions.orderIn(status, {
        assigned: status !== 'NEW' && status !== 'REJECTED',
      });
      const assign = await api.call('assignOrderAssistant', {
        token: world.operator.token,
        params: { ...organization(), orderId: order.id },
        body: { memberId: world.otherAssistant.memberId },
      });
      const staffing = status === 'ACCEPTED' || status === 'IN_PROGRESS';
      if (staffing && status === 'IN_PROGRESS') {
        // The way to IN_PROGRESS took the other assistant already.
        expect(assign.json()).toMatchObject({ status: 409, type: 'duplicate' });
      } else if (staffing) {
        expect(assign.statusCode).toBe(200);
      } else {
        expect(assign.json()).toMatchObject({
          status: 409,
          type: 'invalid-transition',
          detail: expect.stringContaining(`The order is ${status}`),
        });
      }
      if (status === 'NEW' || status === 'REJECTED') continue;
      const unassign = await api.call('unassignOrderAssistant', {
        token: world.operator.token,
        params: { ...organization(), orderId: order.id, memberId: world.assistant.memberId },
      });
      expect(unassign.statusCode).toBe(staffing ? 200 : 409);
      const decline = await api.call('declineAssistantOrder', {
        token: world.assistant.token,
        params: { orderId: order.id },
      });
      expect(decline.statusCode).toBe(staffing ? 404 : 409);
    }
  });

  it('lives from NEW to HANDLED with a history read from the audit trail', async () => {
    const created = await actions.create({
      type: 'EQUIPMENT',
      description: '  Koncentrator tlenu  ',
      address: 'ul. Lipowa 12/4, Warszawa',
      preferredDate: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(created).toMatchObject({
      organizationId: world.organizationId,
      number: expect.stringMatching(new RegExp(`^Z-${currentYear()}-\\d{4}$`)),
      beneficiary: {
        memberId: world.beneficiary.memberId,
        firstName: 'Żaneta',
        lastName: 'Łukasiewicz',
        phone: null,
        accountOwnerType: 'OWN_ACCOUNT',
      },
      type: 'EQUIPMENT',
      description: 'Koncentrator tlenu',
      address: 'ul. Lipowa 12/4, Warszawa',
      status: 'NEW',
      rejectionReason: null,
      assistants: [],
      version: 1,
      history: [
        {
          status: 'NEW',
          at: created.createdAt,
          actor: { accountId: world.beneficiary.accountId, firstName: 'Test', lastName: 'Caller' },
        },
      ],
    });
    await actions.accept(created.id);
    await actions.assign(created.id);
    const taken = await actions.assistantAccept(created.id);
    expect(taken.assistants).toEqual([
      {
        memberId: world.assistant.memberId,
        firstName: 'Alicja',
        lastName: 'Pomocna',
        status: 'ACCEPTED',
      },
    ]);
    const handled = await api.call('markAssistantOrderHandled', {
      token: world.assistant.token,
      params: { orderId: created.id },
      headers: { 'if-match': `"${taken.version}"` },
    });
    expect(handled.statusCode).toBe(200);
    const order = handled.json<Order>();
    expect(order.status).toBe('HANDLED');
    expect(order.version).toBe(5);
    const actorOf = (entry: Order['history'][number]) =>
      entry.actor && 'accountId' in entry.actor ? entry.actor.accountId : undefined;
    expect(order.history.map((entry) => [entry.status, actorOf(entry)])).toEqual([
      ['NEW', world.beneficiary.accountId],
      ['ACCEPTED', world.operator.accountId],
      ['IN_PROGRESS', world.assistant.accountId],
      ['HANDLED', world.assistant.accountId],
    ]);

    const events = await api.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'order'), eq(auditEvents.entityId, created.id)))
      .orderBy(auditEvents.occurredAt, auditEvents.id);
    expect(events.map((event) => event.action)).toEqual([
      'created',
      'accepted',
      'assistant-assigned',
      'assistant-accepted',
      'handled',
    ]);
    expect(events.every((event) => event.organizationId === world.organizationId)).toBe(true);
    expect(events[2]?.changes).toEqual({
      version: { before: 2, after: 3 },
      assistant: {
        before: null,
        after: { memberId: world.assistant.memberId, status: 'NOTIFIED' },
      },
    });
  });

  it('keeps a rejection reason of 3–255 characters', async () => {
    const order = await actions.create();
    const reject = (reason: unknown) =>
      api.call('rejectOrder', {
        token: world.operator.token,
        params: { ...organization(), orderId: order.id },
        body: { reason },
      });
    for (const reason of ['  ab ', 'x'.repeat(256), 42, undefined])
      expect((await reject(reason)).statusCode).toBe(400);
    expect(
      (
        await api.call('rejectOrder', {
          token: world.operator.token,
          params: { ...organization(), orderId: order.id },
          body: { reason: 'Nie działamy w tej okolicy', extra: true },
        })
      ).statusCode,
    ).toBe(400);
    const rejected = await reject(`  ${'x'.repeat(255)}  `);
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json<Order>()).toMatchObject({
      status: 'REJECTED',
      rejectionReason: 'x'.repeat(255),
    });
  });

  it('answers 412 to a stale If-Match on every transition, and changes nothing', async () => {
    const stale = { 'if-match': '"1"' };
    const accepted = await actions.orderIn('ACCEPTED', { assigned: true });
    const fresh = await actions.create();
    const calls: [EndpointName, string, Record<string, unknown>][] = [
      [
        'acceptOrder',
        world.operator.token,
        { params: { ...organization(), orderId: fresh.id }, headers: { 'if-match': '"7"' } },
      ],
      [
        'rejectOrder',
        world.operator.token,
        {
          params: { ...organization(), orderId: fresh.id },
          body: { reason: 'Powód' },
          headers: { 'if-match': '"7"' },
        },
      ],
      [
        'cancelBeneficiaryOrder',
        world.beneficiary.token,
        { params: { ...organization(), orderId: fresh.id }, headers: { 'if-match': 'W/"3"' } },
      ],
      [
        'markOrderHandled',
        world.operator.token,
        { params: { ...organization(), orderId: accepted.id }, headers: stale },
      ],
      [
        'assignOrderAssistant',
        world.operator.token,
        {
          params: { ...organization(), orderId: accepted.id },
          body: { memberId: world.otherAssistant.memberId },
          headers: stale,
        },
      ],
      [
        'unassignOrderAssistant',
        world.operator.token,
        {
          params: { ...organization(), orderId: accepted.id, memberId: world.assistant.memberId },
          headers: stale,
        },
      ],
      [
        'acceptAssistantOrder',
        world.assistant.token,
        { params: { orderId: accepted.id }, headers: stale },
      ],
      [
        'declineAssistantOrder',
        world.assistant.token,
        { params: { orderId: accepted.id }, headers: { 'if-match': 'garbage' } },
      ],
      [
        'markAssistantOrderHandled',
        world.assistant.token,
        { params: { orderId: accepted.id }, headers: stale },
      ],
    ];
    for (const [name, token, options] of calls) {
      const response = await api.call(name, { token, ...options });
      expect({
        name,
        status: response.statusCode,
        type: response.json<{ type: string }>().type,
      }).toEqual({
        name,
        status: 412,
        type: 'precondition-failed',
      });
    }
    expect((await actions.get(accepted.id)).version).toBe(accepted.version);
    expect((await actions.get(fresh.id)).version).toBe(1);
    const current = await api.call('acceptOrder', {
      token: world.operator.token,
      params: { ...organization(), orderId: fresh.id },
      headers: { 'if-match': '"1"' },
    });
    expect(current.statusCode).toBe(200);
  });

  it('lets exactly one of two operators accepting one order at once succeed', async () => {
    for (const ifMatch of [true, false]) {
      const order = await actions.create();
      const accept = (token: string) =>
        api.call('acceptOrder', {
          token,
          params: { ...organization(), orderId: order.id },
          ...(ifMatch ? { headers: { 'if-match': `"${order.version}"` } } : {}),
        });
      const answers = await Promise.all([
        accept(world.operator.token),
        accept(world.plainOperator.token),
      ]);
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses).toEqual([200, ifMatch ? 412 : 409]);
      const events = await api.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.entityId, order.id), eq(auditEvents.action, 'accepted')));
      expect(events).toHaveLength(1);
    }
  });

  it('numbers orders Z-YYYY-NNNN per organization, without gaps or repeats under concurrency', async () => {
    const admin = await adminCaller(api);
    const fresh = await organizationWithOperator(api, admin);
    const beneficiaries: Member[] = await Promise.all(
      Array.from({ length: 3 }, async (_, index) =>
        addNamedMembership(api, fresh.organizationId, await registeredCaller(api), 'BENEFICIARY', {
          firstName: 'Numer',
          lastName: `Kolejny${index}`,
        }),
      ),
    );
    const created = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        api.call('createBeneficiaryOrder', {
          token: beneficiaries[index % 3]?.token as string,
          params: { organizationId: fresh.organizationId },
          body: { type: 'OTHER', description: `Zlecenie ${index}` },
        }),
      ),
    );
    for (const response of created) expectStatus(response, 201, 'create');
    const numbers = created.map((response) => response.json<Order>().number).sort();
    const year = currentYear();
    expect(numbers).toEqual(
      Array.from({ length: 12 }, (_, index) => `Z-${year}-${String(index + 1).padStart(4, '0')}`),
    );
    // Another organization counts on its own.
    const own = await actions.create();
    expect(Number(own.number.slice(-4))).toBeGreaterThan(0);
  });

  it('makes an unassigned last accepted assistant put an IN_PROGRESS order back to ACCEPTED', async () => {
    const order = await actions.orderIn('IN_PROGRESS');
    const before = await actions.assign(order.id);
    const notified = await api.call('unassignOrderAssistant', {
      token: world.operator.token,
      params: { ...organization(), orderId: order.id, memberId: world.assistant.memberId },
      headers: { 'if-match': `"${before.version}"` },
    });
    expect(notified.json<Order>()).toMatchObject({
      status: 'IN_PROGRESS',
      assistants: [
        expect.objectContaining({ memberId: world.otherAssistant.memberId, status: 'ACCEPTED' }),
      ],
    });
    const last = await api.call('unassignOrderAssistant', {
      token: world.operator.token,
      params: { ...organization(), orderId: order.id, memberId: world.otherAssistant.memberId },
    });
    expect(last.json<Order>()).toMatchObject({ status: 'ACCEPTED', assistants: [] });
    expect(last.json<Order>().history.map((entry) => entry.status)).toEqual([
      'NEW',
      'ACCEPTED',
      'IN_PROGRESS',
      'ACCEPTED',
    ]);
    const again = await api.call('unassignOrderAssistant', {
      token: world.operator.token,
      params: { ...organization(), orderId: order.id, memberId: world.otherAssistant.memberId },
    });
    expect(again.statusCode).toBe(404);
  });

  it('puts back the assistant just taken off as it was, without notifying it again', async () => {
    const order = await actions.orderIn('IN_PROGRESS');
    const noticesOf = async () =>
      (await api.db.select().from(notifications).where(eq(notifications.orderId, order.id))).length;
    const notices = await noticesOf();
    const params = {
      ...organization(),
      orderId: order.id,
      memberId: world.otherAssistant.memberId,
    };
    const taken = (
      await api.call('unassignOrderAssistant', { token: world.operator.token, params })
    ).json<Order>();
    expect(taken).toMatchObject({ status: 'ACCEPTED', assistants: [] });

    const stale = await api.call('restoreOrderAssistant', {
      token: world.operator.token,
      params,
      headers: { 'if-match': `"${order.version}"` },
    });
    expect(stale.statusCode).toBe(412);
    const restored = await api.call('restoreOrderAssistant', {
      token: world.operator.token,
      params,
      headers: { 'if-match': `"${taken.version}"` },
    });
    expect(restored.statusCode).toBe(200);
    expect(restored.headers.etag).toBe(`"${taken.version + 1}"`);
    expect(restored.json<Order>()).toMatchObject({
      status: 'IN_PROGRESS',
      assistants: [
        expect.objectContaining({ memberId: world.otherAssistant.memberId, status: 'ACCEPTED' }),
      ],
    });
    expect(restored.json<Order>().history.map((entry) => entry.status)).toEqual([
      'NEW',
      'ACCEPTED',
      'IN_PROGRESS',
      'ACCEPTED',
      'IN_PROGRESS',
    ]);
    expect(await noticesOf()).toBe(notices);
    const events = await api.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityId, order.id))
      .orderBy(auditEvents.occurredAt);
    expect(events.slice(-2).map((event) => [event.action, event.changes.assistant])).toEqual([
      [
        'assistant-unassigned',
        { before: { memberId: world.otherAssistant.memberId, status: 'ACCEPTED' }, after: null },
      ],
      [
        'assistant-restored',
        { before: null, after: { memberId: world.otherAssistant.memberId, status: 'ACCEPTED' } },
      ],
    ]);
    // Once put back, there is nothing more to put back.
    const again = await api.call('restoreOrderAssistant', { token: world.operator.token, params });
    expect(again.json()).toMatchObject({ status: 409, type: 'invalid-transition' });
  });

  it('puts back only whom the order’s latest change took off, whatever If-Match says', async () => {
    const order = await actions.orderIn('ACCEPTED', { assigned: true });
    const params = { ...organization(), orderId: order.id, memberId: world.assistant.memberId };
    await api.call('unassignOrderAssistant', { token: world.operator.token, params });
    // Someone asks another assistant in the meantime: the taking off is no longer the latest.
    const changed = await actions.assign(order.id, world.otherAssistant);
    const late = await api.call('restoreOrderAssistant', {
      token: world.operator.token,
      params,
      headers: { 'if-match': `"${changed.version}"` },
    });
    expect(late.json()).toMatchObject({ status: 409, type: 'invalid-transition' });
    const other = await api.call('restoreOrderAssistant', {
      token: world.operator.token,
      params: { ...params, memberId: world.otherAssistant.memberId },
    });
    expect(other.statusCode).toBe(409);
    expect((await actions.get(order.id)).assistants).toEqual([
      expect.objectContaining({ memberId: world.otherAssistant.memberId, status: 'NOTIFIED' }),
    ]);
  });

  it('lets an asked assistant decline, after which it no longer sees the order and may be asked again', async () => {
    const order = await actions.orderIn('ACCEPTED', { assigned: true });
    const declined = await api.call('declineAssistantOrder', {
      token: world.assistant.token,
      params: { orderId: order.id },
    });
    expect(declined.statusCode).toBe(200);
    expect(declined.json<Order>()).toMatchObject({
      status: 'ACCEPTED',
      assistants: [
        expect.objectContaining({ memberId: world.assistant.memberId, status: 'DECLINED' }),
      ],
    });
    const hidden = await api.call('getAssistantOrder', {
      token: world.assistant.token,
      params: { orderId: order.id },
    });
    expect(hidden.statusCode).toBe(404);
    const list = await api.call('listAssistantOrders', {
      token: world.assistant.token,
      query: { limit: 100 },
    });
    expect(list.json<{ items: Order[] }>().items.map((item) => item.id)).not.toContain(order.id);
    expect(
      (
        await api.call('acceptAssistantOrder', {
          token: world.assistant.token,
          params: { orderId: order.id },
        })
      ).statusCode,
    ).toBe(404);

    const again = await actions.assign(order.id);
    expect(again.assistants).toEqual([
      expect.objectContaining({ memberId: world.assistant.memberId, status: 'NOTIFIED' }),
    ]);
    const twice = await api.call('assignOrderAssistant', {
      token: world.operator.token,
      params: { ...organization(), orderId: order.id },
      body: { memberId: world.assistant.memberId },
    });
    expect(twice.json()).toMatchObject({ status: 409, type: 'duplicate' });
    const taken = await actions.assistantAccept(order.id);
    expect(taken.status).toBe('IN_PROGRESS');
    const declineTaken = await api.call('declineAssistantOrder', {
      token: world.assistant.token,
      params: { orderId: order.id },
    });
    expect(declineTaken.json()).toMatchObject({ status: 409, type: 'invalid-transition' });
    const [row] = await api.db
      .select()
      .from(orderAssistants)
      .where(
        and(
          eq(orderAssistants.orderId, order.id),
          eq(orderAssistants.memberId, world.assistant.memberId),
        ),
      );
    expect(row?.status).toBe('ACCEPTED');
  });

  it('assigns only ACCEPTED assistants of the organization', async () => {
    const order = await actions.orderIn('ACCEPTED');
    for (const memberId of [
      world.beneficiary.memberId,
      world.plainOperator.memberId,
      world.otherOrganizationOperator.memberId,
      '0b8f3a4e-4f6c-4d1e-9a57-2f1f0a6c9e11',
    ]) {
      const response = await api.call('assignOrderAssistant', {
        token: world.operator.token,
        params: { ...organization(), orderId: order.id },
        body: { memberId },
      });
      expect(response.json()).toMatchObject({ status: 400, errors: [{ path: 'memberId' }] });
    }
    const left = await addNamedMembership(
      api,
      world.organizationId,
      await registeredCaller(api),
      'ASSISTANT',
      { firstName: 'Odeszła', lastName: 'Asystentka' },
      { status: 'DEACTIVATED' },
    );
    const response = await api.call('assignOrderAssistant', {
      token: world.operator.token,
      params: { ...organization(), orderId: order.id },
      body: { memberId: left.memberId },
    });
    expect(response.statusCode).toBe(400);
  });

  it('takes orders only for the caller’s own memberships, and no preferred date in the past', async () => {
    const guardian = await registeredCaller(api);
    const [ward] = await api.db
      .insert(persons)
      .values({
        accountId: guardian.accountId,
        firstName: 'Podopieczna',
        lastName: 'Druga',
        isOwn: false,
      })
      .returning();
    const first = await addNamedMembership(
      api,
      world.organizationId,
      guardian,
      'BENEFICIARY',
      { firstName: 'Jan', lastName: 'Pierwszy' },
      { accountOwnerType: 'GUARDIAN_ACCOUNT' },
    );
    const second = await addNamedMembership(
      api,
      world.organizationId,
      guardian,
      'BENEFICIARY',
      { firstName: 'Podopieczna', lastName: 'Druga' },
      { accountOwnerType: 'GUARDIAN_ACCOUNT', personId: ward?.id as string },
    );
    const place = (body: Record<string, unknown>, token = guardian.token) =>
      api.call('createBeneficiaryOrder', {
        token,
        params: organization(),
        body: { type: 'TRANSPORT', description: 'Transport na badanie', ...body },
      });
    expect((await place({})).json()).toMatchObject({ status: 400, errors: [{ path: 'memberId' }] });
    expect((await place({ memberId: world.beneficiary.memberId })).json()).toMatchObject({
      status: 400,
      errors: [{ path: 'memberId' }],
    });
    const forWard = await place({ memberId: second.memberId });
    expect(forWard.statusCode).toBe(201);
    expect(forWard.json<Order>().beneficiary).toMatchObject({
      memberId: second.memberId,
      firstName: 'Podopieczna',
      accountOwnerType: 'GUARDIAN_ACCOUNT',
    });
    expect((await place({ memberId: first.memberId })).statusCode).toBe(201);

    const yesterday = new Date(Date.now() - 2 * 86_400_000).toISOString();
    const past = await place({ preferredDate: yesterday }, world.beneficiary.token);
    expect(past.json()).toMatchObject({ status: 400, errors: [{ path: 'preferredDate' }] });
    for (const body of [
      { type: 'PIZZA' },
      { description: 'ab' },
      { description: 'x'.repeat(2001) },
      { preferredDate: '2026-13-45' },
      { address: '' },
      { status: 'ACCEPTED' },
    ])
      expect((await place(body, world.beneficiary.token)).statusCode).toBe(400);
  });

  it('lists the assistant’s orders across its organizations, filtered by status', async () => {
    const asked = await actions.orderIn('ACCEPTED', { assigned: true });
    const taken = await actions.orderIn('ACCEPTED', { assigned: true });
    await actions.assistantAccept(taken.id);
    const list = (query: Record<string, string | number>) =>
      api
        .call('listAssistantOrders', {
          token: world.assistant.token,
          query: { limit: 100, ...query },
        })
        .then((response) => response.json<{ items: Order[]; pagination: { total: number } }>());
    const all = await list({});
    expect(all.items.map((order) => order.id)).toEqual(
      expect.arrayContaining([asked.id, taken.id]),
    );
    expect(all.pagination.total).toBe(all.items.length);
    const inProgress = await list({ status: 'IN_PROGRESS' });
    expect(inProgress.items.map((order) => order.id)).toContain(taken.id);
    expect(inProgress.items.every((order) => order.status === 'IN_PROGRESS')).toBe(true);
    const created = all.items.map((order) => order.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
  });

  it('answers any body with its designed answer, never a 5xx, and keeps what a refusal would change', async () => {
    const order = await actions.orderIn('ACCEPTED');
    const calls = [
      { name: 'createBeneficiaryOrder', token: world.beneficiary.token, params: organization() },
      {
        name: 'rejectOrder',
        token: world.operator.token,
        params: { ...organization(), orderId: order.id },
      },
      {
        name: 'assignOrderAssistant',
        token: world.operator.token,
        params: { ...organization(), orderId: order.id },
      },
    ] as const;
    const odd = fc.oneof(
      fc.jsonValue(),
      fc.record(
        {
          type: fc.oneof(fc.constantFrom('VISIT', 'OTHER'), fc.string()),
          description: fc.string({ maxLength: 2100, unit: 'binary' }),
          preferredDate: fc.oneof(
            fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
            fc.string(),
          ),
          address: fc.string({ unit: 'binary' }),
          memberId: fc.oneof(fc.uuid(), fc.string()),
          reason: fc.string({ maxLength: 300, unit: 'binary' }),
        },
        { requiredKeys: [] },
      ),
    );
    for (const { name, token, params } of calls) {
      await fc.assert(
        fc.asyncProperty(odd, async (body) => {
          const response = await api.call(name, { token, params, body });
          expect(response.statusCode).toBeLessThan(500);
        }),
        { numRuns: 40 },
      );
    }
    expect(await actions.get(order.id)).toMatchObject({
      status: 'ACCEPTED',
      version: order.version,
      assistants: [],
    });
    const withNul = await api.call('createBeneficiaryOrder', {
      token: world.beneficiary.token,
      params: organization(),
      body: { type: 'VISIT', description: 'Wizyta\u0000 w nocy' },
    });
    expect(withNul.statusCode).toBe(400);
  });
});
