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

  it('lets its super operator read every change of the organization, newest first, and nothing of another', async () => {
    const response = await read({ limit: 100 }, { token: tokens.get('super operator') });
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
  });

  it.each<Record<string, string>>([{}, { entity: 'tag' }, { action: 'created' }])(
    'refuses the organization’s log %p to an operator who is not a super operator (403)',
    async (query) => {
      const response = await read(query, { token: tokens.get('operator') });
      expect(response.statusCode).toBe(403);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(response.json()).toMatchObject({ type: problemTypes.forbidden });
      expect(JSON.stringify(response.json())).not.toContain(homeTag.id);
    },
  );

  it('still lets any operator read one record’s history', async () => {
    const response = await read(
      { entity: 'tag', entityId: homeTag.id },
      { token: tokens.get('operator') },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json<AuditPage>().items.map((item) => item.action)).toEqual([
      'updated',
      'created',
    ]);
  });

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
        formOfAddress: null,
      },
      organizationId: home.organizationId,
      entity: 'tag',
      entityId: homeTag.id,
      action: 'updated',
      before: { color: 'ff0000', version: 1 },
      after: { color: '00ff00', version: 2 },
      recordExists: true,
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
    [{ actorMemberId: 'me' }, 'actorMemberId'],
    [{ action: 'DROP TABLE' }, 'action'],
    [{ from: '2026-02-30' }, 'from'],
    [{ from: 'yesterday' }, 'from'],
    [{ to: '2026-13-01' }, 'to'],
    [{ from: '2026-03-02', to: '2026-03-01' }, 'to'],
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
    const key = fc.oneof(
      fc.constantFrom(
        'entity',
        'entityId',
        'page',
        'limit',
        'actorMemberId',
        'action',
        'from',
        'to',
      ),
      fc.string(),
    );
    const value = fc.oneof(
      fc.constantFrom(
        'tag',
        'member',
        'created',
        '2026-03-01',
        '0001-01-01',
        homeTag.id,
        '0',
        '-1',
        '1e309',
        'NaN',
        '9007199254740993',
      ),
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

  describe('the organization’s log, filtered', () => {
    let log: TestOrganization;
    let secondOperator: RegisteredCaller;
    let secondMemberId: string;
    let deletedTagId: string;
    const as = () => ({ token: log.operator.token, organization: log });

    beforeAll(async () => {
      log = await organizationWithOperator(api, admin);
      secondOperator = await registeredCaller(api);
      secondMemberId = await addMembership(api, log.organizationId, secondOperator, 'OPERATOR');
      await createTag(log, 'Stały');
      const gone = await createTag(log, 'Znika');
      deletedTagId = gone.id;
      const deleted = await api.call('deleteTag', {
        token: log.operator.token,
        params: { organizationId: log.organizationId, tagId: gone.id },
        headers: { 'if-match': '"1"' },
      });
      if (deleted.statusCode !== 204) throw new Error(`delete tag: ${deleted.body}`);
      // One change by the second operator, and one of a day long past.
      await api.db.insert(auditEvents).values([
        {
          actorAccountId: secondOperator.accountId,
          organizationId: log.organizationId,
          entity: 'member',
          entityId: secondMemberId,
          action: 'updated',
          changes: { lastName: { before: 'Fixture', after: 'Nowak' } },
        },
        {
          actorAccountId: log.operator.accountId,
          organizationId: log.organizationId,
          entity: 'tag',
          entityId: deletedTagId,
          action: 'updated',
          // Noon in Warsaw on 1 March 2025: inside that day there, whatever the server's zone.
          occurredAt: new Date('2025-03-01T11:00:00Z'),
          changes: { name: { before: 'Znik', after: 'Znika' } },
        },
      ]);
    });

    const items = async (query: CallOptions['query']) => {
      const response = await read(query, as());
      expect(response.statusCode).toBe(200);
      return response.json<AuditPage>();
    };

    it('narrows to the changes one member made', async () => {
      const page = await items({ actorMemberId: secondMemberId });
      expect(page.items.map(({ entity, action }) => `${entity} ${action}`)).toEqual([
        'member updated',
      ]);
      expect(page.items[0]?.actor).toMatchObject({ accountId: secondOperator.accountId });
      expect(page.pagination.total).toBe(1);
      const own = await items({ actorMemberId: log.operatorMemberId, limit: 100 });
      expect(own.items.length).toBeGreaterThan(0);
      expect(own.items.map((item) => item.actor)).toEqual(
        own.items.map(() => expect.objectContaining({ accountId: log.operator.accountId })),
      );
    });

    it('narrows to one action and one kind of record together', async () => {
      const page = await items({ entity: 'tag', action: 'deleted' });
      expect(page.items.map((item) => item.entityId)).toEqual([deletedTagId]);
    });

    it('narrows to days in the organization’s time zone, both counted whole', async () => {
      const day = await items({ from: '2025-03-01', to: '2025-03-01' });
      expect(day.items.map((item) => item.entityId)).toEqual([deletedTagId]);
      expect((await items({ to: '2025-02-28' })).pagination.total).toBe(0);
      const since = await items({ from: '2025-03-02', limit: 100 });
      expect(since.items.some((item) => item.at.startsWith('2025-03-01'))).toBe(false);
    });

    it('says whether each event’s record is still there to open', async () => {
      const page = await items({ entity: 'tag', limit: 100 });
      const exists = new Map(page.items.map((item) => [item.entityId, item.recordExists]));
      expect(exists.get(deletedTagId)).toBe(false);
      expect([...exists.values()].filter(Boolean)).toHaveLength(1);
      const organization = await items({ entity: 'organization' });
      expect(organization.items[0]?.recordExists).toBe(true);
    });

    it('answers another organization’s member as the actor with 404', async () => {
      const response = await read({ actorMemberId: other.operatorMemberId }, as());
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ type: problemTypes.notFound });
      const exported = await api.call('exportAuditEvents', {
        token: log.operator.token,
        params: { organizationId: log.organizationId },
        query: { actorMemberId: other.operatorMemberId },
      });
      expect(exported.statusCode).toBe(404);
    });

    const exportAs = (token: string, query: CallOptions['query'], language = 'en') =>
      api.call('exportAuditEvents', {
        token,
        params: { organizationId: log.organizationId },
        query,
        headers: { 'accept-language': language },
      });

    it('exports the filtered changes as CSV in the caller’s words, before → after', async () => {
      const response = await exportAs(log.operator.token, { actorMemberId: secondMemberId });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/csv/);
      expect(response.headers['content-disposition']).toMatch(/^attachment; filename="audit-log-/);
      const lines = response.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(lines[0]).toBe('When,Who,E-mail,Record,Record id,Action,Changes (before → after)');
      expect(lines).toHaveLength(2);
      expect(lines[1]).toContain(`,Member,${secondMemberId},Changed,Last name: Fixture → Nowak`);
      expect(lines[1]).toContain(secondOperator.email);

      const polish = await exportAs(log.operator.token, { entity: 'tag', action: 'deleted' }, 'pl');
      const [header, row] = polish.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(header).toBe(
        'Kiedy;Kto;E-mail;Rekord;Identyfikator rekordu;Czynność;Zmiany (przed → po)',
      );
      expect(row).toContain(`;Tag;${deletedTagId};Usunięto;`);
      expect(row).toContain('; Nazwa: Znika → (puste); Kolor: ff0000 → (puste);');
    });

    it('exports for a machine as codes and JSON', async () => {
      const response = await exportAs(log.operator.token, {
        actorMemberId: secondMemberId,
        format: 'machine',
      });
      const [header, row] = response.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(header).toBe('at,actor,actorEmail,entity,entityId,action,changes');
      expect(row).toContain(`,member,${secondMemberId},updated,`);
      expect(row).toContain('""lastName"":{""before"":""Fixture"",""after"":""Nowak""}');
    });

    it('refuses the export to an operator who is not a super operator (403) and bad days (400)', async () => {
      const plain = await exportAs(secondOperator.token, {});
      expect(plain.statusCode).toBe(403);
      expect(plain.json()).toMatchObject({ type: problemTypes.forbidden });
      const backwards = await exportAs(log.operator.token, {
        from: '2026-03-02',
        to: '2026-03-01',
      });
      expect(backwards.statusCode).toBe(400);
      expect(backwards.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(backwards.json()).toMatchObject({
        type: problemTypes.validation,
        errors: [expect.objectContaining({ path: 'to' })],
      });
    });
  });
});
