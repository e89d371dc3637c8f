import { signInPagePaths } from '@care/contracts/sign-in-pages';
import { hasSessionHint } from '@care/platform/session-hint';
import { loadAppScripts } from './start-on-intent';

/** The panel's start page: the address anyone typing it opens. */
const START_PAGE_PATH = '/';

interface PanelStart {
  location: Pick<Location, 'pathname' | 'replace' | 'reload'>;
  signedIn: boolean;
}

/**
 * Runs in the head of the panel's page, whose bundle's scripts are only named
 * there. Nobody signed in at the start page would download and run the whole
 * panel only to be sent to sign in: they go straight to the sign-in page,
 * which paints from HTML. Everyone else gets the panel at once. The hint may
 * be stale; the panel's own guard still decides (and redirects) as before.
 */
export function startPanel({
  location = window.location,
  signedIn = hasSessionHint(),
}: Partial<PanelStart> = {}): void {
  if (location.pathname === START_PAGE_PATH && !signedIn) {
    location.replace(signInPagePaths.login);
    return;
  }
  loadAppScripts(() => location.reload());
}
