import { type RuntimeConfig, runtimeConfigSchema } from '@care/contracts/runtime-config';

export const RUNTIME_CONFIG_URL = '/config.json';

/** One build for every environment: API, identity service and remote URLs come from the server at boot. */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  const response = await fetchImpl(RUNTIME_CONFIG_URL, {
    cache: 'no-store',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`${RUNTIME_CONFIG_URL} answered ${response.status}`);
  return runtimeConfigSchema.parse(await response.json());
}
