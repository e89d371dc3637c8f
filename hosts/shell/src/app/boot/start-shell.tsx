import { getLanguage, initI18n } from '@care/i18n';
import {
  clearCacheOnUserChange,
  configurePlatform,
  createQueryClient,
  getIdToken,
  initFirebase,
  preloadApiClient,
  watchSession,
} from '@care/platform';
import { UiProvider } from '@care/ui';
import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import type { Root } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from '@care/platform/router';
import { registerRemotesFromConfig } from '../../federation';
import { registerShellResources } from '../i18n/shell-i18n';
import { AppProviders } from '../providers/AppProviders';
import { createAppRoutes } from '../router/app-routes';
import { BootFailurePage } from './BootFailurePage';
import { loadRuntimeConfig } from './runtime-config';

/**
 * Boot order: strings first (so even a failed start is translated), then the
 * runtime config, API client and remotes, then the app, then the identity
 * service and the HTTP client: no page needs their code (~50 KB gzip) to
 * paint, so it loads after the first render, which is done at once for that.
 */
export async function startShell(root: Root): Promise<void> {
  initI18n();
  registerShellResources();

  let config;
  try {
    config = await loadRuntimeConfig();
  } catch (error) {
    console.error('The runtime configuration could not be loaded.', error);
    root.render(
      <UiProvider>
        <BootFailurePage />
      </UiProvider>,
    );
    return;
  }

  configurePlatform({ apiBaseUrl: config.apiBaseUrl, getIdToken, getLanguage });
  registerRemotesFromConfig(config.remotes);

  const queryClient = createQueryClient();
  clearCacheOnUserChange(queryClient);

  const router = createBrowserRouter(createAppRoutes());
  flushSync(() =>
    root.render(
      <StrictMode>
        <AppProviders queryClient={queryClient} runtimeConfig={config}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  );
  watchSession(initFirebase(config));
  // A failed preload is not an error yet: the first API call loads it again and reports.
  preloadApiClient().catch(() => undefined);
}
