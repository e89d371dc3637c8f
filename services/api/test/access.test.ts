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
  /** Revision 2 (a draft) of a document whose revision 1 is published. */
  documentId: string;
  outpostId: string;
  /** An ACCEPTED order of the matrix's beneficiary, assigned to the matrix's assistant. */
  orderId: string;
  assistantMemberId: string;
}

interface Sample {
  request: CallOptions;
  /** The status a caller who passes the access check gets for this request. */
  allowed: number;
}

const organization = (world: { organizationId: string }) => ({
  organizationId: world.organizationId,
});
const document = (world: World) => ({ ...organization(world), documentId: world.documentId });
const stale = { 'if-match': '"999"' };
const outpost = (world: World) => ({ ...organization(world), outpostId: world.outpostId });
const order = (world: World) => ({ organizationId: world.organizationId, orderId: world.orderId });
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
  addPerson: () => ({ request: { body: {} }, allowed: 400 }),
  // A field the deletion does not take: refused before anything is deleted.
  deleteMe: () => ({ request: { body: { unexpected: true } }, allowed: 400 }),
  getPermissions: () => ({ request: {}, allowed: 200 }),
  getSessionPolicy: () => ({ request: {}, allowed: 200 }),
  // Neither version named: refused before anything is recorded.
  acceptPolicies: () => ({ request: { body: {} }, allowed: 400 }),
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
  // A malformed Last-Event-ID: answered before the stream opens (an open one never ends).
  streamLiveEvents: () => ({
    request: { headers: { 'last-event-id': 'yesterday' } },
    allowed: 400,
  }),
  addDevice: () => ({ request: { body: {} }, allowed: 400 }),
  removeDevice: () => ({ request: { body: {} }, allowed: 400 }),
  createSession: () => ({ request: {}, allowed: 204 }),
  deleteSession: () => ({ request: {}, allowed: 204 }),
  getOrganization: (world) => ({ request: { params: organization(world) }, allowed: 200 }),
  getOrganizationSettings: (world) => ({ request: { params: organization(world) }, allowed: 200 }),
  updateOrganizationSettings: (world) => ({
    request: {
      params: organization(world),
      body: {
        acceptWithinHours: 4,
        assignWithinHours: null,
        handleByPreferredDate: true,
        timeZone: 'Europe/Warsaw',
        idleSignOutMinutes: 15,
        accessLogRetentionMonths: 24,
        inactiveMemberRetentionMonths: 24,
      },
      headers: stale,
    },
    allowed: 412,
  }),
  listOnCallShifts: (world) => ({ request: { params: organization(world) }, allowed: 200 }),
  getOnCallNow: (world) => ({ request: { params: organization(world) }, allowed: 200 }),
  // Somebody who is no operator of the organization: refused on the field, nothing added.
  createOnCallShift: (world) => ({
    request: {
      params: organization(world),
      body: { memberId: someId, from: '2026-03-02T08:00:00Z', to: '2026-03-02T16:00:00Z' },
    },
    allowed: 400,
  }),
  deleteOnCallShift: (world) => ({
    request: { params: { ...organization(world), shiftId: someId } },
    allowed: 404,
  }),
  listAdminOrganizations: () => ({ request: { query: { page: 1, limit: 5 } }, allowed: 200 }),
  createAdminOrganization: () => ({ request: { body: { name: 'x' } }, allowed: 400 }),
  updateAdminOrganization: (world) => ({
    request: { params: organization(world), body: { name: 'Nowa nazwa' }, headers: stale },
    allowed: 412,
  }),
  deleteAdminOrganization: (world) => ({
    request: { params: organization(world), headers: stale },
    allowed: 412,
  }),
  getOrganizationStats: (world) => ({ request: { params: organization(world) }, allowed: 200 }),
  getSchedule: (world) => ({
    request: {
      params: organization(world),
      query: {
        from: '2026-12-07',
        to: '2026-12-13',
        assistantId: world.assistantMemberId,
        outpostId: world.outpostId,
      },
    },
    allowed: 200,
  }),
  listTags: (world) => ({ request: { params: organization(world) }, allowed: 200 }),
  getTag: (world) => ({
    request: { params: { ...organization(world), tagId: world.tagId } },
    allowed: 200,
  }),
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
  listMembers: (world) => ({
    request: { params: organization(world), query: { page: 1, sort: '-lastName' } },
    allowed: 200,
  }),
  createMember: (world) => ({ request: { params: organization(world), body: {} }, allowed: 400 }),
  getMember: (world) => ({
    request: { params: { ...organization(world), memberId: someId } },
    allowed: 404,
  }),
  listMemberAccessLog: (world) => ({
    request: { params: { ...organization(world), memberId: world.assistantMemberId } },
    allowed: 200,
  }),
  // A stale version: refused before the name is compared, nothing erased.
  eraseMember: (world) => ({
    request: {
      params: { ...organization(world), memberId: world.assistantMemberId },
      body: { confirmName: 'Nobody' },
      headers: stale,
    },
    allowed: 412,
  }),
  listMembersDueForErasure: (world) => ({ request: { params: organization(world) }, allowed: 200 }),
  listMyAccessLog: () => ({ request: { query: { page: 1, limit: 10 } }, allowed: 200 }),
  exportMemberData: (world) => ({
    request: { params: { ...organization(world), memberId: world.assistantMemberId } },
    allowed: 200,
  }),
  exportMyData: () => ({ request: {}, allowed: 200 }),
  getMemberRelations: (world) => ({
    request: { params: { ...organization(world), memberId: someId } },
    allowed: 404,
  }),
  updateMember: (world) => ({
    request: { params: { ...organization(world), memberId: someId }, body: {} },
    allowed: 404,
  }),
  deactivateMember: (world) => ({
    request: { params: { ...organization(world), memberId: someId } },
    allowed: 404,
  }),
  reactivateMember: (world) => ({
    request: { params: { ...organization(world), memberId: someId } },
    allowed: 404,
  }),
  deleteMember: (world) => ({
    request: { params: { ...organization(world), memberId: someId } },
    allowed: 404,
  }),
  resendMemberInvitation: (world) => ({
    request: { params: { ...organization(world), memberId: someId } },
    allowed: 404,
  }),
  bulkUpdateMembers: (world) => ({
    request: { params: organization(world), body: { action: 'deactivate', ids: [] } },
    allowed: 400,
  }),
  sendMemberInvitations: (world) => ({
    request: { params: organization(world), body: { ids: [] } },
    allowed: 400,
  }),
  exportMembers: (world) => ({
    request: { params: organization(world), query: { role: 'OPERATOR' } },
    allowed: 200,
  }),
  // A JSON request to an upload endpoint: the form is only read once access is granted.
  previewMemberImport: (world) => ({ request: { params: organization(world) }, allowed: 415 }),
  importMembers: (world) => ({ request: { params: organization(world) }, allowed: 415 }),
  getMemberImport: (world) => ({
    request: { params: { ...organization(world), jobId: someId } },
    allowed: 404,
  }),
  listDocuments: (world) => ({ request: { params: organization(world) }, allowed: 200 }),
  createDocument: (world) => ({
    request: { params: organization(world), body: {} },
    allowed: 400,
  }),
  getDocument: (world) => ({ request: { params: document(world) }, allowed: 200 }),
  updateDocument: (world) => ({ request: { params: document(world), body: {} }, allowed: 400 }),
  deleteDocument: (world) => ({
    request: { params: document(world), headers: stale },
    allowed: 412,
  }),
  listDocumentRevisions: (world) => ({ request: { params: document(world) }, allowed: 200 }),
  createDocumentVersion: (world) => ({
    request: { params: document(world), headers: stale },
    allowed: 412,
  }),
  publishDocument: (world) => ({
    request: { params: document(world), headers: stale },
    allowed: 412,
  }),
  unpublishDocument: (world) => ({
    request: { params: document(world), headers: stale },
    allowed: 412,
  }),
  republishDocument: (world) => ({
    request: { params: document(world), headers: stale },
    allowed: 412,
  }),
  getDocumentDiff: (world) => ({ request: { params: document(world) }, allowed: 200 }),
  listDocumentAcceptances: (world) => ({ request: { params: document(world) }, allowed: 200 }),
  exportDocumentAcceptances: (world) => ({ request: { params: document(world) }, allowed: 200 }),
  acceptDocument: () => ({ request: { params: { documentId: someId } }, allowed: 404 }),
  listOutposts: (world) => ({ request: { params: organization(world) }, allowed: 200 }),
  getOutpost: (world) => ({ request: { params: outpost(world) }, allowed: 200 }),
  createOutpost: (world) => ({ request: { params: organization(world), body: {} }, allowed: 400 }),
  updateOutpost: (world) => ({ request: { params: outpost(world), body: {} }, allowed: 400 }),
  deleteOutpost: (world) => ({
    request: { params: outpost(world), headers: { 'if-match': '"999"' } },
    allowed: 412,
  }),
  // JSON (here: no body) where the logo's multipart form belongs.
  uploadOutpostLogo: (world) => ({ request: { params: outpost(world) }, allowed: 415 }),
  deleteOutpostLogo: (world) => ({
    request: { params: outpost(world), headers: { 'if-match': '"999"' } },
    allowed: 412,
  }),
  // Public: the link's signature authorizes it, and this one expired long ago.
  getOutpostLogo: (world) => ({
    request: { params: outpost(world), query: { v: 1, exp: 1, sig: 'A'.repeat(43) } },
    allowed: 403,
  }),
  listAuditEvents: (world) => ({
    // The organization's whole log: super operators only (one record's history is anyone's).
    request: { params: organization(world), query: { entity: 'tag' } },
    allowed: 200,
  }),
  exportAuditEvents: (world) => ({
    request: { params: organization(world), query: { entity: 'tag' } },
    allowed: 200,
  }),
  createBeneficiaryOrder: (world) => ({
    request: { params: organization(world), body: {} },
    allowed: 400,
  }),
  listBeneficiaryOrders: (world) => ({ request: { params: organization(world) }, allowed: 200 }),
  getBeneficiaryOrder: (world) => ({ request: { params: order(world) }, allowed: 200 }),
  cancelBeneficiaryOrder: (world) => ({
    request: { params: order(world), headers: stale },
    allowed: 412,
  }),
  listOrders: (world) => ({
    request: { params: organization(world), query: { status: 'ACCEPTED', search: 'x' } },
    allowed: 200,
  }),
  exportOrders: (world) => ({
    request: { params: organization(world), query: { status: 'ACCEPTED', search: 'x' } },
    allowed: 200,
  }),
  getOrderAttention: (world) => ({ request: { params: organization(world) }, allowed: 200 }),
  getOrder: (world) => ({ request: { params: order(world) }, allowed: 200 }),
  listAssistantCandidates: (world) => ({
    request: { params: order(world), query: { search: 'a' } },
    allowed: 200,
  }),
  markOrderOpened: (world) => ({ request: { params: order(world) }, allowed: 204 }),
  acceptOrder: (world) => ({ request: { params: order(world), headers: stale }, allowed: 412 }),
  rejectOrder: (world) => ({ request: { params: order(world), body: {} }, allowed: 400 }),
  assignOrderAssistant: (world) => ({
    request: { params: order(world), body: { memberId: 'nobody' } },
    allowed: 400,
  }),
  unassignOrderAssistant: (world) => ({
    request: {
      params: { ...order(world), memberId: world.assistantMemberId },
      headers: stale,
    },
    allowed: 412,
  }),
  restoreOrderAssistant: (world) => ({
    request: {
      params: { ...order(world), memberId: world.assistantMemberId },
      headers: stale,
    },
    allowed: 412,
  }),
  markOrderHandled: (world) => ({
    request: { params: order(world), headers: stale },
    allowed: 412,
  }),
  listAssistantOrders: () => ({ request: { query: { status: 'ACCEPTED' } }, allowed: 200 }),
  getAssistantOrder: (world) => ({
    request: { params: { orderId: world.orderId } },
    allowed: 200,
  }),
  acceptAssistantOrder: (world) => ({
    request: { params: { orderId: world.orderId }, headers: stale },
    allowed: 412,
  }),
  declineAssistantOrder: (world) => ({
    request: { params: { orderId: world.orderId }, headers: stale },
    allowed: 412,
  }),
  markAssistantOrderHandled: (world) => ({
    request: { params: { orderId: world.orderId }, headers: stale },
    allowed: 412,
  }),
};

