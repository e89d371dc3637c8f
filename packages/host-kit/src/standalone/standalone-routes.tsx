import { useAuthStore } from '@care/platform';
import { Box, FullPageSpinner } from '@care/ui';
import type { ComponentType } from 'react';
import { Navigate, Outlet, type RouteObject } from '@care/platform/router';
import { useStandaloneTranslation } from './i18n';
import { OrganizationPicker } from './OrganizationPicker';
import { SessionBar } from './SessionBar';
import { StandaloneSignIn } from './StandaloneSignIn';

export interface StandaloneOptions {
  /** The remote's exposed App: its routes, relative to where the shell mounts it. */
  App: ComponentType;
  /**
   * Where the shell mounts the remote, as patterns of `routePatterns` (@care/platform): the
   * remote answers below each of them, as in the panel.
   */
  mountPath: string | readonly string[];
}

/** Signed out, the sign-in form at whatever URL was opened; signed in, the session bar and the page. */
function SessionFrame() {
  const { t } = useStandaloneTranslation();
  const status = useAuthStore((state) => state.status);
  if (status === 'loading') return <FullPageSpinner label={t('checkingSession')} />;
  if (status === 'signedOut') return <StandaloneSignIn />;
  return (
    <>
      <SessionBar />
      <Box as="main" p="6">
        <Outlet />
      </Box>
    </>
  );
}

/**
 * The standalone host's routes: the remote at each of its mount paths and, anywhere else, a
 * start page: the organizations to open it in for a remote mounted under `/organization/:id`,
 * its first mount path otherwise.
 */
export function createStandaloneRoutes({ App, mountPath }: StandaloneOptions): RouteObject[] {
  const mountPaths = typeof mountPath === 'string' ? [mountPath] : [...mountPath];
  const [first] = mountPaths;
  if (!first) throw new Error('startStandalone needs the path the shell mounts the remote at.');
  const start = first.includes(':id') ? (
    <OrganizationPicker mountPath={first} />
  ) : (
    <Navigate to={first} replace />
  );
  return [
    {
      element: <SessionFrame />,
      children: [
        ...mountPaths.map((path) => ({ path: `${path}/*`, element: <App /> })),
        { path: '*', element: start },
      ],
    },
  ];
}
