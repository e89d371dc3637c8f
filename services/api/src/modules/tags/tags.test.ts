import type { StoredTag, TagCreate } from '@care/contracts';
import { eq } from 'drizzle-orm';
import type { TestApi } from '../../../test/support/api';
import { databaseKinds } from '../../../test/support/database';
import {
  addMembership,
  adminCaller,
  organizationWithOperator,
  registeredCaller,
  type TestOrganization,
  withTwoOrganizations,
} from '../../../test/support/world';
import { auditEvents, memberTags } from '../../db/schema';

const tag = (name: string): TagCreate => ({
  name,
  abbr: name.slice(0, 3).toUpperCase(),
  description: `Tag ${name}`,
  color: 'ff0000',
  textColor: 'ffffff',
  icon: 'star',
});

describe.each(databaseKinds)('tags on %s', (kind) => {
  let api: TestApi;
  let home: TestOrganization;
  let other: TestOrganization;

  withTwoOrganizations(kind, (started) => ({ api, home, other } = started));

  const params = (tagId?: string, organization = home) => ({
    organizationId: organization.organizationId,
    ...(tagId ? { tagId } : {}),
  });
  const create = (body: unknown, organization = home) =>
    api.call('createTag', {
      token: organization.operator.token,
      params: params(undefined, organization),
      body,
    });
  const update = (tagId: string, body: unknown, ifMatch?: string) =>
    api.call('updateTag', {
      token: home.operator.token,
      params: params(tagId),
      body,
      ...(ifMatch ? { headers: { 'if-match': ifMatch } } : {}),
    });
  const auditOf = (entityId: string) =>
    api.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityId, entityId))
      .orderBy(auditEvents.occurredAt);

  it('creates a tag with version 1 and its ETag, audited', async () => {
    const response = await create(tag('Wolontariusz'));
    expect(response.statusCode).toBe(201);
    const created = response.json<StoredTag>();
    expect(created).toEqual({ id: expect.any(String), version: 1, ...tag('Wolontariusz') });
    expect(response.headers.etag).toBe('"1"');
    const [event] = await auditOf(created.id);
    expect(event).toMatchObject({
      actorAccountId: home.operator.accountId,
      organizationId: home.organizationId,
      entity: 'tag',
      action: 'created',
      changes: {
        name: { before: null, after: 'Wolontariusz' },
        version: { before: null, after: 1 },
      },
    });
  });

  it('keeps names unique per organization, ignoring case, but not across organizations', async () => {
    expect((await create(tag('Kierowca'))).statusCode).toBe(201);
    const duplicate = await create(tag('KIEROWCA'));
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ type: 'duplicate', status: 409 });
    expect((await create(tag('Kierowca'), other)).statusCode).toBe(201);
  });

  it('validates the tag rules and rejects unknown keys', async () => {
    const response = await create({
      ...tag('Zły kolor'),
      color: 'red',
      abbr: 'ABCDEFGHIJK',
      extra: 1,
    });
    expect(response.statusCode).toBe(400);
    expect(
      response
        .json<{ errors: { path: string }[] }>()
        .errors.map((error) => error.path)
        .sort(),
    ).toEqual(['abbr', 'color', 'color', 'extra']);
  });

  it('lists the organization’s tags sorted by name, and only them', async () => {
    const organization = await organizationWithOperator(api, await adminCaller(api));
    for (const name of ['Zeta', 'alfa', 'Beta'])
      expect((await create(tag(name), organization)).statusCode).toBe(201);
    const list = await api.call('listTags', {
      token: organization.operator.token,
      params: params(undefined, organization),
    });
    expect(list.json<{ items: StoredTag[] }>().items.map((item) => item.name)).toEqual([
      'alfa',
      'Beta',
      'Zeta',
    ]);
  });

  it('answers one tag by id with its version as the ETag, which follows every update', async () => {
    const created = (await create(tag('Jeden'))).json<StoredTag>();
    const get = (tagId: string, token = home.operator.token) =>
      api.call('getTag', { token, params: params(tagId) });

    const first = await get(created.id);
    expect(first.statusCode).toBe(200);
    expect(first.json<StoredTag>()).toEqual(created);
    expect(first.headers.etag).toBe('"1"');

    await update(created.id, { ...tag('Jeden'), icon: 'heart' }, first.headers.etag);
    const second = await get(created.id);
    expect(second.json<StoredTag>()).toMatchObject({ icon: 'heart', version: 2 });
    expect(second.headers.etag).toBe('"2"');
  });

  it('answers another organization’s tag and an unknown id alike: 404', async () => {
    const foreign = (await create(tag('Cudzy'), other)).json<StoredTag>();
    const answers = await Promise.all(
      [foreign.id, '7d4c0f5e-2b1a-4c3d-8e9f-0a1b2c3d4e5f'].map((tagId) =>
        api.call('getTag', { token: home.operator.token, params: params(tagId) }),
      ),
    );
    for (const response of answers) {
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(response.headers.etag).toBeUndefined();
      expect(response.json()).toEqual(answers[0]?.json());
    }
    const own = await api.call('getTag', {
      token: other.operator.token,
      params: params(foreign.id, other),
    });
    expect(own.statusCode).toBe(200);
  });

  it('updates with a matching If-Match, answers 412 to a stale one and changes nothing then', async () => {
    const created = (await create(tag('Pielęgniarka'))).json<StoredTag>();
    const updated = await update(created.id, { ...tag('Pielęgniarka'), color: '00ff00' }, '"1"');
    expect(updated.statusCode).toBe(200);
    expect(updated.json<StoredTag>()).toMatchObject({ color: '00ff00', version: 2 });
    expect(updated.headers.etag).toBe('"2"');

    const stale = await update(created.id, { ...tag('Pielęgniarka'), color: '0000ff' }, '"1"');
    expect(stale.statusCode).toBe(412);
    expect(stale.json()).toMatchObject({ type: 'precondition-failed' });
    const list = await api.call('listTags', { token: home.operator.token, params: params() });
    expect(
      list.json<{ items: StoredTag[] }>().items.find((item) => item.id === created.id),
    ).toMatchObject({ color: '00ff00', version: 2 });

    const [, event] = await auditOf(created.id);
    expect(event).toMatchObject({
      action: 'updated',
      changes: { color: { before: 'ff0000', after: '00ff00' }, version: { before: 1, after: 2 } },
    });
  });

  it('updates without If-Match, and a bare version number works as one', async () => {
    const created = (await create(tag('Bez nagłówka'))).json<StoredTag>();
    expect((await update(created.id, tag('Bez nagłówka 2'))).json<StoredTag>().version).toBe(2);
    expect((await update(created.id, tag('Bez nagłówka 3'), '2')).statusCode).toBe(200);
    expect((await update(created.id, tag('Bez nagłówka 4'), 'garbage')).statusCode).toBe(412);
  });

  it('lets one of two concurrent edits of the same version win; the other gets 412', async () => {
    const created = (await create(tag('Równoległy'))).json<StoredTag>();
    const answers = await Promise.all([
      update(created.id, { ...tag('Równoległy'), icon: 'a' }, '"1"'),
      update(created.id, { ...tag('Równoległy'), icon: 'b' }, '"1"'),
    ]);
    expect(answers.map((response) => response.statusCode).sort()).toEqual([200, 412]);
  });

  it('answers 409 when a rename collides with another tag', async () => {
    await create(tag('Pierwszy'));
    const second = (await create(tag('Drugi'))).json<StoredTag>();
    const response = await update(second.id, tag('pierwszy'));
    expect(response.statusCode).toBe(409);
  });

  it('treats another organization’s tag as not found', async () => {
    const foreign = (await create(tag('Obcy'), other)).json<StoredTag>();
    expect((await update(foreign.id, tag('Przejęty'))).statusCode).toBe(404);
    const deleted = await api.call('deleteTag', {
      token: home.operator.token,
      params: params(foreign.id),
    });
    expect(deleted.statusCode).toBe(404);
  });

  it('deletes a tag and takes it off its members, naming them in the audit event', async () => {
    const created = (await create(tag('Do usunięcia'))).json<StoredTag>();
    const member = await registeredCaller(api);
    const memberId = await addMembership(
      api,
      home.organizationId,
      member,
      'BENEFICIARY',
      'ACCEPTED',
      { tagIds: [created.id] },
    );

    const stale = await api.call('deleteTag', {
      token: home.operator.token,
      params: params(created.id),
      headers: { 'if-match': '"7"' },
    });
    expect(stale.statusCode).toBe(412);
    const response = await api.call('deleteTag', {
      token: home.operator.token,
      params: params(created.id),
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await api.db.select().from(memberTags).where(eq(memberTags.memberId, memberId))).toEqual(
      [],
    );
    const list = await api.call('listTags', { token: home.operator.token, params: params() });
    expect(list.json<{ items: StoredTag[] }>().items.map((item) => item.id)).not.toContain(
      created.id,
    );

    const events = await auditOf(created.id);
    expect(events.at(-1)).toMatchObject({
      action: 'deleted',
      changes: { memberIds: { before: [memberId], after: [] } },
    });
  });
});
