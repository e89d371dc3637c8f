import { startHost } from '@care/host-kit';
import { hasSessionHint, isPrerendering } from '@care/platform';
import type { Root } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from '@care/platform/router';
import { registerRemotesFromConfig } from '../../federation';
import { registerShellResources } from '../i18n/shell-i18n';
import {
  createAppRoutes,
  prefetchSignedInPageData,
  preloadSignedInPages,
} from '../router/app-routes';

/**
 * The host kit's boot (strings, runtime config, platform, first render, then the identity
 * service) with the shell's own strings, its remotes from the runtime config and its routes.
 */
export function startShell(root: Root): Promise<void> {
  // Someone signed in is going into the panel, as is someone signing in on the page that has this
  // one prepared ahead: its pages load alongside the config and session, and their data as soon
  // as the account says what to ask for.
  if (hasSessionHint() || isPrerendering()) preloadSignedInPages(window.location.pathname);
  return startHost(root, {
    registerResources: registerShellResources,
    render: ({ config }) => {
      registerRemotesFromConfig(config.remotes);
      return <RouterProvider router={createBrowserRouter(createAppRoutes())} />;
    },
    onSignedInStart: ({ queryClient }) =>
      prefetchSignedInPageData(window.location.pathname, queryClient),
  });
}
