import type { RuntimeConfig } from '@care/contracts/runtime-config';
import { getLanguage } from '@care/i18n';
import {
  clearCacheOnUserChange,
  configurePlatform,
  createQueryClient,
  getIdToken,
  initFirebase,
  loadAccountContracts,
  preloadApiClient,
  preloadIdentitySdk,
  watchSession,
} from '@care/platform';
import type { QueryClient } from '@care/platform/query';

/** The API client pointed at the config's API, with the signed-in user's token and language. */
export function configurePlatformFrom(config: RuntimeConfig): void {
  configurePlatform({ apiBaseUrl: config.apiBaseUrl, getIdToken, getLanguage });
}

/** The identity service (the emulator when configured) and the session watcher on it. */
export function startIdentity(config: RuntimeConfig): void {
  watchSession(initFirebase(config));
}

/**
 * Fetches the code of the identity service and the HTTP client ahead of the runtime config, for a
 * visitor who is signed in: what they came for waits for the session and the API, not for paint.
 */
export function preloadSessionCode(): void {
  preloadIdentitySdk();
  // A failed preload is not an error yet: the first API call loads it again and reports.
  preloadApiClient().catch(() => undefined);
  loadAccountContracts().catch(() => undefined);
}

export interface PlatformBoot {
  /** The one query client of the page, emptied whenever the signed-in user changes. */
  queryClient: QueryClient;
  /**
   * Starts the identity service and loads the HTTP client and the account's contracts. Call it
   * after the first render when nobody is signed in (no page needs their code to paint), before
   * it when someone is.
   */
  connectIdentity: () => void;
}

/** The platform set up from the runtime config, as every host of the panel does it. */
export function bootPlatform(config: RuntimeConfig): PlatformBoot {
  configurePlatformFrom(config);
  const queryClient = createQueryClient();
  clearCacheOnUserChange(queryClient);
  return {
    queryClient,
    connectIdentity: () => {
      startIdentity(config);
      // A failed preload is not an error yet: the first API call loads it again and reports.
      preloadApiClient().catch(() => undefined);
      // The account's contracts (full zod) load beside the identity service, before the account is asked for.
      loadAccountContracts().catch(() => undefined);
    },
  };
}
