import {
  type AuditEvent,
  type Pagination,
  type ProblemType,
  problemTypes,
  type StoredTag,
  type TagCreate,
} from '@care/contracts';
import fc from 'fast-check';
import type { CallOptions } from '../../../test/support/api';
import { startTestApi, type TestApi } from '../../../test/support/api';
import { databaseKinds } from '../../../test/support/database';
import { createIdentity, foreignProjectToken } from '../../../test/support/identities';
import {
  addMembership,
  adminCaller,
  organizationWithOperator,
  type RegisteredCaller,
  registeredCaller,
  type TestOrganization,
} from '../../../test/support/world';
import { auditEvents } from '../../db/schema';

type AuditPage = { items: AuditEvent[]; pagination: Pagination };

const tag = (name: string): TagCreate => ({
  name,
  abbr: name.slice(0, 3).toUpperCase(),
  description: `Tag ${name}`,
  color: 'ff0000',
  textColor: 'ffffff',
  icon: 'star',
});

/** Newest first, ties broken by id (both descending). */
const isNewestFirst = (items: AuditEvent[]) =>
  items.every((item, index) => {
    const previous = items[index - 1];
    if (!previous) return true;
    return previous.at > item.at || (previous.at === item.at && previous.id > item.id);
  });

describe.each(databaseKinds)('audit reader on %s', (kind) => {
  let api: TestApi;
  let admin: RegisteredCaller;
  let home: TestOrganization;
  let other: TestOrganization;
  let homeTag: StoredTag;
  let foreignTag: StoredTag;
  const tokens = new Map<string, string | undefined>();

  const createTag = async (organization: TestOrganization, name: string) => {
    const response = await api.call('createTag', {
      token: organization.operator.token,
      params: { organizationId: organization.organizationId },
      body: tag(name),
    });
    return response.json<StoredTag>();
  };

  /** The super operator of `home` unless another caller (or none, `undefined`) is named. */
  const read = (
    query: CallOptions['query'] = {},
    as: { token: string | undefined; organization?: TestOrganization } = {
      token: home.operator.token,
    },
  ) =>
    api.call('listAuditEvents', {
      ...(as.token ? { token: as.token } : {}),
      params: { organizationId: (as.organization ?? home).organizationId },
      query,
    });

  beforeAll(async () => {
    api = await startTestApi(kind);
    admin = await adminCaller(api);
    [home, other] = await Promise.all([
      organizationWithOperator(api, admin),
      organizationWithOperator(api, admin),
    ]);
    homeTag = await createTag(home, 'Dyżur');
    foreignTag = await createTag(other, 'Obcy');
    const changed = await api.call('updateTag', {
      token: home.operator.token,
      params: { organizationId: home.organizationId, tagId: homeTag.id },
      body: { ...tag('Dyżur'), color: '00ff00' },
      headers: { 'if-match': '"1"' },
    });
    if (changed.statusCode !== 200) throw new Error(`update tag: ${changed.body}`);

    const member = async (
      organization: TestOrganization,
      role: 'BENEFICIARY' | 'ASSISTANT' | 'OPERATOR',
      status: 'ACCEPTED' | 'PENDING' | 'DEACTIVATED' = 'ACCEPTED',
    ) => {
      const caller = await registeredCaller(api);
      await addMembership(api, organization.organizationId, caller, role, status);
      return caller.token;
    };
    const [unverified, unregistered, noRole, beneficiary, assistant, pending, deactivated, plain] =
      await Promise.all([
        createIdentity({ emailVerified: false }),
        createIdentity(),
        registeredCaller(api),
        member(home, 'BENEFICIARY'),
        member(home, 'ASSISTANT'),
        member(home, 'OPERATOR', 'PENDING'),
        member(home, 'OPERATOR', 'DEACTIVATED'),
        member(home, 'OPERATOR'),
      ]);
    tokens.set('an anonymous caller', undefined);
    tokens.set('a malformed token', 'not-a-token');
    tokens.set('another project’s token', foreignProjectToken());
    tokens.set('an unverified caller', unverified.token);
    tokens.set('an unregistered caller', unregistered.token);
    tokens.set('a registered caller without a role', noRole.token);
    tokens.set('a beneficiary of the organization', beneficiary);
    tokens.set('an assistant of the organization', assistant);
    tokens.set('a pending operator of the organization', pending);
    tokens.set('a deactivated operator of the organization', deactivated);
    tokens.set('an operator of another organization', other.operator.token);
    tokens.set('an admin without a membership', admin.token);
    tokens.set('operator', plain);
    tokens.set('super operator', home.operator.token);
  });
  afterAll(() => api.close());

  const refusals: [string, number, ProblemType][] = [
    ['an anonymous caller', 401, problemTypes.unauthorized],
    ['a malformed token', 401, problemTypes.unauthorized],
    ['another project’s token', 401, problemTypes.unauthorized],
    ['an unverified caller', 403, problemTypes.emailNotVerified],
    ['an unregistered caller', 403, problemTypes.notRegistered],
    ['a registered caller without a role', 404, problemTypes.notFound],
    ['a beneficiary of the organization', 404, problemTypes.notFound],
    ['an assistant of the organization', 404, problemTypes.notFound],
    ['a pending operator of the organization', 404, problemTypes.notFound],
    ['a deactivated operator of the organization', 404, problemTypes.notFound],
    ['an operator of another organization', 404, problemTypes.notFound],
    ['an admin without a membership', 404, problemTypes.notFound],
  ];

  it.each(refusals)('refuses %s with %i %s', async (caller, status, type) => {
    const response = await read({}, { token: tokens.get(caller) });
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(response.json()).toMatchObject({ status, type });
    expect(JSON.stringify(response.json())).not.toContain(homeTag.id);
  });

  it.each(['operator', 'super operator'])(
    'lets its %s read every change of the organization, newest first, and nothing of another',
    async (caller) => {
      const response = await read({ limit: 100 }, { token: tokens.get(caller) });
      expect(response.statusCode).toBe(200);
      const { items, pagination } = response.json<AuditPage>();
      expect(pagination).toEqual({ page: 1, limit: 100, isLast: true, total: items.length });
      expect(items.every((item) => item.organizationId === home.organizationId)).toBe(true);
      expect(items.map((item) => item.entityId)).not.toContain(foreignTag.id);
      expect(items.map((item) => item.entityId)).not.toContain(other.organizationId);
      expect(isNewestFirst(items)).toBe(true);
      // The organization's creation by the admin, its operator's invitation and acceptance, the
      // tag's creation and change: oldest last.
      expect(items.map(({ entity, action }) => `${entity} ${action}`)).toEqual(
        expect.arrayContaining([
          'organization created',
          'member invited',
          'member invitation-accepted',
          'tag created',
          'tag updated',
        ]),
      );
    },
  );

  it('names the actor from its account and answers only the changed fields before and after', async () => {
    const { items } = (await read({ entity: 'tag', entityId: homeTag.id })).json<AuditPage>();
    expect(items.map((item) => item.action)).toEqual(['updated', 'created']);
    const [updated, created] = items;
    expect(updated).toEqual({
      id: expect.any(String),
      at: expect.any(String),
      actor: {
        accountId: home.operator.accountId,
        firstName: 'Test',
        lastName: 'Caller',
        email: home.operator.email,
      },
      organizationId: home.organizationId,
      entity: 'tag',
      entityId: homeTag.id,
      action: 'updated',
      before: { color: 'ff0000', version: 1 },
      after: { color: '00ff00', version: 2 },
    });
    expect(created?.before).toMatchObject({ name: null, version: null });
    expect(created?.after).toMatchObject({ name: 'Dyżur', version: 1 });
  });

  it('answers a change the system made itself with a null actor', async () => {
    const organization = await organizationWithOperator(api, admin);
    const memberId = organization.operatorMemberId;
    await api.db.insert(auditEvents).values({
      actorAccountId: null,
      organizationId: organization.organizationId,
      entity: 'member',
      entityId: memberId,
      action: 'expired',
      changes: { status: { before: 'ACCEPTED', after: 'INACTIVE' } },
      occurredAt: new Date(Date.now() + 60_000),
    });
    const { items } = (
      await read(
        { entity: 'member', entityId: memberId },
        { token: organization.operator.token, organization },
      )
    ).json<AuditPage>();
    expect(items[0]).toMatchObject({
      actor: null,
      action: 'expired',
      before: { status: 'ACCEPTED' },
      after: { status: 'INACTIVE' },
    });
  });

  it('narrows to one kind of record, or to one record, and finds nothing of another organization', async () => {
    const tags = (await read({ entity: 'tag' })).json<AuditPage>();
    expect(tags.items.length).toBeGreaterThan(0);
    expect(tags.items.every((item) => item.entity === 'tag')).toBe(true);
    expect(tags.pagination.total).toBe(tags.items.length);

    const organization = (await read({ entity: 'organization' })).json<AuditPage>();
    expect(organization.items).toEqual([
      expect.objectContaining({ entityId: home.organizationId, action: 'created' }),
    ]);

    const byIdAlone = (await read({ entityId: homeTag.id })).json<AuditPage>();
    expect(byIdAlone.items.map((item) => item.action)).toEqual(['updated', 'created']);

    const wrongKind = (await read({ entity: 'member', entityId: homeTag.id })).json<AuditPage>();
    expect(wrongKind).toEqual({
      items: [],
      pagination: { page: 1, limit: 10, isLast: true, total: 0 },
    });
    const foreign = (await read({ entityId: foreignTag.id })).json<AuditPage>();
    expect(foreign.items).toEqual([]);
    expect(foreign.pagination.total).toBe(0);
  });

  it('leaves out an account’s own records even when they name the organization', async () => {
    const [personal] = await api.db
      .insert(auditEvents)
      .values({
        actorAccountId: home.operator.accountId,
        organizationId: home.organizationId,
        entity: 'notification',
        entityId: homeTag.id,
        action: 'read',
        changes: { readAt: { before: null, after: new Date().toISOString() } },
      })
      .returning();
    const { items } = (await read({ limit: 100 })).json<AuditPage>();
    expect(items.map((item) => item.id)).not.toContain(personal?.id);
  });

  it('pages with a total: every event once, in order, the last page says so', async () => {
    const organization = await organizationWithOperator(api, admin);
    for (const name of ['Jeden', 'Dwa', 'Trzy', 'Cztery']) await createTag(organization, name);
    const page = async (number: number) =>
      (
        await read({ page: number, limit: 2 }, { token: organization.operator.token, organization })
      ).json<AuditPage>();
    const all = (
      await read({ limit: 100 }, { token: organization.operator.token, organization })
    ).json<AuditPage>();
    // Creation, invitation, acceptance and four tags.
    expect(all.pagination.total).toBe(7);

    const pages = await Promise.all([1, 2, 3, 4].map(page));
    expect(pages.map((answer) => answer.pagination)).toEqual([
      { page: 1, limit: 2, isLast: false, total: 7 },
      { page: 2, limit: 2, isLast: false, total: 7 },
      { page: 3, limit: 2, isLast: false, total: 7 },
      { page: 4, limit: 2, isLast: true, total: 7 },
    ]);
    expect(pages.flatMap((answer) => answer.items.map((item) => item.id))).toEqual(
      all.items.map((item) => item.id),
    );
    const beyond = await page(9);
    expect(beyond).toEqual({
      items: [],
      pagination: { page: 9, limit: 2, isLast: true, total: 7 },
    });
  });

  it.each([
    [{ entity: 'account' }, 'entity'],
    [{ entity: 'TAG' }, 'entity'],
    [{ entityId: 'not-a-uuid' }, 'entityId'],
    [{ page: 0 }, 'page'],
    [{ page: 'first' }, 'page'],
    [{ page: 1.5 }, 'page'],
    [{ limit: 101 }, 'limit'],
    [{ actor: 'me' }, 'actor'],
  ])('answers %p with a 400 problem naming %s', async (query, path) => {
    const response = await read(query);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(response.json()).toMatchObject({
      type: problemTypes.validation,
      detail: 'The query string is invalid.',
      errors: [expect.objectContaining({ path })],
    });
  });

  it('answers a page far beyond the last with no events, never a 5xx', async () => {
    const response = await read({ page: Number.MAX_SAFE_INTEGER, limit: 100 });
    expect(response.statusCode).toBe(200);
    expect(response.json<AuditPage>().items).toEqual([]);
  });

  it('answers any query string with 200 or a 400 problem, never a 5xx', async () => {
    const key = fc.oneof(fc.constantFrom('entity', 'entityId', 'page', 'limit'), fc.string());
    const value = fc.oneof(
      fc.constantFrom('tag', 'member', homeTag.id, '0', '-1', '1e309', 'NaN', '9007199254740993'),
      fc.string(),
      fc.integer().map(String),
    );
    await fc.assert(
      fc.asyncProperty(fc.dictionary(key, value, { maxKeys: 4 }), async (query) => {
        const response = await read(query);
        expect([200, 400]).toContain(response.statusCode);
        if (response.statusCode === 400)
          expect(response.json()).toMatchObject({ type: problemTypes.validation });
      }),
      { numRuns: 60 },
    );
  });
});
