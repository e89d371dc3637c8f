import { routes } from '@care/platform';
import { createMemoryRouter } from '@care/platform/router';
import { isValidElement } from 'react';
import { createAppRoutes } from '../app/router/app-routes';
import { RequireAuth } from '../app/guard/RequireAuth';
import { isFramedPath, placeholderParts } from './placeholder';

/** Whether the panel's routes draw the page at this path inside the signed-in frame's guard. */
function drawnInFrame(pathname: string): boolean {
  const router = createMemoryRouter(createAppRoutes(), { initialEntries: [pathname] });
  const { matches } = router.state;
  router.dispose();
  return matches.some(
    ({ route }) =>
      isValidElement<{ policy?: string }>(route.element) &&
      route.element.type === RequireAuth &&
      route.element.props.policy === 'accountReady',
  );
}

const id = '0b6e5b1e-8c3a-4d52-9a0f-6c1f6f3b8e21';

describe('the pages the painted frame stands for', () => {
  it.each([
    routes.dashboard(),
    routes.organization({ id }),
    routes.organizationMemberDetails({ id, memberId: id }),
    routes.organizationSettings({ id }),
    routes.organizationAuditLog({ id }),
    routes.orders({ id }),
    routes.orderDetails({ id, orderId: id }),
    routes.tags({ id }),
    routes.documents({ id }),
    routes.outposts({ id }),
    routes.settings(),
    routes.profile(),
    routes.profileInvitations(),
    routes.profileSecurity(),
    routes.invitations(),
    routes.adminOrganizations(),
    routes.login(),
    routes.accessDenied(),
    routes.completeRegistration(),
    routes.emailVerification(),
    routes.mobile(),
    routes.error(),
    routes.notFound(),
    '/organization',
    '/organizations',
    '/administrator',
    '/settingsx/1',
  ])('are those the panel draws in its frame: %s', (pathname) => {
    expect(isFramedPath(pathname)).toBe(drawnInFrame(pathname));
  });

  it('have the dashboard’s outline at the dashboard only, the rest a page loading', () => {
    const hints = { isAdmin: false, operatesOrganizations: true };
    expect([...placeholderParts('/', hints)].sort()).toEqual(['dashboard', 'operator']);
    expect([...placeholderParts(routes.tags({ id }), hints)].sort()).toEqual([
      'operator',
      'other-page',
    ]);
    expect([...placeholderParts('/', { isAdmin: true, operatesOrganizations: false })]).toEqual([
      'dashboard',
      'admin',
    ]);
  });
});
