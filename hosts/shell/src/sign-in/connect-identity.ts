import { configurePlatformFrom, loadRuntimeConfig, startIdentity } from '@care/host-kit';

/** The runtime config (validated) and the identity service, as the panel starts them. */
export async function connectIdentity(): Promise<void> {
  const config = await loadRuntimeConfig();
  configurePlatformFrom(config);
  startIdentity(config);
}
