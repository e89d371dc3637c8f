import {
  auditEventSchema,
  auditExportQuerySchema,
  auditQuerySchema,
  buildPath,
  endpointGroups,
  endpoints,
} from '../src';

describe('endpoint table', () => {
  it('holds the account, notification and organization calls with their methods', () => {
    const table = Object.values(endpoints).map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(table).toEqual(
      expect.arrayContaining([
        'GET /account/me',
        'GET /account/me/person',
        'GET /account/permissions',
        'POST /account/register',
        'GET /account/me/membership-invitation',
        'GET /account/me/membership-invitation/count',
        'PUT /member/:invitationId/status',
        'GET /account/me/notification',
        'GET /account/me/notification/count',
        'POST /account/me/notification/device/add',
        'GET /operator/organization/:organizationId',
        'GET /admin/organization',
        'POST /admin/organization',
        'GET /operator/organization/:organizationId/tag/:tagId',
        'GET /operator/organization/:organizationId/audit',
      ]),
    );
  });

  it('gathers every domain group, and no group hides another’s endpoint under the same name', () => {
    const grouped = Object.values(endpointGroups).flatMap((group) => Object.entries(group));
    expect(Object.keys(endpoints)).toHaveLength(grouped.length);
    for (const [name, endpoint] of grouped)
      expect(endpoints[name as keyof typeof endpoints]).toBe(endpoint);
  });

  it('has no two endpoints on the same method and path', () => {
    const keys = Object.values(endpoints).map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('declares params for every path parameter', () => {
    for (const endpoint of Object.values(endpoints)) {
      const names = [...endpoint.path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]);
      if (names.length === 0) continue;
      const shape = (endpoint as { params?: { shape: Record<string, unknown> } }).params?.shape;
      expect(Object.keys(shape ?? {}).sort()).toEqual(names.sort());
    }
  });

  it('fills and encodes path parameters', () => {
    expect(
      buildPath('/operator/organization/:organizationId/tag/:tagId', {
        organizationId: 'a b',
        tagId: 't/1',
      }),
    ).toBe('/operator/organization/a%20b/tag/t%2F1');
    expect(() => buildPath('/member/:invitationId/status', {})).toThrow('invitationId');
  });

  it('notification pages default to the first page of 10', () => {
    expect(endpoints.listNotifications.query.parse({})).toEqual({ page: 1, limit: 10 });
    expect(endpoints.listNotifications.query.safeParse({ page: '0' }).success).toBe(false);
  });

  it('audit pages are the first 10 events, of one known entity and a uuid id', () => {
    const { query } = endpoints.listAuditEvents;
    expect(query.parse({})).toEqual({ page: 1, limit: 10 });
    expect(
      query.parse({ entity: 'tag', entityId: '0b8f3a4e-4f6c-4d1e-9a57-2f1f0a6c9e11' }),
    ).toEqual({
      entity: 'tag',
      entityId: '0b8f3a4e-4f6c-4d1e-9a57-2f1f0a6c9e11',
      page: 1,
      limit: 10,
    });
    for (const invalid of [
      { entity: 'account' },
      { entityId: 'not-a-uuid' },
      { page: '0' },
      { limit: '101' },
      { actor: 'me' },
    ])
      expect(query.safeParse(invalid).success).toBe(false);
  });

  it('an audit event holds before and after as plain field maps, and a null actor for the system', () => {
    const event = {
      id: '0b8f3a4e-4f6c-4d1e-9a57-2f1f0a6c9e11',
      at: '2026-03-01T12:00:00.000Z',
      actor: null,
      organizationId: '7d4c0f5e-2b1a-4c3d-8e9f-0a1b2c3d4e5f',
      entity: 'member',
      entityId: '1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d',
      action: 'deactivated',
      before: { status: 'ACCEPTED' },
      after: { status: 'DEACTIVATED' },
      recordExists: true,
    };
    expect(auditEventSchema.parse(event)).toEqual(event);
    expect(auditEventSchema.safeParse({ ...event, entity: 'device' }).success).toBe(false);
  });

  it('refuses an audit query whose days end before they start, and takes one day as both ends', () => {
    const refused = auditQuerySchema.safeParse({ from: '2026-03-02', to: '2026-03-01' });
    expect(refused.error?.issues).toEqual([expect.objectContaining({ path: ['to'] })]);
    expect(auditQuerySchema.parse({ from: '2026-03-01', to: '2026-03-01' })).toMatchObject({
      from: '2026-03-01',
      to: '2026-03-01',
    });
    expect(auditExportQuerySchema.safeParse({ from: '2026-03-02', to: '2026-03-01' }).success).toBe(
      false,
    );
  });
});
