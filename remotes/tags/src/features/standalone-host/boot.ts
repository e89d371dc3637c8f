import { runtimeConfigSchema } from '@care/contracts';
import { getLanguage } from '@care/i18n';
import {
  clearCacheOnUserChange,
  configurePlatform,
  createQueryClient,
  getIdToken,
  initFirebase,
  watchSession,
} from '@care/platform';
import type { QueryClient } from '@care/platform/query';

const RUNTIME_CONFIG_URL = '/config.json';

let booting: Promise<QueryClient> | undefined;

/**
 * What the shell does at boot, for this remote alone: the runtime config its dev server
 * answers, the identity service (the emulator locally), the API client and one query
 * client. Runs once, however often React mounts the host.
 */
export function bootStandalone(): Promise<QueryClient> {
  booting ??= (async () => {
    const response = await fetch(RUNTIME_CONFIG_URL, {
      cache: 'no-store',
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`${RUNTIME_CONFIG_URL} answered ${response.status}`);
    const config = runtimeConfigSchema.parse(await response.json());

    const auth = initFirebase(config);
    configurePlatform({ apiBaseUrl: config.apiBaseUrl, getIdToken, getLanguage });
    const queryClient = createQueryClient();
    clearCacheOnUserChange(queryClient);
    watchSession(auth);
    return queryClient;
  })();
  return booting;
}
