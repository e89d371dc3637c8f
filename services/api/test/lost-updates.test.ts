// Lost updates, generated from the contracts' endpoint table: every endpoint that changes or
// deletes a versioned record takes If-Match, a stale one is a 412 that writes nothing, and of
// writers racing from the same version exactly one wins, with one audit event. Every endpoint
// flagged `conflicts` is shown answering 409, and no endpoint answers a 409 or 412 its entry
// does not declare.
import { randomUUID } from 'node:crypto';
import {
  apiBasePath,
  buildPath,
  type Endpoint,
  type EndpointName,
  endpoints,
  type HttpMethod,
  problemTypes,
} from '@care/contracts';
import { and, count, eq, is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import * as schema from '../src/db/schema';
import { auditEvents } from '../src/db/schema';
import { type CallOptions, startTestApi, type TestApi } from './support/api';
import { databaseKinds } from './support/database';
import { createMember, createTag, memberBody, multipartBody } from './support/members';
import { orderActions, type OrderWorld, orderWorld } from './support/orders';
import { changedTables, snapshotter } from './support/snapshot';
import {
  addMembership,
  organizationWithOperator,
  registeredCaller,
  type TestOrganization,
} from './support/world';

/** The versioned records, each by the audit trail's name for it and its table. */
const versionedTables = {
  organization: 'organizations',
  member: 'members',
  tag: 'tags',
  order: 'orders',
  document: 'documents',
  outpost: 'outposts',
} as const;
type Resource = keyof typeof versionedTables;

type Headers = Record<string, string>;

/** One versioned record, freshly made for one check, and the write under test aimed at it. */
interface Target {
  version: number;
  /** The record's audit trail; for a create (no id yet, '') the winner's. */
  audit: { entity: Resource; entityId: string };
  /** Sends the write with these headers; `writer` tells concurrent writers' bodies apart. */
  send(headers: Headers, writer: number): Promise<LightMyRequestResponse>;
  /**
   * What a writer that lost the race gets: 412 (the version moved on), unless the record is gone
   * (404) or a state rule the database keeps refused it first (409).
   */
  losers?: 404 | 409;
}

type Make<T> = (world: World) => Promise<T>;

/**
 * What the suite knows of an endpoint: the versioned record it changes (null: none), why it
 * takes no If-Match when it changes one or is a PUT, PATCH or DELETE, and the samples its flags
 * call for — a target for `ifMatch`, a request its state refuses for `conflicts`.
 */
type RowOf<E> = {
  writes: Resource | null;
  exempt?: string;
  /**
   * Concurrent writers where a rule the database keeps lets one win and refuses the rest (409):
   * an exempt endpoint's state rule, or a create's unique name.
   */
  race?: Make<Target>;
  /** For a write with neither flag: concurrent identical requests, each of which must succeed. */
  together?: Make<(writer: number) => Promise<LightMyRequestResponse>>;
} & (E extends { ifMatch: true } ? { target: Make<Target> } : { target?: never }) &
  (E extends { conflicts: true }
    ? { conflict: Make<() => Promise<LightMyRequestResponse>> }
    : { conflict?: never });

interface World {
  api: TestApi;
  /** api.call, recording every answer, so the end of the suite can check them against the flags. */
  call(name: EndpointName, options: CallOptions): Promise<LightMyRequestResponse>;
  send(
    name: EndpointName,
    options: CallOptions & { payload: Buffer; contentType: string },
  ): Promise<LightMyRequestResponse>;
  people: OrderWorld;
  home: TestOrganization;
  orders: ReturnType<typeof orderActions>;
}

const writers = 4;
const unique = (label: string) => `${label} ${randomUUID().slice(0, 8)}`;
const firstNames = ['Anna', 'Barbara', 'Cecylia', 'Danuta', 'Ewa', 'Felicja'];

const organizationOf = (world: World) => ({ organizationId: world.home.organizationId });
const asOperator = (world: World, params: Record<string, string>, extra: CallOptions = {}) => ({
  token: world.people.operator.token,
  params: { ...organizationOf(world), ...params },
  ...extra,
});

function expectCreated<T>(response: LightMyRequestResponse, what: string): T {
  if (response.statusCode >= 300)
    throw new Error(`${what}: ${response.statusCode} ${response.body}`);
  return response.json<T>();
}

// --- records, made fresh through the API -----------------------------------------------------

const tagBody = (name: string, icon = 'tag') => ({
  name,
  abbr: 'LU',
  description: 'Lost updates',
  color: '336699',
  textColor: 'ffffff',
  icon,
});

const outpostBody = (name: string, email = 'outpost@test.care.test') => ({
  name,
  type: 'OFFICE',
  address: { street: 'ul. Testowa 1', city: 'Kraków', postalCode: '30-001', country: 'PL' },
  phone: '+48124300100',
  email,
});

async function freshOutpost(world: World) {
  return expectCreated<{ id: string; name: string; version: number }>(
    await world.api.call(
      'createOutpost',
      asOperator(world, {}, { body: outpostBody(unique('Placówka')) }),
    ),
    'create outpost',
  );
}

let logo: Buffer | undefined;
async function logoForm() {
  logo ??= await sharp({ create: { width: 24, height: 24, channels: 3, background: '#cc0000' } })
    .png()
    .toBuffer();
  const form = multipartBody([
    { name: 'file', value: logo, filename: 'logo.png', type: 'image/png' },
  ]);
  return { payload: form.payload, contentType: form.headers['content-type'] };
}

interface DocumentAnswer {
  id: string;
  version: number;
}

async function freshDocument(world: World, state: 'DRAFT' | 'PUBLISHED', needsAcceptance = true) {
  const draft = expectCreated<DocumentAnswer>(
    await world.api.call(
      'createDocument',
      asOperator(
        world,
        {},
        { body: { title: unique('Regulamin'), body: 'Treść.', needsAcceptance } },
      ),
    ),
    'create document',
  );
  if (state === 'DRAFT') return draft;
  return expectCreated<DocumentAnswer>(
    await world.api.call('publishDocument', asOperator(world, { documentId: draft.id })),
    'publish document',
  );
}

async function freshOrganization(world: World, name = unique('Hospicjum')) {
  return expectCreated<{ id: string; name: string; version: number }>(
    await world.api.call('createAdminOrganization', {
      token: world.people.admin.token,
      body: {
        name,
        operator: {
          firstName: 'Olga',
          lastName: 'Operatorska',
          email: `${randomUUID()}@test.care.test`,
        },
      },
    }),
    'create organization',
  );
}

async function deactivatedMember(world: World) {
  const caller = await registeredCaller(world.api);
  return addMembership(world.api, world.home.organizationId, caller, 'BENEFICIARY', 'DEACTIVATED');
}

async function acceptedMember(world: World) {
  const caller = await registeredCaller(world.api);
  return addMembership(world.api, world.home.organizationId, caller, 'BENEFICIARY', 'ACCEPTED');
}

// --- targets ---------------------------------------------------------------------------------

function target(
  entity: Resource,
  entityId: string,
  version: number,
  send: Target['send'],
  losers?: 404 | 409,
): Target {
  return { audit: { entity, entityId }, version, send, ...(losers ? { losers } : {}) };
}

/** A write to a fresh member of the home organization, made as its super operator. */
async function memberTarget(
  world: World,
  name: EndpointName,
  body?: (writer: number) => unknown,
  losers?: 404,
): Promise<Target> {
  const member = await createMember(world.api, world.home);
  return target(
    'member',
    member.id,
    member.version,
    (headers, writer) =>
      world.call(
        name,
        asOperator(
          world,
          { memberId: member.id },
          { headers, ...(body ? { body: body(writer) } : {}) },
        ),
      ),
    losers,
  );
}

/** An operator's write to a fresh order in the given status. */
async function orderTarget(
  world: World,
  name: EndpointName,
  status: 'NEW' | 'ACCEPTED',
  options: {
    assigned?: boolean;
    body?: (writer: number) => unknown;
    params?: Record<string, string>;
  } = {},
): Promise<Target> {
  const order = await world.orders.orderIn(status, { assigned: options.assigned ?? false });
  return target('order', order.id, order.version, (headers, writer) =>
    world.call(
      name,
      asOperator(
        world,
        { orderId: order.id, ...options.params },
        { headers, ...(options.body ? { body: options.body(writer) } : {}) },
      ),
    ),
  );
}

/** The world's assistant's write to a fresh order it was asked to take (and took, if `taken`). */
async function assistantTarget(
  world: World,
  name: EndpointName,
  options: { taken?: boolean; losers?: 404 } = {},
): Promise<Target> {
  const asked = await world.orders.orderIn('ACCEPTED', { assigned: true });
  const order = options.taken ? await world.orders.assistantAccept(asked.id) : asked;
  return target(
    'order',
    order.id,
    order.version,
    (headers) =>
      world.call(name, {
        token: world.people.assistant.token,
        params: { orderId: order.id },
        headers,
      }),
    options.losers,
  );
}

async function documentTarget(
  world: World,
  name: EndpointName,
  state: 'DRAFT' | 'PUBLISHED',
  options: { body?: (writer: number) => unknown; losers?: 404 | 409 } = {},
): Promise<Target> {
  const document = await freshDocument(world, state);
  return target(
    'document',
    document.id,
    document.version,
    (headers, writer) =>
      world.call(
        name,
        asOperator(
          world,
          { documentId: document.id },
          { headers, ...(options.body ? { body: options.body(writer) } : {}) },
        ),
      ),
    options.losers,
  );
}

// --- requests a record's state refuses (409) -------------------------------------------------

const operatorCall =
  (world: World, name: EndpointName, params: Record<string, string>, extra: CallOptions = {}) =>
  () =>
    world.call(name, asOperator(world, params, extra));

const orderConflict = async (
  world: World,
  name: EndpointName,
  status: 'REJECTED' | 'HANDLED' | 'ACCEPTED',
  body?: unknown,
) => {
  const order = await world.orders.orderIn(status, { assigned: status !== 'REJECTED' });
  return operatorCall(world, name, { orderId: order.id }, body ? { body } : {});
};

const read = { writes: null } as const;
/** Makes a record rather than changing one: nothing to be stale about. */
const adds = { writes: null } as const;

const rows: { [Name in EndpointName]: RowOf<(typeof endpoints)[Name]> } = {
  getMe: read,
  updateMe: { writes: null, exempt: 'an account has no version: only its owner changes it' },
  listPersons: read,
  listMemberAccessLog: read,
  listMyAccessLog: read,
  // Record that they were taken (access log, audit trail) and change no record.
  exportMemberData: adds,
  exportMyData: adds,
  addPerson: {
    writes: null,
    // A guardian invited for someone adds the person it cares for, from two tabs at once.
    together: async (world) => {
      const guardian = await registeredCaller(world.api);
      await createMember(world.api, world.home, {
        accountOwnerType: 'GUARDIAN_ACCOUNT',
        accountEmail: guardian.email,
      });
      return (writer) =>
        world.call('addPerson', {
          token: guardian.token,
          body: { firstName: firstNames[writer], lastName: 'Podopieczna' },
        });
    },
  },
  deleteMe: {
    writes: null,
    exempt: 'an account has no version: only its owner deletes it',
    conflict: async (world) => {
      const organization = await organizationWithOperator(world.api, world.people.admin);
      await acceptedMemberOf(world, organization.organizationId);
      return () => world.call('deleteMe', { token: organization.operator.token });
    },
  },
  getPermissions: read,
  getSessionPolicy: read,
  acceptPolicies: {
    writes: null,
    exempt: 'an account has no version: only its owner accepts, and accepting twice is the same',
    // A page left open across a new version accepts the one it showed.
    conflict: async (world) => () =>
      world.call('acceptPolicies', {
        token: world.people.noRole.token,
        body: { privacyVersion: '2001-01-01', termsVersion: '2001-01-01' },
      }),
  },
  register: {
    writes: null,
    conflict: async (world) => () =>
      world.call('register', {
        token: world.people.noRole.token,
        body: { firstName: 'Jan', lastName: 'Nowak', isPolicyAccepted: true },
      }),
  },
  listInvitations: read,
  countInvitations: read,
  answerInvitation: {
    writes: 'member',
    exempt:
      'the invitee never reads the member’s version; only a PENDING invitation can be answered (409)',
    race: async (world) => {
      const invitee = await registeredCaller(world.api);
      const member = await createMember(world.api, world.home, { accountEmail: invitee.email });
      return target(
        'member',
        member.id,
        member.version,
        () =>
          world.call('answerInvitation', {
            token: invitee.token,
            params: { invitationId: member.id },
            body: { personId: invitee.personId, status: 'ACCEPTED' },
          }),
        409,
      );
    },
    conflict: async (world) => () =>
      world.call('answerInvitation', {
        token: world.people.operator.token,
        params: { invitationId: world.people.operator.memberId },
        body: { personId: world.people.operator.personId, status: 'ACCEPTED' },
      }),
  },
  listNotifications: read,
  countNotifications: read,
  readNotification: {
    writes: null,
    together: async (world) => {
      await world.orders.create();
      const page = await world.api.call('listNotifications', {
        token: world.people.operator.token,
        query: { page: 1, limit: 1 },
      });
      const [notification] = page.json<{ items: { id: string }[] }>().items;
      if (!notification) throw new Error('the operator has no notification');
      return () =>
        world.call('readNotification', {
          token: world.people.operator.token,
          params: { notificationId: notification.id },
        });
    },
  },
  readAllNotifications: {
    writes: null,
    together: async (world) => {
      await world.orders.create();
      return () => world.call('readAllNotifications', { token: world.people.operator.token });
    },
  },
  streamLiveEvents: read,
  addDevice: {
    writes: null,
    together: async (world) => {
      const deviceId = unique('device');
      return () =>
        world.call('addDevice', { token: world.people.plainOperator.token, body: { deviceId } });
    },
  },
  removeDevice: {
    writes: null,
    together: async (world) => {
      const deviceId = unique('device');
      await world.api.call('addDevice', {
        token: world.people.plainOperator.token,
        body: { deviceId },
      });
      return () =>
        world.call('removeDevice', { token: world.people.plainOperator.token, body: { deviceId } });
    },
  },
  createSession: {
    writes: null,
    together: async (world) => () =>
      world.call('createSession', { token: world.people.plainOperator.token }),
  },
  deleteSession: { writes: null, exempt: 'the session cookie is no stored record' },
  getOrganization: read,
  listAdminOrganizations: read,
  createAdminOrganization: {
    ...adds,
    race: async (world) => {
      const name = unique('Hospicjum');
      return target('organization', '', 0, () =>
        world.call('createAdminOrganization', {
          token: world.people.admin.token,
          body: {
            name,
            operator: {
              firstName: 'Olga',
              lastName: 'Operatorska',
              email: `${randomUUID()}@test.care.test`,
            },
          },
        }),
      );
    },
    conflict: async (world) => {
      const taken = await freshOrganization(world);
      return () =>
        world.call('createAdminOrganization', {
          token: world.people.admin.token,
          body: {
            name: taken.name,
            operator: {
              firstName: 'Olga',
              lastName: 'Operatorska',
              email: `${randomUUID()}@test.care.test`,
            },
          },
        });
    },
  },
  updateAdminOrganization: {
    writes: 'organization',
    target: async (world) => {
      const organization = await freshOrganization(world);
      return target('organization', organization.id, organization.version, (headers, writer) =>
        world.call('updateAdminOrganization', {
          token: world.people.admin.token,
          params: { organizationId: organization.id },
          body: { name: `${organization.name} ${firstNames[writer]}` },
          headers,
        }),
      );
    },
    conflict: async (world) => {
      const [taken, renamed] = await Promise.all([
        freshOrganization(world),
        freshOrganization(world),
      ]);
      return () =>
        world.call('updateAdminOrganization', {
          token: world.people.admin.token,
          params: { organizationId: renamed.id },
          body: { name: taken.name },
        });
    },
  },
  deleteAdminOrganization: {
    writes: 'organization',
    target: async (world) => {
      const organization = await freshOrganization(world);
      return target(
        'organization',
        organization.id,
        organization.version,
        (headers) =>
          world.call('deleteAdminOrganization', {
            token: world.people.admin.token,
            params: { organizationId: organization.id },
            headers,
          }),
        404,
      );
    },
  },
  getOrganizationStats: read,
  getSchedule: read,
  listAssistantCandidates: read,
  listTags: read,
  getTag: read,
  getOrganizationSettings: read,
  updateOrganizationSettings: {
    writes: 'organization',
    target: async (world) => {
      const read = await world.api.call('getOrganizationSettings', asOperator(world, {}));
      const settings = expectCreated<{ version: number }>(read, 'read settings');
      return target(
        'organization',
        world.home.organizationId,
        settings.version,
        (headers, writer) =>
          world.call(
            'updateOrganizationSettings',
            asOperator(
              world,
              {},
              {
                headers,
                body: {
                  acceptWithinHours: writer + 1,
                  assignWithinHours: 24,
                  handleByPreferredDate: true,
                  timeZone: 'Europe/Warsaw',
                  idleSignOutMinutes: 15,
                  accessLogRetentionMonths: 24,
                  inactiveMemberRetentionMonths: 24,
                },
              },
            ),
          ),
      );
    },
  },
  listOnCallShifts: read,
  getOnCallNow: read,
  createOnCallShift: {
    ...adds,
    // Two super operators putting the same operator on call at once: overlaps are allowed.
    together: async (world) => () =>
      world.call(
        'createOnCallShift',
        asOperator(
          world,
          {},
          {
            body: {
              memberId: world.people.operator.memberId,
              from: '2026-03-02T08:00:00Z',
              to: '2026-03-02T16:00:00Z',
            },
          },
        ),
      ),
  },
  deleteOnCallShift: {
    writes: null,
    exempt: 'a rota entry is never changed, only added or removed: there is no version to be stale',
  },
  createTag: {
    ...adds,
    race: async (world) => {
      const name = unique('Znacznik');
      return target('tag', '', 0, () =>
        world.call('createTag', asOperator(world, {}, { body: tagBody(name) })),
      );
    },
    conflict: async (world) => {
      const taken = await createTag(world.api, world.home, unique('Znacznik'));
      return operatorCall(world, 'createTag', {}, { body: tagBody(taken.name) });
    },
  },
  updateTag: {
    writes: 'tag',
    target: async (world) => {
      const tag = await createTag(world.api, world.home, unique('Znacznik'));
      return target('tag', tag.id, tag.version, (headers, writer) =>
        world.call(
          'updateTag',
          asOperator(
            world,
            { tagId: tag.id },
            { headers, body: tagBody(tag.name, `icon-${writer}`) },
          ),
        ),
      );
    },
    conflict: async (world) => {
      const [taken, renamed] = await Promise.all([
        createTag(world.api, world.home, unique('Znacznik')),
        createTag(world.api, world.home, unique('Znacznik')),
      ]);
      return operatorCall(world, 'updateTag', { tagId: renamed.id }, { body: tagBody(taken.name) });
    },
  },
  deleteTag: {
    writes: 'tag',
    target: async (world) => {
      const tag = await createTag(world.api, world.home, unique('Znacznik'));
      return target(
        'tag',
        tag.id,
        tag.version,
        (headers) => world.call('deleteTag', asOperator(world, { tagId: tag.id }, { headers })),
        404,
      );
    },
  },
  listMembers: read,
  createMember: {
    ...adds,
    // The same person invited twice at once: one membership.
    race: async (world) => {
      const accountEmail = `${randomUUID()}@test.care.test`;
      return target('member', '', 0, () =>
        world.call(
          'createMember',
          asOperator(world, {}, { body: { ...memberBody(), accountEmail } }),
        ),
      );
    },
    conflict: async (world) => {
      const taken = await createMember(world.api, world.home);
      return () =>
        world.call('createMember', {
          ...asOperator(world, {}),
          body: memberBody({ accountEmail: taken.accountEmail }),
        });
    },
  },
  getMember: read,
  getMemberRelations: read,
  updateMember: {
    writes: 'member',
    target: (world) =>
      // A rename and a change of role racing, as two operators' forms would.
      memberTarget(world, 'updateMember', (writer) =>
        writer % 2 ? { role: 'ASSISTANT' } : { firstName: firstNames[writer] },
      ),
    // The organization's only super operator may not stop being one.
    conflict: async (world) =>
      operatorCall(
        world,
        'updateMember',
        { memberId: world.people.operator.memberId },
        { body: { isSuperOperator: false } },
      ),
  },
  deactivateMember: {
    writes: 'member',
    target: (world) => memberTarget(world, 'deactivateMember'),
    conflict: async (world) =>
      operatorCall(world, 'deactivateMember', { memberId: await deactivatedMember(world) }),
  },
  reactivateMember: {
    writes: 'member',
    target: async (world) => {
      const memberId = await deactivatedMember(world);
      return target('member', memberId, 1, (headers) =>
        world.call('reactivateMember', asOperator(world, { memberId }, { headers })),
      );
    },
    conflict: async (world) =>
      operatorCall(world, 'reactivateMember', { memberId: await acceptedMember(world) }),
  },
  deleteMember: {
    writes: 'member',
    target: (world) => memberTarget(world, 'deleteMember', undefined, 404),
    conflict: async (world) =>
      operatorCall(world, 'deleteMember', { memberId: world.people.operator.memberId }),
  },
  eraseMember: {
    writes: 'member',
    // After the first erasure the version moved on: every other writer gets 412.
    target: async (world) => {
      const member = await createMember(world.api, world.home);
      return target('member', member.id, member.version, (headers) =>
        world.call(
          'eraseMember',
          asOperator(
            world,
            { memberId: member.id },
            { headers, body: { confirmName: `${member.firstName} ${member.lastName}` } },
          ),
        ),
      );
    },
    // Nobody erases their own membership's data.
    conflict: async (world) =>
      operatorCall(
        world,
        'eraseMember',
        { memberId: world.people.operator.memberId },
        { body: { confirmName: 'Olga Operatorska' } },
      ),
  },
  listMembersDueForErasure: read,
  resendMemberInvitation: {
    writes: 'member',
    target: (world) => memberTarget(world, 'resendMemberInvitation'),
    conflict: async (world) =>
      operatorCall(world, 'resendMemberInvitation', { memberId: await acceptedMember(world) }),
  },
  bulkUpdateMembers: {
    writes: 'member',
    // Each answers 200 with its results per member, whichever deactivated them.
    together: async (world) => {
      const ids = await Promise.all([
        createMember(world.api, world.home),
        createMember(world.api, world.home),
      ]);
      return () =>
        world.call('bulkUpdateMembers', {
          ...asOperator(world, {}),
          body: { action: 'deactivate', ids: ids.map(({ id }) => id) },
        });
    },
    exempt:
      'each member in a transaction of its own under the state rules, answered per member; a bulk action names no versions',
  },
  sendMemberInvitations: {
    writes: 'member',
    // Each answers 200 with its results per member, whichever sent the invitations.
    together: async (world) => {
      const ids = await Promise.all([
        createMember(world.api, world.home),
        createMember(world.api, world.home),
      ]);
      return () =>
        world.call('sendMemberInvitations', {
          ...asOperator(world, {}),
          body: { ids: ids.map(({ id }) => id) },
        });
    },
    exempt:
      'each member in a transaction of its own under the state rules, answered per member; a bulk action names no versions',
  },
  exportMembers: read,
  previewMemberImport: read,
  importMembers: adds,
  getMemberImport: read,
  listDocuments: read,
  createDocument: {
    ...adds,
    together: async (world) => (writer) =>
      world.call(
        'createDocument',
        asOperator(
          world,
          {},
          {
            body: {
              title: `Regulamin ${firstNames[writer]}`,
              body: 'Treść.',
              needsAcceptance: false,
            },
          },
        ),
      ),
  },
  getDocument: read,
  updateDocument: {
    writes: 'document',
    target: (world) =>
      documentTarget(world, 'updateDocument', 'DRAFT', {
        body: (writer) => ({
          title: `Regulamin ${firstNames[writer]}`,
          body: 'Treść.',
          needsAcceptance: true,
        }),
      }),
    conflict: async (world) =>
      operatorCall(
        world,
        'updateDocument',
        { documentId: (await freshDocument(world, 'PUBLISHED')).id },
        { body: { title: 'Zmiana', body: 'Treść.', needsAcceptance: true } },
      ),
  },
  deleteDocument: {
    writes: 'document',
    target: (world) => documentTarget(world, 'deleteDocument', 'DRAFT', { losers: 404 }),
    conflict: async (world) =>
      operatorCall(world, 'deleteDocument', {
        documentId: (await freshDocument(world, 'PUBLISHED')).id,
      }),
  },
  listDocumentRevisions: read,
  // The source revision is not changed by its successor: a second writer meets the successor.
  createDocumentVersion: {
    writes: 'document',
    target: (world) => documentTarget(world, 'createDocumentVersion', 'PUBLISHED', { losers: 409 }),
    conflict: async (world) =>
      operatorCall(world, 'createDocumentVersion', {
        documentId: (await freshDocument(world, 'DRAFT')).id,
      }),
  },
  publishDocument: {
    writes: 'document',
    target: (world) => documentTarget(world, 'publishDocument', 'DRAFT'),
    conflict: async (world) =>
      operatorCall(world, 'publishDocument', {
        documentId: (await freshDocument(world, 'PUBLISHED')).id,
      }),
  },
  unpublishDocument: {
    writes: 'document',
    target: (world) => documentTarget(world, 'unpublishDocument', 'PUBLISHED'),
    conflict: async (world) =>
      operatorCall(world, 'unpublishDocument', {
        documentId: (await freshDocument(world, 'DRAFT')).id,
      }),
  },
  republishDocument: {
    writes: 'document',
    target: async (world) => {
      const published = await freshDocument(world, 'PUBLISHED');
      const withdrawn = expectCreated<DocumentAnswer>(
        await world.api.call('unpublishDocument', asOperator(world, { documentId: published.id })),
        'unpublish document',
      );
      return target('document', withdrawn.id, withdrawn.version, (headers) =>
        world.call(
          'republishDocument',
          asOperator(world, { documentId: withdrawn.id }, { headers }),
        ),
      );
    },
    conflict: async (world) =>
      operatorCall(world, 'republishDocument', {
        documentId: (await freshDocument(world, 'PUBLISHED')).id,
      }),
  },
  getDocumentDiff: read,
  listDocumentAcceptances: read,
  exportDocumentAcceptances: read,
  acceptDocument: {
    writes: null,
    conflict: async (world) => {
      const document = await freshDocument(world, 'PUBLISHED', false);
      return () =>
        world.call('acceptDocument', {
          token: world.people.beneficiary.token,
          params: { documentId: document.id },
        });
    },
  },
  listOutposts: read,
  getOutpost: read,
  createOutpost: {
    ...adds,
    race: async (world) => {
      const name = unique('Placówka');
      return target('outpost', '', 0, () =>
        world.call('createOutpost', asOperator(world, {}, { body: outpostBody(name) })),
      );
    },
    conflict: async (world) => {
      const taken = await freshOutpost(world);
      return operatorCall(world, 'createOutpost', {}, { body: outpostBody(taken.name) });
    },
  },
  updateOutpost: {
    writes: 'outpost',
    target: async (world) => {
      const outpost = await freshOutpost(world);
      return target('outpost', outpost.id, outpost.version, (headers, writer) =>
        world.call(
          'updateOutpost',
          asOperator(
            world,
            { outpostId: outpost.id },
            { headers, body: outpostBody(outpost.name, `writer${writer}@test.care.test`) },
          ),
        ),
      );
    },
    conflict: async (world) => {
      const [taken, renamed] = await Promise.all([freshOutpost(world), freshOutpost(world)]);
      return operatorCall(
        world,
        'updateOutpost',
        { outpostId: renamed.id },
        {
          body: outpostBody(taken.name),
        },
      );
    },
  },
  deleteOutpost: {
    writes: 'outpost',
    target: async (world) => {
      const outpost = await freshOutpost(world);
      return target(
        'outpost',
        outpost.id,
        outpost.version,
        (headers) =>
          world.call('deleteOutpost', asOperator(world, { outpostId: outpost.id }, { headers })),
        404,
      );
    },
  },
  uploadOutpostLogo: {
    writes: 'outpost',
    target: async (world) => {
      const outpost = await freshOutpost(world);
      const form = await logoForm();
      return target('outpost', outpost.id, outpost.version, (headers) =>
        world.send('uploadOutpostLogo', {
          ...asOperator(world, { outpostId: outpost.id }, { headers }),
          ...form,
        }),
      );
    },
  },
  deleteOutpostLogo: {
    writes: 'outpost',
    target: async (world) => {
      const outpost = await freshOutpost(world);
      const withLogo = expectCreated<{ version: number }>(
        await world.send('uploadOutpostLogo', {
          ...asOperator(world, { outpostId: outpost.id }),
          ...(await logoForm()),
        }),
        'upload logo',
      );
      return target('outpost', outpost.id, withLogo.version, (headers) =>
        world.call('deleteOutpostLogo', asOperator(world, { outpostId: outpost.id }, { headers })),
      );
    },
  },
  getOutpostLogo: read,
  listAuditEvents: read,
  exportAuditEvents: read,
  createBeneficiaryOrder: {
    ...adds,
    together: async (world) => () =>
      world.call('createBeneficiaryOrder', {
        token: world.people.beneficiary.token,
        params: organizationOf(world),
        body: { type: 'VISIT', description: 'Wizyta' },
      }),
  },
  listBeneficiaryOrders: read,
  getBeneficiaryOrder: read,
  cancelBeneficiaryOrder: {
    writes: 'order',
    target: async (world) => {
      const order = await world.orders.orderIn('NEW');
      return target('order', order.id, order.version, (headers) =>
        world.call('cancelBeneficiaryOrder', {
          token: world.people.beneficiary.token,
          params: { ...organizationOf(world), orderId: order.id },
          headers,
        }),
      );
    },
    conflict: async (world) => {
      const order = await world.orders.orderIn('HANDLED');
      return () =>
        world.call('cancelBeneficiaryOrder', {
          token: world.people.beneficiary.token,
          params: { ...organizationOf(world), orderId: order.id },
        });
    },
  },
  listOrders: read,
  exportOrders: read,
  getOrderAttention: read,
  getOrder: read,
  markOrderOpened: {
    writes: null,
    exempt: 'PUT, but it records that the calling operator saw the order; the order is unchanged',
    together: async (world) => {
      const order = await world.orders.create();
      return () => world.call('markOrderOpened', asOperator(world, { orderId: order.id }));
    },
  },
  acceptOrder: {
    writes: 'order',
    target: (world) => orderTarget(world, 'acceptOrder', 'NEW'),
    conflict: (world) => orderConflict(world, 'acceptOrder', 'ACCEPTED'),
  },
  rejectOrder: {
    writes: 'order',
    target: (world) =>
      orderTarget(world, 'rejectOrder', 'NEW', { body: () => ({ reason: 'Poza zakresem' }) }),
    conflict: (world) =>
      orderConflict(world, 'rejectOrder', 'HANDLED', { reason: 'Poza zakresem' }),
  },
  assignOrderAssistant: {
    writes: 'order',
    target: (world) =>
      orderTarget(world, 'assignOrderAssistant', 'ACCEPTED', {
        // Two operators asking different assistants at once.
        body: (writer) => ({
          memberId: (writer % 2 ? world.people.otherAssistant : world.people.assistant).memberId,
        }),
      }),
    // The assistant is already on it.
    conflict: (world) =>
      orderConflict(world, 'assignOrderAssistant', 'ACCEPTED', {
        memberId: world.people.assistant.memberId,
      }),
  },
  unassignOrderAssistant: {
    writes: 'order',
    target: (world) =>
      orderTarget(world, 'unassignOrderAssistant', 'ACCEPTED', {
        assigned: true,
        params: { memberId: world.people.assistant.memberId },
      }),
    conflict: async (world) => {
      const order = await world.orders.orderIn('HANDLED', { assigned: true });
      return operatorCall(world, 'unassignOrderAssistant', {
        orderId: order.id,
        memberId: world.people.assistant.memberId,
      });
    },
  },
  restoreOrderAssistant: {
    writes: 'order',
    target: async (world) => {
      const order = await world.orders.orderIn('ACCEPTED', { assigned: true });
      const memberId = world.people.assistant.memberId;
      const taken = expectCreated<{ id: string; version: number }>(
        await world.api.call(
          'unassignOrderAssistant',
          asOperator(world, { orderId: order.id, memberId }),
        ),
        'unassign assistant',
      );
      return target('order', taken.id, taken.version, (headers) =>
        world.call(
          'restoreOrderAssistant',
          asOperator(world, { orderId: taken.id, memberId }, { headers }),
        ),
      );
    },
    // Nobody was taken off by the order's latest change: there is nothing to put back.
    conflict: async (world) => {
      const order = await world.orders.orderIn('ACCEPTED', { assigned: true });
      return operatorCall(world, 'restoreOrderAssistant', {
        orderId: order.id,
        memberId: world.people.assistant.memberId,
      });
    },
  },
  markOrderHandled: {
    writes: 'order',
    target: (world) => orderTarget(world, 'markOrderHandled', 'ACCEPTED'),
    conflict: (world) => orderConflict(world, 'markOrderHandled', 'REJECTED'),
  },
  listAssistantOrders: read,
  getAssistantOrder: read,
  acceptAssistantOrder: {
    writes: 'order',
    target: (world) => assistantTarget(world, 'acceptAssistantOrder'),
    conflict: async (world) => {
      const order = await world.orders.orderIn('ACCEPTED', { assigned: true });
      await world.orders.assistantAccept(order.id);
      return () =>
        world.call('acceptAssistantOrder', {
          token: world.people.assistant.token,
          params: { orderId: order.id },
        });
    },
  },
  declineAssistantOrder: {
    writes: 'order',
    // Declined, the order is no longer the assistant's to see: its other tabs get 404.
    target: (world) => assistantTarget(world, 'declineAssistantOrder', { losers: 404 }),
    conflict: async (world) => {
      const order = await world.orders.orderIn('ACCEPTED', { assigned: true });
      await world.orders.assistantAccept(order.id);
      return () =>
        world.call('declineAssistantOrder', {
          token: world.people.assistant.token,
          params: { orderId: order.id },
        });
    },
  },
  markAssistantOrderHandled: {
    writes: 'order',
    target: (world) => assistantTarget(world, 'markAssistantOrderHandled', { taken: true }),
    // Asked, not yet taken: only an assistant who accepted it marks it handled.
    conflict: async (world) => {
      const order = await world.orders.orderIn('ACCEPTED', { assigned: true });
      return () =>
        world.call('markAssistantOrderHandled', {
          token: world.people.assistant.token,
          params: { orderId: order.id },
        });
    },
  },
};

async function acceptedMemberOf(world: World, organizationId: string) {
  const caller = await registeredCaller(world.api);
  return addMembership(world.api, organizationId, caller, 'BENEFICIARY', 'ACCEPTED');
}

const allNames = Object.keys(endpoints) as EndpointName[];
const rowOf = (name: EndpointName) =>
  rows[name] as {
    writes: Resource | null;
    exempt?: string;
    race?: Make<Target>;
    together?: Make<(writer: number) => Promise<LightMyRequestResponse>>;
    target?: Make<Target>;
    conflict?: Make<() => Promise<LightMyRequestResponse>>;
  };
const changing: HttpMethod[] = ['PUT', 'PATCH', 'DELETE'];
/** An endpoint's entry with every optional flag readable. */
const entry = (name: EndpointName): Endpoint => endpoints[name];
const withIfMatch = allNames.filter((name) => entry(name).ifMatch === true);
const withConflicts = allNames.filter((name) => entry(name).conflicts === true);
const raced = allNames.filter((name) => rowOf(name).race !== undefined);

describe('which endpoints take If-Match', () => {
  it('knows every table with a version column as a versioned record', () => {
    const versioned = Object.values(schema as Record<string, unknown>)
      .filter((value): value is PgTable => is(value, PgTable))
      .map((table) => getTableConfig(table))
      .filter((config) => config.columns.some((column) => column.name === 'version'))
      .map((config) => config.name)
      .sort();
    expect(versioned).toEqual(Object.values(versionedTables).sort());
  });

  it.each(allNames)(
    '%s takes If-Match if it changes a versioned record or is a PUT, PATCH or DELETE, else says why not',
    (name) => {
      const endpoint = entry(name);
      const row = rowOf(name);
      const mustTakeIt = row.writes !== null || changing.includes(endpoint.method);
      if (endpoint.ifMatch) {
        expect(row.writes).not.toBeNull();
        expect(row.exempt).toBeUndefined();
      } else if (mustTakeIt) {
        expect(row.exempt).toEqual(expect.any(String));
      }
    },
  );
});

describe.each(databaseKinds)('lost updates on %s', (kind) => {
  let api: TestApi;
  let world: World;
  const answered = new Map<EndpointName, Set<number>>();
  const record = (name: EndpointName, response: LightMyRequestResponse) => {
    const statuses = answered.get(name) ?? new Set<number>();
    statuses.add(response.statusCode);
    answered.set(name, statuses);
    return response;
  };

  beforeAll(async () => {
    api = await startTestApi(kind);
    const people = await orderWorld(api);
    world = {
      api,
      people,
      home: {
        organizationId: people.organizationId,
        name: '',
        operator: people.operator,
        operatorMemberId: people.operator.memberId,
      },
      orders: orderActions(api, people),
      call: async (name, options) => record(name, await api.call(name, options)),
      send: async (name, { token, params, headers, payload, contentType }) =>
        record(
          name,
          await api.app.inject({
            method: endpoints[name].method,
            url: `${apiBasePath}${buildPath(endpoints[name].path, params)}`,
            payload,
            headers: {
              ...(token ? { authorization: `Bearer ${token}` } : {}),
              'content-type': contentType,
              ...headers,
            },
          }),
        ),
    };
  });

  afterAll(() => api.close());

  const auditCount = async ({ entity, entityId }: Target['audit']) => {
    const [row] = await api.db
      .select({ value: count() })
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, entity), eq(auditEvents.entityId, entityId)));
    return Number(row?.value ?? 0);
  };

  const expectProblem = (response: LightMyRequestResponse, status: number) => {
    expect({ status: response.statusCode, body: response.body }).toEqual({
      status,
      body: expect.any(String),
    });
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  };

  describe.each(withIfMatch)('%s', (name) => {
    const make = (): Promise<Target> => {
      const made = rowOf(name).target;
      if (!made) throw new Error(`${name} has no target`);
      return made(world);
    };

    it('refuses a stale If-Match with 412 problem+json and writes nothing', async () => {
      const subject = await make();
      const snapshot = await snapshotter(api.db);
      const before = await snapshot();
      const response = await subject.send({ 'if-match': `"${subject.version + 1}"` }, 0);
      expectProblem(response, 412);
      expect(response.json<{ type: string }>().type).toBe(problemTypes.preconditionFailed);
      expect(changedTables(before, await snapshot())).toEqual([]);
    });

    // Callers other than the panel may leave If-Match out; the state rules still hold for them.
    it('writes without If-Match, as the design lets callers other than the panel', async () => {
      const subject = await make();
      const response = await subject.send({}, 0);
      expect({ status: response.statusCode, body: response.body }).toEqual({
        status: endpoints[name].successStatus,
        body: expect.any(String),
      });
    });

    it(`lets exactly one of ${writers} concurrent writers of the same version win, audited once`, async () => {
      const subject = await make();
      const audited = await auditCount(subject.audit);
      const responses = await Promise.all(
        Array.from({ length: writers }, (_, writer) =>
          subject.send({ 'if-match': `"${subject.version}"` }, writer),
        ),
      );
      const statuses = responses.map((response) => response.statusCode).sort();
      const losers = subject.losers ?? 412;
      expect(statuses).toEqual(
        [endpoints[name].successStatus, ...Array<number>(writers - 1).fill(losers)].sort(),
      );
      for (const response of responses.filter((answer) => answer.statusCode === losers))
        expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect((await auditCount(subject.audit)) - audited).toBe(1);
    });
  });

  describe.each(raced)('%s, racing without If-Match', (name) => {
    it(`lets exactly one of ${writers} concurrent writers win by a rule the database keeps (409), audited once`, async () => {
      const subject = await (rowOf(name).race as Make<Target>)(world);
      const audited = subject.audit.entityId ? await auditCount(subject.audit) : 0;
      const responses = await Promise.all(
        Array.from({ length: writers }, (_, writer) => subject.send({}, writer)),
      );
      expect(responses.map((response) => response.statusCode).sort()).toEqual(
        [endpoints[name].successStatus, ...Array<number>(writers - 1).fill(409)].sort(),
      );
      const winner = responses.find((response) => response.statusCode < 300);
      const entityId = subject.audit.entityId || (winner?.json<{ id: string }>().id ?? '');
      expect((await auditCount({ ...subject.audit, entityId })) - audited).toBe(1);
    });
  });

  it.each(allNames.filter((name) => rowOf(name).together !== undefined))(
    '%s, which declares neither 409 nor 412: concurrent identical requests all succeed',
    async (name) => {
      const send = await (
        rowOf(name).together as Make<(writer: number) => Promise<LightMyRequestResponse>>
      )(world);
      const responses = await Promise.all(
        Array.from({ length: writers }, (_, writer) => send(writer)),
      );
      expect(
        responses.map(
          (response) => `${response.statusCode} ${response.statusCode < 300 ? '' : response.body}`,
        ),
      ).toEqual(Array<string>(writers).fill(`${endpoints[name].successStatus} `));
    },
  );

  it.each(withConflicts)(
    '%s answers 409 problem+json when the record’s state refuses it, writing nothing',
    async (name) => {
      const provoke = await (rowOf(name).conflict as Make<() => Promise<LightMyRequestResponse>>)(
        world,
      );
      const snapshot = await snapshotter(api.db);
      const before = await snapshot();
      expectProblem(await provoke(), 409);
      expect(changedTables(before, await snapshot())).toEqual([]);
    },
  );

  it('saw no endpoint answer a 409 or 412 its entry does not declare', () => {
    const undeclared = [...answered].flatMap(([name, statuses]) =>
      [...statuses]
        .filter(
          (status) =>
            (status === 412 && !entry(name).ifMatch) || (status === 409 && !entry(name).conflicts),
        )
        .map((status) => `${name} ${status}`),
    );
    expect(undeclared).toEqual([]);
    expect(answered.size).toBeGreaterThan(withIfMatch.length);
  });
});
