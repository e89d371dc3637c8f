import { hasSessionHint } from '@care/platform/session-hint';
import { APP_SCRIPT_ATTRIBUTE, PAGE_READY_EVENT } from '../prerendered-page';

/** What shows that the visitor is about to use the page. */
const INTENT_EVENTS = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

/** Loads the bundle's scripts, prefetched by the page, in their order; once. */
function loadAppScripts(): void {
  for (const link of document.querySelectorAll<HTMLLinkElement>(`link[${APP_SCRIPT_ATTRIBUTE}]`)) {
    const script = document.createElement('script');
    script.src = link.href;
    script.async = false;
    document.head.append(script);
  }
}

/**
 * The page is shown and usable as rendered at build time; its bundle starts
 * when the visitor shows intent (or at once when someone is signed in, to be
 * sent on to the panel), so nothing competes with the first paint. A submit
 * or a button pressed before the bundle took over is held, never sent as a
 * plain form (the password would end up in the address), and done again
 * once it has.
 */
export function startOnIntent(): void {
  let started = false;
  let ready = false;
  let heldAction: (() => void) | undefined;

  const start = () => {
    if (started) return;
    started = true;
    for (const type of INTENT_EVENTS) document.removeEventListener(type, start, true);
    loadAppScripts();
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
    },
    { once: true },
  );

  if (hasSessionHint()) start();
  else for (const type of INTENT_EVENTS) document.addEventListener(type, start, true);
}
