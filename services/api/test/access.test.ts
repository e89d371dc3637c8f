// Every endpoint of the contracts table × every kind of caller, generated from the table: each
// answer is the designed one, and another organization's resources are always a 404.
import {
  type Access,
  type EndpointName,
  endpoints,
  type ProblemType,
  problemTypes,
} from '@care/contracts';
import { type CallOptions, startTestApi, type TestApi } from './support/api';
import { databaseKinds } from './support/database';
import { createIdentity, foreignProjectToken } from './support/identities';
import {
  addMembership,
  adminCaller,
  organizationWithOperator,
  registeredCaller,
} from './support/world';

const callerKinds = [
  'anonymous',
  'malformedToken',
  'foreignProjectToken',
  'unverified',
  'unregistered',
  'noRole',
  'beneficiary',
  'assistant',
  'pendingOperator',
  'deactivatedOperator',
  'operatorOfAnotherOrganization',
  'operator',
  'plainOperator',
  'admin',
] as const;
type CallerKind = (typeof callerKinds)[number];

interface World {
  organizationId: string;
  tagId: string;
}

interface Sample {
  request: CallOptions;
  /** The status a caller who passes the access check gets for this request. */
  allowed: number;
}

const organization = (world: World) => ({ organizationId: world.organizationId });
const someId = '0b8f3a4e-4f6c-4d1e-9a57-2f1f0a6c9e11';

/**
 * One request per endpoint that passes the access check without changing anything: invalid
 * bodies (400), unknown ids (404), a stale If-Match (412). A new endpoint in the contracts
 * table does not compile until it has a sample here.
 */
const samples: Record<EndpointName, (world: World) => Sample> = {
  getMe: () => ({ request: {}, allowed: 200 }),
  updateMe: () => ({ request: { body: { unexpected: true } }, allowed: 400 }),
  listPersons: () => ({ request: {}, allowed: 200 }),
  getPermissions: () => ({ request: {}, allowed: 200 }),
  register: () => ({
    request: { body: { firstName: 'A', lastName: 'B', isPolicyAccepted: false } },
    allowed: 400,
  }),
  listInvitations: () => ({ request: { query: { status: 'PENDING' } }, allowed: 200 }),
  countInvitations: () => ({ request: {}, allowed: 200 }),
  answerInvitation: () => ({
    request: { params: { invitationId: someId }, body: {} },
    allowed: 400,
  }),
  listNotifications: () => ({ request: { query: { page: 1, limit: 10 } }, allowed: 200 }),
  countNotifications: () => ({ request: {}, allowed: 200 }),
  readNotification: () => ({ request: { params: { notificationId: someId } }, allowed: 404 }),
  readAllNotifications: () => ({ request: {}, allowed: 200 }),
  addDevice: () => ({ request: { body: {} }, allowed: 400 }),
  removeDevice: () => ({ request: { body: {} }, allowed: 400 }),
  createSession: () => ({ request: {}, allowed: 204 }),
  deleteSession: () => ({ request: {}, allowed: 204 }),
  getOrganization: (world) => ({ request: { params: organization(world) }, allowed: 200 }),
  listAdminOrganizations: () => ({ request: { query: { page: 1, limit: 5 } }, allowed: 200 }),
  createAdminOrganization: () => ({ request: { body: { name: 'x' } }, allowed: 400 }),
  listTags: (world) => ({ request: { params: organization(world) }, allowed: 200 }),
  createTag: (world) => ({ request: { params: organization(world), body: {} }, allowed: 400 }),
  updateTag: (world) => ({
    request: { params: { ...organization(world), tagId: world.tagId }, body: {} },
    allowed: 400,
  }),
  deleteTag: (world) => ({
    request: {
      params: { ...organization(world), tagId: world.tagId },
      headers: { 'if-match': '"999"' },
    },
    allowed: 412,
  }),
};

type Denial = { status: number; type: ProblemType } | null;

