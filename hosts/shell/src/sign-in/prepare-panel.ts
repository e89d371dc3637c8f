/**
 * While a person signs in, the browser can prepare the panel's page they are going to unseen
 * (prerendering, asked for by speculation rules): its scripts run and it boots, so signing in
 * opens a page that only has to start the session. Browsers without speculation rules load the
 * page when it is opened, as before (the panel's scripts are fetched ahead in any case).
 *
 * The page's Content-Security-Policy allows no inline code but what the build wrote: the rules
 * are written into the page by the build (./prerender) and copied from there, unchanged.
 */
import { PANEL_PAGE_RULES_ELEMENT_ID } from './prerendered-page';

/** The rules that have the browser prepare the same-origin page at `path`. */
export function panelPageRules(path: string): string {
  return JSON.stringify({ prerender: [{ source: 'list', urls: [path] }] });
}

/** The build's inert copy of the rules for the page at `path`, whose hash the page's CSP allows. */
export function panelPageRulesElement(path: string): string {
  return (
    `<script type="text/plain" id="${PANEL_PAGE_RULES_ELEMENT_ID}" data-path="${path}">` +
    `${panelPageRules(path)}</script>`
  );
}

function canPreparePages(): boolean {
  return (
    typeof HTMLScriptElement !== 'undefined' &&
    typeof HTMLScriptElement.supports === 'function' &&
    HTMLScriptElement.supports('speculationrules')
  );
}

/**
 * Asks the browser to prepare the panel's page at `path`, when the build wrote rules for it;
 * returns what withdraws the request (the browser then drops the page it prepared).
 */
export function preparePanelPage(path: string): () => void {
  const written = document.getElementById(PANEL_PAGE_RULES_ELEMENT_ID);
  if (!canPreparePages() || !written || written.dataset.path !== path) return () => undefined;
  const rules = document.createElement('script');
  rules.type = 'speculationrules';
  rules.textContent = written.textContent;
  document.head.append(rules);
  return () => rules.remove();
}
