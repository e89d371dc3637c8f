import type { RuntimeConfig } from '@care/contracts/runtime-config';
import { adoptStoredLanguage, initI18n, prepareFormatters } from '@care/i18n';
import { hasSessionHint, isPrerendering, whenShown } from '@care/platform';
import type { QueryClient } from '@care/platform/query';
import { getSystem, UiProvider } from '@care/ui';
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
  /**
   * Runs as the session starts for someone signed in (the session hint), beside the first
   * render or, on a page prepared ahead, once it is shown: what their page needs can be asked for.
   */
  onSignedInStart?: (host: HostPage) => void;
}

/** Resolves in a later task: work after it does not lengthen the task that awaited it. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Runs when the main thread has nothing else to do, or after a second at the latest. */
function whenIdle(run: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 1000 });
  else setTimeout(run, 0);
}

/**
 * The boot every host shares (the shell and a remote running alone): the runtime config asked
 * for, the strings and the design system made while it comes, then the platform and one query
 * client, then the first render, then the identity service and the HTTP client, whose code
 * (~50 KB gzip) no page needs to paint. Someone signed in (the session hint) sees nothing but a
 * spinner until the session and the account are loaded: for them that code loads alongside the
 * config and the session starts before the first render. A page the browser prepares ahead (the
 * sign-in page has the panel prepared while a person types) boots and renders unseen, loading
 * that code too, and starts the session only once shown, when the person has signed in. A config
 * that cannot be loaded ends in a translated error page, never a blank one.
 */
export async function startHost(
  root: Root,
  { registerResources, render, onSignedInStart }: StartHostOptions,
) {
  const prerendering = isPrerendering();
  const signedIn = hasSessionHint() && !prerendering;
  if (signedIn || prerendering) preloadSessionCode();
  // The config is asked for first; the strings and the design system are made while it is on
  // its way, the system in a task of its own, so input never waits for the whole boot at once.
  const configLoad = loadRuntimeConfig();
  configLoad.catch(() => undefined); // a failure is handled where it is awaited, below
  initI18n();
  registerHostKitResources();
  registerResources?.();
  await nextTask();
  getSystem();

  let config: RuntimeConfig;
  try {
    config = await configLoad;
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
  const host: HostPage = { config, queryClient };
  const startSession = () => {
    connectIdentity();
    if (hasSessionHint()) onSignedInStart?.(host);
  };
  if (signedIn) startSession();
  const page = render(host);
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
  // The first page with a date would otherwise make the formatters, and load the language's
  // locale data, in its first render: the wait for the session and the account is idle time.
  whenIdle(() => prepareFormatters());
  if (signedIn) return;
  if (prerendering) {
    await whenShown();
    // The visitor may have switched language on the page that prepared this one.
    await adoptStoredLanguage();
    whenIdle(() => prepareFormatters());
  }
  startSession();
}
