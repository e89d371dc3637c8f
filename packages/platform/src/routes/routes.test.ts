import { routePatterns, routes } from './routes';

describe('routes', () => {
  it('builds the documented paths from their names', () => {
    expect(routes.dashboard()).toBe('/');
    expect(routes.organization({ id: 'org-1' })).toBe('/organization/org-1');
    expect(routes.organizationMemberDetails({ id: 'org-1', memberId: 'm-2' })).toBe(
      '/organization/org-1/members/m-2',
    );
    expect(routes.organizationSettings({ id: 'org-1' })).toBe('/organization/org-1/settings');
    expect(routes.organizationAuditLog({ id: 'org-1' })).toBe('/organization/org-1/audit-log');
    expect(routes.orderDetails({ id: 'org-1', orderId: 'o-3' })).toBe(
      '/organization/org-1/orders/o-3',
    );
    expect(routes.orderSchedule({ id: 'org-1' })).toBe('/organization/org-1/orders/schedule');
    expect(routes.completeRegistration()).toBe('/account/register');
    expect(routes.acceptPolicies()).toBe('/account/policies');
    expect(routes.adminProcessingRecords()).toBe('/admin/processing');
    expect(routes.notFound()).toBe('/404');
  });

  it('encodes parameters so a value cannot escape its segment', () => {
    expect(routes.tags({ id: 'a/b c' })).toBe('/organization/a%2Fb%20c/tags');
  });

  it('has a builder for every pattern', () => {
    expect(Object.keys(routes).sort()).toEqual(Object.keys(routePatterns).sort());
  });
});
