// An organization with every kind of caller the orders' authorization table speaks of, and
// helpers that bring an order into any status through the API, as its people would.
import type {
  AccountOwnerType,
  MemberStatus,
  Order,
  OrderCreate,
  OrderStatus,
  Role,
} from '@care/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { members } from '../../src/db/schema';
import { type CallOptions, type TestApi, type TestApiOptions, withTestApi } from './api';
import type { DatabaseKind } from './database';
import { createIdentity, foreignProjectToken, type TestIdentity } from './identities';
import {
  adminCaller,
  organizationWithOperator,
  type RegisteredCaller,
  registeredCaller,
} from './world';

export interface Member extends RegisteredCaller {
  memberId: string;
}

/** A membership with the names given, linked to the caller's account unless it is PENDING. */
export async function addNamedMembership(
  api: TestApi,
  organizationId: string,
  caller: RegisteredCaller,
  role: Role,
  names: { firstName: string; lastName: string },
  options: {
    status?: MemberStatus;
    accountOwnerType?: AccountOwnerType;
    personId?: string;
  } = {},
): Promise<Member> {
  const status = options.status ?? 'ACCEPTED';
  const linked = status !== 'PENDING' && status !== 'REJECTED';
  const [member] = await api.db
    .insert(members)
    .values({
      organizationId,
      role,
      status,
      accountOwnerType: options.accountOwnerType ?? 'OWN_ACCOUNT',
      accountEmail: caller.email,
      firstName: names.firstName,
      lastName: names.lastName,
      accountId: linked ? caller.accountId : null,
      personId: linked ? (options.personId ?? caller.personId) : null,
    })
    .returning();
  if (!member) throw new Error('membership insert failed');
  return { ...caller, memberId: member.id };
}

export interface OrderWorld {
  organizationId: string;
  /** The super operator who created the organization with it. */
  operator: Member;
  plainOperator: Member;
  pendingOperator: Member;
  deactivatedOperator: Member;
  beneficiary: Member;
  otherBeneficiary: Member;
  assistant: Member;
  otherAssistant: Member;
  noRole: RegisteredCaller;
  admin: RegisteredCaller;
  otherOrganizationId: string;
  otherOrganizationOperator: Member;
  unverified: TestIdentity;
  unregistered: TestIdentity;
}

async function member(
  api: TestApi,
  organizationId: string,
  role: Role,
  firstName: string,
  lastName: string,
  status: MemberStatus = 'ACCEPTED',
) {
  return addNamedMembership(
    api,
    organizationId,
    await registeredCaller(api),
    role,
    {
      firstName,
      lastName,
    },
    { status },
  );
}

export async function orderWorld(api: TestApi): Promise<OrderWorld> {
  const admin = await adminCaller(api);
  const [home, other] = await Promise.all([
    organizationWithOperator(api, admin),
    organizationWithOperator(api, admin),
  ]);
  const id = home.organizationId;
  const [
    plainOperator,
    pendingOperator,
    deactivatedOperator,
    beneficiary,
    otherBeneficiary,
    assistant,
    otherAssistant,
    noRole,
    unverified,
    unregistered,
  ] = await Promise.all([
    member(api, id, 'OPERATOR', 'Oskar', 'Zwykły'),
    member(api, id, 'OPERATOR', 'Piotr', 'Czekający', 'PENDING'),
    member(api, id, 'OPERATOR', 'Dorota', 'Wyłączona', 'DEACTIVATED'),
    member(api, id, 'BENEFICIARY', 'Żaneta', 'Łukasiewicz'),
    member(api, id, 'BENEFICIARY', 'Bronisław', 'Inny'),
    member(api, id, 'ASSISTANT', 'Alicja', 'Pomocna'),
    member(api, id, 'ASSISTANT', 'Adam', 'Drugi'),
    registeredCaller(api),
    createIdentity({ emailVerified: false }),
    createIdentity(),
  ]);
  return {
    organizationId: id,
    operator: { ...home.operator, memberId: home.operatorMemberId },
    plainOperator,
    pendingOperator,
    deactivatedOperator,
    beneficiary,
    otherBeneficiary,
    assistant,
    otherAssistant,
    noRole,
    admin,
    otherOrganizationId: other.organizationId,
    otherOrganizationOperator: { ...other.operator, memberId: other.operatorMemberId },
    unverified,
    unregistered,
  };
}

/** Every kind of caller the authorization table names, by the token it sends. */
export function callerTokens(world: OrderWorld) {
  return {
    anonymous: undefined,
    badToken: foreignProjectToken(),
    unverified: world.unverified.token,
    unregistered: world.unregistered.token,
    noRole: world.noRole.token,
    beneficiary: world.beneficiary.token,
    otherBeneficiary: world.otherBeneficiary.token,
    assistant: world.assistant.token,
    otherAssistant: world.otherAssistant.token,
    otherOrganizationOperator: world.otherOrganizationOperator.token,
    operator: world.operator.token,
    plainOperator: world.plainOperator.token,
    admin: world.admin.token,
  } as const;
}
export type CallerKind = keyof ReturnType<typeof callerTokens>;

