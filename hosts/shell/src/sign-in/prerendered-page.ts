/**
 * How a sign-in page rendered at build time is marked up, shared by the build
 * that writes it, the inline script that runs before any bundle, and the
 * bundle that takes it over.
 */

/** On #root and on each <template>: the language the markup inside was rendered in. */
export const PRERENDERED_LANGUAGE_ATTRIBUTE = 'data-prerendered-lang';

/**
 * The name of the <meta> naming each script of a page's bundle (content: its URL), in load
 * order: the sign-in pages and the panel's page name their scripts and start them from an
 * inline script instead of loading them by tags.
 */
export const APP_SCRIPT_META_NAME = 'app-script';

/**
 * The name of the <meta> listing the panel's scripts (content: their URLs, space-separated) that
 * a visitor signing in runs next: the page fetches them into the cache while they sign in.
 */
export const PANEL_SCRIPTS_META_NAME = 'panel-scripts';

/**
 * The id of an inert <script type="text/plain"> holding the speculation rules by which the login
 * page has the browser prepare the panel's page that signing in opens (its `data-path`). Written
 * by the build, so the page's Content-Security-Policy allows that exact text by its hash.
 */
export const PANEL_PAGE_RULES_ELEMENT_ID = 'panel-page-rules';

/** Dispatched on document once the bundle has taken over the page shown. */
export const PAGE_READY_EVENT = 'sign-in:ready';

export const ROOT_ELEMENT_ID = 'root';

/**
 * The id of the page's last element. The head asks the browser not to render
 * before it is parsed (`<link rel="expect" blocking="render">`), so the first
 * paint is the whole page, never a part of it that later shifts.
 */
export const LAST_ELEMENT_ID = 'sign-in-parsed';