/** The designed refusal for a caller, in the order of api.md "Caller states"; null when allowed. */
function designedDenial(name: EndpointName, access: Access, caller: CallerKind): Denial {
  if (access === 'public') return null;
  if (caller === 'anonymous' || caller === 'malformedToken' || caller === 'foreignProjectToken') {
    return { status: 401, type: problemTypes.unauthorized };
  }
  if (caller === 'unverified') return { status: 403, type: problemTypes.emailNotVerified };
  if (caller === 'unregistered') {
    if (access !== 'verified') return { status: 403, type: problemTypes.notRegistered };
    return name === 'getMe' ? { status: 404, type: problemTypes.notFound } : null;
  }
  if (access === 'admin')
    return caller === 'admin' ? null : { status: 403, type: problemTypes.forbidden };
  if (access === 'operator') {
    return caller === 'operator' || caller === 'plainOperator'
      ? null
      : { status: 404, type: problemTypes.notFound };
  }
  return null;
}

describe.each(databaseKinds)('access matrix on %s', (kind) => {
  let api: TestApi;
  let world: World;
  const tokens = new Map<CallerKind, string | undefined>();

  beforeAll(async () => {
    api = await startTestApi(kind);
    const admin = await adminCaller(api);
    const [home, other] = await Promise.all([
      organizationWithOperator(api, admin),
      organizationWithOperator(api, admin),
    ]);
    const tag = await api.call('createTag', {
      token: home.operator.token,
      params: { organizationId: home.organizationId },
      body: {
        name: 'Matrix',
        abbr: 'MX',
        description: 'Matrix tag',
        color: '112233',
        textColor: 'ffffff',
        icon: 'tag',
      },
    });
    world = { organizationId: home.organizationId, tagId: tag.json<{ id: string }>().id };

    const member = async (
      role: 'BENEFICIARY' | 'ASSISTANT' | 'OPERATOR',
      status: 'ACCEPTED' | 'PENDING' | 'DEACTIVATED',
    ) => {
      const caller = await registeredCaller(api);
      await addMembership(api, home.organizationId, caller, role, status);
      return caller.token;
    };
    const [unverified, unregistered, noRole, beneficiary, assistant, pending, deactivated, plain] =
      await Promise.all([
        createIdentity({ emailVerified: false }),
        createIdentity(),
        registeredCaller(api),
        member('BENEFICIARY', 'ACCEPTED'),
        member('ASSISTANT', 'ACCEPTED'),
        member('OPERATOR', 'PENDING'),
        member('OPERATOR', 'DEACTIVATED'),
        member('OPERATOR', 'ACCEPTED'),
      ]);
    tokens.set('anonymous', undefined);
    tokens.set('malformedToken', 'not-a-token');
    tokens.set('foreignProjectToken', foreignProjectToken());
    tokens.set('unverified', unverified.token);
    tokens.set('unregistered', unregistered.token);
    tokens.set('noRole', noRole.token);
    tokens.set('beneficiary', beneficiary);
    tokens.set('assistant', assistant);
    tokens.set('pendingOperator', pending);
    tokens.set('deactivatedOperator', deactivated);
    tokens.set('operatorOfAnotherOrganization', other.operator.token);
    tokens.set('operator', home.operator.token);
    tokens.set('plainOperator', plain);
    tokens.set('admin', admin.token);
  });

  afterAll(() => api.close());

  const cases = (Object.keys(endpoints) as EndpointName[]).flatMap((name) =>
    callerKinds.map((caller) => [name, caller] as const),
  );

  it.each(cases)('%s as %s gets the designed answer', async (name, caller) => {
    const sample = samples[name](world);
    const response = await api.call(name, { ...sample.request, token: tokens.get(caller) });
    const denial = designedDenial(name, endpoints[name].access, caller);
    if (denial) {
      expect({ status: response.statusCode, type: response.json<{ type: string }>().type }).toEqual(
        denial,
      );
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    } else {
      expect(response.statusCode).toBe(sample.allowed);
    }
  });
});
