import type { RuntimeConfig } from '@care/contracts/runtime-config';
import { initI18n } from '@care/i18n';
import { hasSessionHint } from '@care/platform';
import type { QueryClient } from '@care/platform/query';
import { UiProvider } from '@care/ui';
import { StrictMode, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import type { Root } from 'react-dom/client';
import { registerHostKitResources } from '../i18n/host-kit-i18n';
import { PanelProviders } from '../providers/PanelProviders';
import { BootFailurePage } from './BootFailurePage';
import { bootPlatform, preloadSessionCode } from './boot-platform';
import { loadRuntimeConfig } from './runtime-config';

export interface HostPage {
  config: RuntimeConfig;
  queryClient: QueryClient;
}

export interface StartHostOptions {
  /** Adds the host's own strings; runs before anything renders, so a failed start is translated. */
  registerResources?: () => void;
  /** The page inside the panel's providers (its router), once the platform is set up. */
  render: (host: HostPage) => ReactNode;
}

/**
 * The boot every host shares (the shell and a remote running alone): strings first, then the
 * runtime config, the platform and one query client, then the first render, then the identity
 * service and the HTTP client, whose code (~50 KB gzip) no page needs to paint. Someone signed
 * in (the session hint) sees nothing but a spinner until the session and the account are loaded:
 * for them that code loads alongside the config and the session starts before the first render.
 * A config that cannot be loaded ends in a translated error page, never a blank one.
 */
export async function startHost(root: Root, { registerResources, render }: StartHostOptions) {
  const signedIn = hasSessionHint();
  if (signedIn) preloadSessionCode();
  initI18n();
  registerHostKitResources();
  registerResources?.();

  let config: RuntimeConfig;
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

  const { queryClient, connectIdentity } = bootPlatform(config);
  if (signedIn) connectIdentity();
  const page = render({ config, queryClient });
  // Rendered at once, so the identity service below (nobody signed in) starts after the first paint.
  flushSync(() =>
    root.render(
      <StrictMode>
        <PanelProviders queryClient={queryClient} runtimeConfig={config}>
          {page}
        </PanelProviders>
      </StrictMode>,
    ),
  );
  if (!signedIn) connectIdentity();
}
