import { buildPath, endpoints } from '../src';

describe('endpoint table', () => {
  it('holds the calls of spec §7 with their methods', () => {
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
      ]),
    );
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
});
