import type { RuntimeConfig } from '@care/contracts/runtime-config';
import { PanelProviders } from '@care/host-kit';
import { initI18n, setLanguage, type Language } from '@care/i18n';
import { createQueryClient } from '@care/platform';
import type { QueryClient } from '@care/platform/query';
import { act, render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from '@care/platform/router';
import { registerShellResources } from '../i18n/shell-i18n';

export interface RenderOptions {
  /** The URL the router starts at. */
  path?: string;
  /** History state of that first entry, e.g. where the login page returns to. */
  state?: unknown;
  language?: Language;
  /** What the boot would have loaded from /config.json. */
  runtimeConfig?: RuntimeConfig;
  /** The page's query client, when the test fills it before the render; a fresh one otherwise. */
  queryClient?: QueryClient;
}

export type RenderedRoutes = RenderResult & {
  router: ReturnType<typeof createMemoryRouter>;
  queryClient: QueryClient;
};

/**
 * Renders routes inside the shell's real providers (design system, one query
 * client, i18n), at a given URL. Returns the router to read where it went.
 */
export async function renderRoutes(
  routes: RouteObject[],
  {
    path = '/',
    state,
    language = 'en',
    runtimeConfig,
    queryClient = createQueryClient(),
  }: RenderOptions = {},
): Promise<RenderedRoutes> {
  initI18n();
  registerShellResources();
  await setLanguage(language);
  const url = new URL(path, 'http://x');
  const router = createMemoryRouter(routes, {
    initialEntries: [{ pathname: url.pathname, search: url.search, state }],
  });
  // Rendering settles inside act: the toaster and lazy pages update right after mount.
  const view = await act(async () =>
    render(
      <PanelProviders queryClient={queryClient} runtimeConfig={runtimeConfig}>
        <RouterProvider router={router} />
      </PanelProviders>,
    ),
  );
  return { ...view, router, queryClient };
}

/** One element at one path, plus any other pages a test navigates to. */
export function renderPage(
  element: ReactElement,
  options: RenderOptions & { otherRoutes?: RouteObject[] } = {},
): Promise<RenderedRoutes> {
  const { path = '/', otherRoutes = [] } = options;
  const pattern = new URL(path, 'http://x').pathname;
  return renderRoutes([{ path: pattern, element }, ...otherRoutes], options);
}
