import { hasSessionHint } from '@care/platform/session-hint';
import {
  APP_SCRIPT_META_NAME,
  PAGE_READY_EVENT,
  PANEL_SCRIPTS_META_NAME,
} from '../prerendered-page';

/** What shows that the visitor is about to use the page. */
const INTENT_EVENTS = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

/** The scripts of the page's bundle, in their order, as the build named them in its head. */
export const appScripts = () =>
  [...document.querySelectorAll<HTMLMetaElement>(`meta[name="${APP_SCRIPT_META_NAME}"]`)].map(
    (meta) => meta.content,
  );

/** The panel's scripts that signing in leads to (the build names them). */
const panelScripts = () =>
  document
    .querySelector<HTMLMetaElement>(`meta[name="${PANEL_SCRIPTS_META_NAME}"]`)
    ?.content.split(' ')
    .filter(Boolean) ?? [];

/** sessionStorage: when this tab last reloaded a sign-in page whose bundle did not load. */
export const RELOADED_AT_STORAGE_KEY = 'signInReloadedAt';
const RELOAD_AT_MOST_EVERY_MS = 60_000;

/**
 * A bundle that cannot load leaves a form that cannot sign in: reload once
 * (a page from before a deploy names files that are gone; offline, the
 * browser then says so), but never in a loop.
 */
function reloadOnce(reload: () => void): void {
  try {
    const last = Number(sessionStorage.getItem(RELOADED_AT_STORAGE_KEY));
    if (Date.now() - last < RELOAD_AT_MOST_EVERY_MS) return;
    sessionStorage.setItem(RELOADED_AT_STORAGE_KEY, String(Date.now()));
  } catch {
    return;
  }
  reload();
}

/** Runs the bundle's scripts named in the page, in their order. */
export function loadAppScripts(reload: () => void): void {
  for (const source of appScripts()) {
    const script = document.createElement('script');
    script.src = source;
    script.async = false;
    script.addEventListener('error', () => reloadOnce(reload), { once: true });
    document.head.append(script);
  }
}

/** Fetches scripts into the cache without running them, at the lowest priority. */
function prefetch(sources: string[]): void {
  for (const source of sources) {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.as = 'script';
    link.href = source;
    document.head.append(link);
  }
}

/**
 * Runs once the first paint is on screen (load can come before it), or a
 * second later where paint timing is not observable.
 */
function afterFirstPaint(run: () => void): void {
  if (
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes?.includes('paint')
  ) {
    setTimeout(run, 1000);
    return;
  }
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    setTimeout(run);
  }).observe({ type: 'paint', buffered: true });
}

/**
 * The page is shown and usable as rendered at build time; its bundle is
 * fetched once the page has painted and runs when the visitor shows intent (or
 * at once when someone is signed in, to be sent on to the panel), so nothing
 * competes with the first paint. A submit or a button pressed before the
 * bundle took over is held, never sent as a plain form (the password would end
 * up in the address), and done again once it has. Once it has, the panel's
 * scripts that signing in leads to are fetched into the cache while the visitor
 * types, so the panel after sign-in does not wait for them.
 */
export function startOnIntent(reload: () => void = () => location.reload()): void {
  let started = false;
  let ready = false;
  let heldAction: (() => void) | undefined;

  const start = () => {
    if (started) return;
    started = true;
    for (const type of INTENT_EVENTS) document.removeEventListener(type, start, true);
    loadAppScripts(reload);
  };

  document.addEventListener(
    'submit',
    (event) => {
      if (ready || !(event.target instanceof HTMLFormElement)) return;
      event.preventDefault();
      const form = event.target;
      const { submitter } = event as SubmitEvent;
      heldAction = () => form.requestSubmit(submitter ?? undefined);
      start();
    },
    true,
  );
  document.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element && event.target.closest('button');
      if (ready || !button || button.type === 'submit') return;
      event.preventDefault();
      heldAction = () => button.click();
      start();
    },
    true,
  );
  document.addEventListener(
    PAGE_READY_EVENT,
    () => {
      ready = true;
      const action = heldAction;
      heldAction = undefined;
      action?.();
      prefetch(panelScripts());
    },
    { once: true },
  );

  if (hasSessionHint()) {
    start();
    return;
  }
  for (const type of INTENT_EVENTS) document.addEventListener(type, start, true);
  window.addEventListener(
    'load',
    () =>
      afterFirstPaint(() => {
        // Fetched once the page has painted, so they never compete with it.
        if (!started) prefetch(appScripts());
      }),
    { once: true },
  );
}
