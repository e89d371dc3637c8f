import { getLanguage } from '@care/i18n';
import { configurePlatform, getIdToken, initFirebase, watchSession } from '@care/platform';
import { loadRuntimeConfig } from '../app/boot/runtime-config';

/** The runtime config (validated) and the identity service, as the panel starts them. */
export async function connectIdentity(): Promise<void> {
  const config = await loadRuntimeConfig();
  configurePlatform({ apiBaseUrl: config.apiBaseUrl, getIdToken, getLanguage });
  watchSession(initFirebase(config));
}
