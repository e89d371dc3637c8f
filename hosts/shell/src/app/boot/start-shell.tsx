import { startHost } from '@care/host-kit';
import { hasSessionHint } from '@care/platform';
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
  // Someone signed in is going into the panel: its pages load alongside the config and session,
  // and their data as soon as the account says what to ask for.
  const signedIn = hasSessionHint();
  if (signedIn) preloadSignedInPages(window.location.pathname);
  return startHost(root, {
    registerResources: registerShellResources,
    render: ({ config, queryClient }) => {
      registerRemotesFromConfig(config.remotes);
      if (signedIn) prefetchSignedInPageData(window.location.pathname, queryClient);
      return <RouterProvider router={createBrowserRouter(createAppRoutes())} />;
    },
  });
}