/** What an endpoint for the organization's operators answers each kind of caller. */
export const operatorOnlyAnswers: Record<CallerKind, number> = {
  anonymous: 401,
  badToken: 401,
  unverified: 403,
  unregistered: 403,
  noRole: 404,
  beneficiary: 404,
  otherBeneficiary: 404,
  assistant: 404,
  otherAssistant: 404,
  otherOrganizationOperator: 404,
  operator: 200,
  plainOperator: 200,
  admin: 404,
};

export function expectStatus(response: LightMyRequestResponse, status: number, what: string) {
  if (response.statusCode !== status)
    throw new Error(`${what}: expected ${status}, got ${response.statusCode} ${response.body}`);
}

/** Calls and helpers for one world's orders. */
export function orderActions(api: TestApi, world: OrderWorld) {
  const organization = { organizationId: world.organizationId };
  const asOperator = (orderId: string, extra: Partial<CallOptions> = {}): CallOptions => ({
    token: world.operator.token,
    params: { ...organization, orderId },
    ...extra,
  });
  const call = async (
    name: Parameters<TestApi['call']>[0],
    options: CallOptions,
    what: string,
  ): Promise<Order> => {
    const response = await api.call(name, options);
    expectStatus(response, name === 'createBeneficiaryOrder' ? 201 : 200, what);
    return response.json<Order>();
  };

  const actions = {
    create: (body: Partial<OrderCreate> = {}, caller: Member = world.beneficiary) =>
      call(
        'createBeneficiaryOrder',
        {
          token: caller.token,
          params: organization,
          body: { type: 'VISIT', description: 'Wizyta pielęgniarki', ...body },
        },
        'create order',
      ),
    accept: (orderId: string) => call('acceptOrder', asOperator(orderId), 'accept'),
    reject: (orderId: string, reason = 'Poza naszym zakresem') =>
      call('rejectOrder', asOperator(orderId, { body: { reason } }), 'reject'),
    assign: (orderId: string, assistant: Member = world.assistant) =>
      call(
        'assignOrderAssistant',
        asOperator(orderId, { body: { memberId: assistant.memberId } }),
        'assign',
      ),
    markHandled: (orderId: string, outcome?: string) =>
      call(
        'markOrderHandled',
        asOperator(orderId, outcome === undefined ? {} : { body: { outcome } }),
        'handle',
      ),
    cancel: (orderId: string) =>
      call(
        'cancelBeneficiaryOrder',
        { token: world.beneficiary.token, params: { ...organization, orderId } },
        'cancel',
      ),
    assistantAccept: (orderId: string, assistant: Member = world.assistant) =>
      call('acceptAssistantOrder', { token: assistant.token, params: { orderId } }, 'take'),
    get: (orderId: string) => call('getOrder', asOperator(orderId), 'get order'),

    /** A fresh order of the world's beneficiary in the given status; `assigned` adds the
     * world's assistant (NOTIFIED) where the way there allows it. */
    async orderIn(status: OrderStatus, options: { assigned?: boolean } = {}): Promise<Order> {
      const order = await actions.create();
      const { id } = order;
      switch (status) {
        case 'NEW':
          return order;
        case 'REJECTED':
          return actions.reject(id);
        case 'ACCEPTED': {
          const accepted = await actions.accept(id);
          return options.assigned ? actions.assign(id) : accepted;
        }
        case 'IN_PROGRESS':
          await actions.accept(id);
          await actions.assign(id, world.otherAssistant);
          await actions.assistantAccept(id, world.otherAssistant);
          return options.assigned ? actions.assign(id) : actions.get(id);
        case 'HANDLED':
          await actions.accept(id);
          if (options.assigned) await actions.assign(id);
          return actions.markHandled(id);
        case 'CANCELLED':
          await actions.accept(id);
          if (options.assigned) await actions.assign(id);
          return actions.cancel(id);
      }
    },
  };
  return actions;
}

export type OrderActions = ReturnType<typeof orderActions>;

export interface OrderSuite {
  api: TestApi;
  world: OrderWorld;
  actions: OrderActions;
}

/**
 * For a describe block: starts the API on `kind` with an order world before its tests (handing
 * it and its actions to `started`, which may set up more) and closes the API after them.
 */
export function withOrderWorld(
  kind: DatabaseKind,
  started: (suite: OrderSuite) => unknown,
  options: TestApiOptions = {},
) {
  withTestApi(
    kind,
    async (api) => {
      const world = await orderWorld(api);
      await started({ api, world, actions: orderActions(api, world) });
    },
    options,
  );
}
