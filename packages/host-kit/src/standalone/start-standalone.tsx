import { createBrowserRouter, RouterProvider } from '@care/platform/router';
import { createRoot } from 'react-dom/client';
import { startHost } from '../boot/start-host';
import { registerStandaloneResources } from './i18n';
import { createStandaloneRoutes, type StandaloneOptions } from './standalone-routes';

/**
 * The minimal host for working on one remote alone (its `pnpm dev` server, or `care-serve
 * <name>` on its build): the shell's boot and providers, sign-in with the panel's own form, a
 * session bar, and the remote at the path the shell mounts it at.
 */
export function startStandalone(
  options: StandaloneOptions,
  container: HTMLElement | null = document.getElementById('root'),
): Promise<void> {
  if (!container) throw new Error('index.html has no #root element');
  return startHost(createRoot(container), {
    registerResources: registerStandaloneResources,
    render: () => <RouterProvider router={createBrowserRouter(createStandaloneRoutes(options))} />,
  });
}
