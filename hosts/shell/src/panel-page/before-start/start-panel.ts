import { signInPagePaths } from '@care/contracts/sign-in-pages';
import { isPrerendering } from '@care/platform/prerendering';
import { hasSessionHint } from '@care/platform/session-hint';
import { appScripts, loadAppScripts } from '../../sign-in/before-start/start-on-intent';
import { placeholderWanted } from '../placeholder';

/** The panel's start page: the address anyone typing it opens. */
const START_PAGE_PATH = '/';

interface PanelStart {
  location: Pick<Location, 'pathname' | 'replace' | 'reload'>;
  signedIn: boolean;
  /** The browser prepares the page ahead, unseen (the sign-in page asks for it). */
  prepared: boolean;
}

/** Asks for the scripts now, at a script's priority, without running them. */
function preload(sources: string[]): void {
  for (const source of sources) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', 'script');
    link.href = source;
    document.head.append(link);
  }
}

/**
 * Runs once the page's first frame is on screen: a callback of the frame before it paints, then
 * a task after. A hidden page paints no frame; it runs at once.
 */
function afterNextPaint(run: () => void): void {
  if (document.visibilityState === 'hidden') {
    run();
    return;
  }
  requestAnimationFrame(() => setTimeout(run));
}

/**
 * Runs in the head of the panel's page, whose bundle's scripts are only named
 * there. Nobody signed in at the start page would download and run the whole
 * panel only to be sent to sign in: they go straight to the sign-in page,
 * which paints from HTML. Someone signed in at a page inside the panel's frame
 * gets that frame painted first (./show-placeholder): the scripts are asked
 * for at once and run after that paint, since the first of them would hold it
 * back by a long task. Everyone else gets the panel at once. The hint may be
 * stale; the panel's own guard still decides (and redirects) as before. A page
 * prepared ahead starts at once too: nobody sees it until they have signed in
 * on the page that asked for it, and the panel asks who is signed in only then.
 */
export function startPanel({
  location = window.location,
  signedIn = hasSessionHint(),
  prepared = isPrerendering(),
}: Partial<PanelStart> = {}): void {
  const reload = () => location.reload();
  if (prepared) {
    loadAppScripts(reload);
    return;
  }
  if (location.pathname === START_PAGE_PATH && !signedIn) {
    location.replace(signInPagePaths.login);
    return;
  }
  if (!placeholderWanted(location.pathname, signedIn)) {
    loadAppScripts(reload);
    return;
  }
  preload(appScripts());
  afterNextPaint(() => loadAppScripts(reload));
}
