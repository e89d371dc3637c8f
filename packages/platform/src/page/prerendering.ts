/**
 * A page the browser prepares ahead of a navigation (prerendering: the sign-in page has the panel
 * prepared while a person types) runs unseen until it is shown. Whatever depends on who is
 * signed in waits for that moment: the session may begin in between.
 */

/** The event a prerendered document receives when it becomes the page shown. */
const SHOWN_EVENT = 'prerenderingchange';

/** `document.prerendering`, which TypeScript's DOM types do not hold yet. */
type PreparedDocument = Document & { prerendering?: boolean };

/** Whether this page is being prepared ahead, not yet shown. */
export function isPrerendering(): boolean {
  return typeof document !== 'undefined' && (document as PreparedDocument).prerendering === true;
}

/** Resolves once the page is shown: at once, or when a page prepared ahead is opened. */
export function whenShown(): Promise<void> {
  if (!isPrerendering()) return Promise.resolve();
  return new Promise((resolve) => {
    document.addEventListener(SHOWN_EVENT, () => resolve(), { once: true });
  });
}
