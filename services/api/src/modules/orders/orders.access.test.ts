// Every order endpoint that acts on one order × every kind of caller of the authorization table:
// anonymous, a bad token, unverified, unregistered, no role, the beneficiary (own order, another
// beneficiary's), the assistant (assigned, not assigned), another organization's operator, the
// operator (super and plain) and an admin without a membership. A refused caller changes nothing.
import { type EndpointName, type Order, type OrderStatus, problemTypes } from '@care/contracts';
import type { TestApi } from '../../../test/support/api';
import { databaseKinds } from '../../../test/support/database';
import {
  type CallerKind,
  callerTokens,
  type OrderActions,
  type OrderWorld,
  withOrderWorld,
} from '../../../test/support/orders';

type Audience = 'beneficiary' | 'operator' | 'assistant';

interface Case {
  endpoint: EndpointName;
  audience: Audience;
  /** The status the order starts in (the world's assistant assigned where it can be). */
  from: OrderStatus;
  /** Its status after an allowed call. */
  to: OrderStatus;
  body?: (world: OrderWorld) => unknown;
  /** Path parameters beyond the order's own. */
  params?: (world: OrderWorld) => Record<string, string>;
  /** Whether the world's assistant must have accepted first. */
  acceptedByAssistant?: boolean;
}

const cases: Case[] = [
  { endpoint: 'getBeneficiaryOrder', audience: 'beneficiary', from: 'NEW', to: 'NEW' },
  { endpoint: 'cancelBeneficiaryOrder', audience: 'beneficiary', from: 'NEW', to: 'CANCELLED' },
  { endpoint: 'getOrder', audience: 'operator', from: 'NEW', to: 'NEW' },
  { endpoint: 'acceptOrder', audience: 'operator', from: 'NEW', to: 'ACCEPTED' },
  {
    endpoint: 'rejectOrder',
    audience: 'operator',
    from: 'NEW',
    to: 'REJECTED',
    body: () => ({ reason: 'Nie świadczymy tej usługi' }),
  },
  {
    endpoint: 'assignOrderAssistant',
    audience: 'operator',
    from: 'ACCEPTED',
    to: 'ACCEPTED',
    body: (world) => ({ memberId: world.otherAssistant.memberId }),
  },
  {
    endpoint: 'unassignOrderAssistant',
    audience: 'operator',
    from: 'ACCEPTED',
    to: 'ACCEPTED',
    params: (world) => ({ memberId: world.assistant.memberId }),
  },
  { endpoint: 'markOrderHandled', audience: 'operator', from: 'ACCEPTED', to: 'HANDLED' },
  { endpoint: 'getAssistantOrder', audience: 'assistant', from: 'ACCEPTED', to: 'ACCEPTED' },
  { endpoint: 'acceptAssistantOrder', audience: 'assistant', from: 'ACCEPTED', to: 'IN_PROGRESS' },
  { endpoint: 'declineAssistantOrder', audience: 'assistant', from: 'ACCEPTED', to: 'ACCEPTED' },
  {
    endpoint: 'markAssistantOrderHandled',
    audience: 'assistant',
    from: 'ACCEPTED',
    to: 'HANDLED',
    acceptedByAssistant: true,
  },
];

/** Who gets through, and the designed answer of everyone else, in the guard's order. */
function designed(audience: Audience, caller: CallerKind): { status: number; type?: string } {
  if (caller === 'anonymous' || caller === 'badToken')
    return { status: 401, type: problemTypes.unauthorized };
  if (caller === 'unverified') return { status: 403, type: problemTypes.emailNotVerified };
  if (caller === 'unregistered') return { status: 403, type: problemTypes.notRegistered };
  const allowed: Record<Audience, CallerKind[]> = {
    beneficiary: ['beneficiary'],
    operator: ['operator', 'plainOperator'],
    assistant: ['assistant'],
  };
  if (allowed[audience].includes(caller)) return { status: 200 };
  // The other beneficiary and the unassigned assistant pass the access level, but the order is
  // not theirs: it does not exist for them, as it does not for anyone outside the organization.
  if (audience === 'assistant' && caller !== 'otherAssistant')
    return { status: 403, type: problemTypes.forbidden };
  return { status: 404, type: problemTypes.notFound };
}

const callerKinds = [
  'anonymous',
  'badToken',
  'unverified',
  'unregistered',
  'noRole',
  'beneficiary',
  'otherBeneficiary',
  'assistant',
  'otherAssistant',
  'otherOrganizationOperator',
  'operator',
  'plainOperator',
  'admin',
] as const satisfies readonly CallerKind[];

describe.each(databaseKinds)('order access on %s', (kind) => {
  let api: TestApi;
  let world: OrderWorld;
  let actions: OrderActions;
  withOrderWorld(kind, (started) => ({ api, world, actions } = started));

  async function orderFor(testCase: Case): Promise<Order> {
    const order = await actions.orderIn(testCase.from, {
      assigned: testCase.audience === 'assistant' || testCase.endpoint === 'unassignOrderAssistant',
    });
    if (testCase.acceptedByAssistant) return actions.assistantAccept(order.id);
    return order;
  }

  function request(testCase: Case, order: Order, caller: CallerKind) {
    const token = callerTokens(world)[caller];
    const own: Record<string, string> =
      testCase.audience === 'assistant'
        ? { orderId: order.id }
        : { organizationId: world.organizationId, orderId: order.id };
    return api.call(testCase.endpoint, {
      ...(token ? { token } : {}),
      params: { ...own, ...testCase.params?.(world) },
      ...(testCase.body ? { body: testCase.body(world) } : {}),
    });
  }

  it.each(cases.map((testCase) => [testCase.endpoint, testCase] as const))(
    '%s: only the designed callers get through, and nobody else changes the order',
    async (_name, testCase) => {
      const order = await orderFor(testCase);
      const answers: Record<string, unknown> = {};
      const expected: Record<string, unknown> = {};
      for (const caller of callerKinds) {
        const want = designed(testCase.audience, caller);
        if (want.status === 200) continue;
        const response = await request(testCase, order, caller);
        answers[caller] = {
          status: response.statusCode,
          type: response.json<{ type: string }>().type,
        };
        expected[caller] = want;
      }
      expect(answers).toEqual(expected);
      expect((await actions.get(order.id)).version).toBe(order.version);

      for (const caller of callerKinds) {
        if (designed(testCase.audience, caller).status !== 200) continue;
        const fresh = await orderFor(testCase);
        const response = await request(testCase, fresh, caller);
        expect({ caller, status: response.statusCode }).toEqual({ caller, status: 200 });
        expect(response.json<Order>().status).toBe(testCase.to);
      }
    },
  );

  it('lets a beneficiary and an assistant see only their own orders in their lists', async () => {
    const own = await actions.create({ description: 'Moje własne zlecenie' });
    const others = await actions.create({ description: 'Cudze zlecenie' }, world.otherBeneficiary);
    const assigned = await actions.orderIn('ACCEPTED', { assigned: true });

    const mine = await api.call('listBeneficiaryOrders', {
      token: world.beneficiary.token,
      params: { organizationId: world.organizationId },
      query: { limit: 100 },
    });
    const ids = mine.json<{ items: Order[] }>().items.map((order) => order.id);
    expect(ids).toContain(own.id);
    expect(ids).not.toContain(others.id);

    const tasks = await api.call('listAssistantOrders', {
      token: world.otherAssistant.token,
      query: { limit: 100 },
    });
    expect(tasks.json<{ items: Order[] }>().items.map((order) => order.id)).not.toContain(
      assigned.id,
    );
  });
});
