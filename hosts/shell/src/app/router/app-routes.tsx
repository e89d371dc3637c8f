import { routePatterns, routes } from '@care/platform';
import type { QueryClient } from '@care/platform/query';
import { FullPageSpinner } from '@care/ui';
import { Suspense } from 'react';
import {
  matchPath,
  Navigate,
  Outlet,
  ScrollRestoration,
  type RouteObject,
} from '@care/platform/router';
import { AccessDeniedPage } from '../../features/auth/AccessDeniedPage';
import { ErrorPage } from '../../features/errors/ErrorPage';
import { NotFoundPage } from '../../features/errors/NotFoundPage';
import { RouteCrashCard, RouteCrashPage } from '../../features/errors/RouteCrash';
import { RemoteApp } from '../../federation';
import { KeepsPlaceholder } from '../../panel-page/PlaceholderPart';
import { RequireAuth } from '../guard/RequireAuth';
import { useShellTranslation } from '../i18n/shell-i18n';
import { lazyPage } from './lazy-page';

// Pages a signed-out visit can open directly load with the shell (the sign-in
// pages opened directly are a bundle of their own, see src/sign-in); inside
// the panel they, and everything behind sign-in, load on first visit.
// The layout's and the dashboard's chunks are named: scripts/bundle-check.mjs counts a remote's
// first opening beyond what the page already has, the layout being part of it, and the sign-in
// pages fetch both ahead for the panel (src/sign-in/prerender/panel-scripts.ts).
const AuthenticatedLayout = lazyPage(
  () =>
    import(/* webpackChunkName: "signed-in-layout" */ '../../features/layout/AuthenticatedLayout'),
  'AuthenticatedLayout',
);
const loadDashboard = () =>
  import(/* webpackChunkName: "dashboard" */ '../../features/dashboard/DashboardPage');
const DashboardPage = lazyPage(loadDashboard, 'DashboardPage');
const LoginPage = lazyPage(() => import('../../features/auth/LoginPage'), 'LoginPage');
const RegisterPage = lazyPage(() => import('../../features/auth/RegisterPage'), 'RegisterPage');
const ForgotPasswordPage = lazyPage(
  () => import('../../features/auth/ForgotPasswordPage'),
  'ForgotPasswordPage',
);
const EmailVerificationPage = lazyPage(
  () => import('../../features/account-flow/EmailVerificationPage'),
  'EmailVerificationPage',
);
const CompleteRegistrationPage = lazyPage(
  () => import('../../features/account-flow/CompleteRegistrationPage'),
  'CompleteRegistrationPage',
);
const AcceptPoliciesPage = lazyPage(
  () => import('../../features/account-flow/AcceptPoliciesPage'),
  'AcceptPoliciesPage',
);
const MobilePage = lazyPage(() => import('../../features/account-flow/MobilePage'), 'MobilePage');

/**
 * Fetches the signed-in frame, and the dashboard when that is where the visitor is, while the
 * session and the account load: the guard renders them only after both, and each lazy page
 * found only then would add its own round trip (layout, then dashboard, then their shared code).
 */
export function preloadSignedInPages(pathname: string): void {
  AuthenticatedLayout.preload();
  if (matchPath(routePatterns.dashboard, pathname)) DashboardPage.preload();
}

/**
 * On the dashboard, asks for its figures as soon as the account's answer names the
 * organizations, beside the frame's and the page's first render instead of after it.
 */
export function prefetchSignedInPageData(pathname: string, queryClient: QueryClient): void {
  if (!matchPath(routePatterns.dashboard, pathname)) return;
  // A failed load is left to the page's own render, which shows it.
  loadDashboard().then(
    ({ prefetchDashboardFigures }) => prefetchDashboardFigures(queryClient),
    () => undefined,
  );
}

/** A remote's own routes live below the path the shell mounts it at. */
const below = (path: string) => `${path}/*`;

function Root() {
  const { t } = useShellTranslation();
  return (
    <Suspense
      fallback={
        <KeepsPlaceholder>
          <FullPageSpinner label={t('guard.checkingSession')} />
        </KeepsPlaceholder>
      }
    >
      <ScrollRestoration />
      <Outlet />
    </Suspense>
  );
}

/**
 * The routes and their owners (docs/architecture.md, routes): the shell's own pages, and
 * each remote mounted at its area inside the guarded layout.
 */
export function createAppRoutes(): RouteObject[] {
  return [
    {
      element: <Root />,
      errorElement: <RouteCrashPage />,
      children: [
        { path: routePatterns.login, element: <LoginPage /> },
        { path: routePatterns.register, element: <RegisterPage /> },
        { path: routePatterns.forgotPassword, element: <ForgotPasswordPage /> },
        { path: routePatterns.accessDenied, element: <AccessDeniedPage /> },
        { path: routePatterns.error, element: <ErrorPage /> },
        { path: routePatterns.notFound, element: <NotFoundPage /> },
        {
          path: routePatterns.emailVerification,
          element: (
            <RequireAuth policy="emailVerification">
              <EmailVerificationPage />
            </RequireAuth>
          ),
        },
        {
          path: routePatterns.completeRegistration,
          element: (
            <RequireAuth policy="completeRegistration">
              <CompleteRegistrationPage />
            </RequireAuth>
          ),
        },
        {
          path: routePatterns.acceptPolicies,
          element: (
            <RequireAuth policy="acceptPolicies">
              <AcceptPoliciesPage />
            </RequireAuth>
          ),
        },
        {
          path: routePatterns.mobile,
          element: (
            <RequireAuth policy="mobile">
              <MobilePage />
            </RequireAuth>
          ),
        },
        {
          // The frame needs the account and the current policies accepted (steps 1–5); each page
          // inside adds its own steps.
          element: (
            <RequireAuth policy="accountReady">
              <AuthenticatedLayout />
            </RequireAuth>
          ),
          children: [
            {
              errorElement: <RouteCrashCard />,
              children: [
                { path: below(routePatterns.invitations), element: <RemoteApp name="account" /> },
                {
                  element: <RequireAuth policy="panel" />,
                  children: [
                    { path: routePatterns.dashboard, element: <DashboardPage /> },
                    // members: /organization/:id (list) and /organization/:id/members/:memberId
                    {
                      path: below(routePatterns.organization),
                      element: <RemoteApp name="members" />,
                    },
                    { path: below(routePatterns.orders), element: <RemoteApp name="orders" /> },
                    { path: below(routePatterns.tags), element: <RemoteApp name="tags" /> },
                    {
                      path: below(routePatterns.documents),
                      element: <RemoteApp name="documents" />,
                    },
                    { path: below(routePatterns.outposts), element: <RemoteApp name="outposts" /> },
                    { path: below(routePatterns.admin), element: <RemoteApp name="admin" /> },
                    { path: below(routePatterns.profile), element: <RemoteApp name="account" /> },
                    { path: below(routePatterns.settings), element: <RemoteApp name="account" /> },
                  ],
                },
              ],
            },
          ],
        },
        { path: '*', element: <Navigate to={routes.notFound()} replace /> },
      ],
    },
  ];
}