type Denial = { status: number; type: ProblemType } | null;

/**
 * Operator endpoints only super operators may call; an operator who is not one is refused (403)
 * once its request is valid, since it may read what they guard.
 */
const superOperatorOnly = new Set<EndpointName>([
  'updateOrganizationSettings',
  'createOnCallShift',
  'deleteOnCallShift',
  'listAuditEvents',
  'exportAuditEvents',
  'listMemberAccessLog',
  'exportMemberData',
  'eraseMember',
  'listMembersDueForErasure',
]);

/** A caller's designed refusal, in the API's order of checks (docs/product.md); null when allowed. */
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
    if (caller === 'plainOperator' && superOperatorOnly.has(name))
      return { status: 403, type: problemTypes.forbidden };
    return caller === 'operator' || caller === 'plainOperator'
      ? null
      : { status: 404, type: problemTypes.notFound };
  }
  // Another organization's operator, an admin, an assistant: the organization's beneficiary
  // endpoints do not exist for them.
  if (access === 'beneficiary')
    return caller === 'beneficiary' ? null : { status: 404, type: problemTypes.notFound };
  if (access === 'assistant')
    return caller === 'assistant' ? null : { status: 403, type: problemTypes.forbidden };
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
    const documentRequest = { token: home.operator.token, params: organization(home) };
    const first = await api.call('createDocument', {
      ...documentRequest,
      body: { title: 'Matrix rules', body: 'Be kind.', needsAcceptance: true },
    });
    const firstId = first.json<{ id: string }>().id;
    const onFirst = { ...documentRequest, params: { ...organization(home), documentId: firstId } };
    await api.call('publishDocument', onFirst);
    const second = await api.call('createDocumentVersion', onFirst);
    const outpost = await api.call('createOutpost', {
      token: home.operator.token,
      params: { organizationId: home.organizationId },
      body: {
        name: 'Matrix',
        type: 'OFFICE',
        address: { street: 'ul. Testowa 1', city: 'Kraków', postalCode: '30-001', country: 'PL' },
        phone: '+48124300100',
        email: 'matrix@test.care.test',
      },
    });
    const member = async (
      role: 'BENEFICIARY' | 'ASSISTANT' | 'OPERATOR',
      status: 'ACCEPTED' | 'PENDING' | 'DEACTIVATED',
    ) => {
      const caller = await registeredCaller(api);
      const memberId = await addMembership(api, home.organizationId, caller, role, status);
      return { token: caller.token, memberId };
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

    const placed = await api.call('createBeneficiaryOrder', {
      token: beneficiary.token,
      params: { organizationId: home.organizationId },
      body: { type: 'VISIT', description: 'Matrix order' },
    });
    const orderId = placed.json<{ id: string }>().id;
    const asOperator = {
      token: home.operator.token,
      params: { organizationId: home.organizationId, orderId },
    };
    await api.call('acceptOrder', asOperator);
    const assigned = await api.call('assignOrderAssistant', {
      ...asOperator,
      body: { memberId: assistant.memberId },
    });
    if (assigned.statusCode !== 200) throw new Error(`assign: ${assigned.body}`);
    world = {
      organizationId: home.organizationId,
      tagId: tag.json<{ id: string }>().id,
      documentId: second.json<{ id: string }>().id,
      outpostId: outpost.json<{ id: string }>().id,
      orderId,
      assistantMemberId: assistant.memberId,
    };
    tokens.set('anonymous', undefined);
    tokens.set('malformedToken', 'not-a-token');
    tokens.set('foreignProjectToken', foreignProjectToken());
    tokens.set('unverified', unverified.token);
    tokens.set('unregistered', unregistered.token);
    tokens.set('noRole', noRole.token);
    tokens.set('beneficiary', beneficiary.token);
    tokens.set('assistant', assistant.token);
    tokens.set('pendingOperator', pending.token);
    tokens.set('deactivatedOperator', deactivated.token);
    tokens.set('operatorOfAnotherOrganization', other.operator.token);
    tokens.set('operator', home.operator.token);
    tokens.set('plainOperator', plain.token);
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
