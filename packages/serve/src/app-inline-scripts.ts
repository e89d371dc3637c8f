import path from 'node:path';
import type { AppName } from './apps';
import { inlineScriptSourcesOf } from './inline-scripts';
import { findSignInPages, type SignInPages } from './sign-in-pages';

/** The panel's page, answered for every client-side route. */
export const PANEL_PAGE = 'index.html';

/**
 * Where the shell's build writes `inlineScriptSourcesOfApp` for its own dist, for servers
 * without node (deploy/nginx/csp.jq) to build the same CSP from.
 */
export const INLINE_SCRIPT_SOURCES_JSON = 'inline-script-sources.json';

/**
 * CSP sources allowing the inline scripts of an app's build, and no other: the shell's
 * prerendered sign-in pages and the script in the panel page's head that starts its bundle.
 * A remote's pages are never opened, so it has none.
 */
export function inlineScriptSourcesOfApp(
  app: AppName,
  dir: string,
  signInPages: SignInPages | undefined = app === 'shell' ? findSignInPages(dir) : undefined,
): string[] {
  if (app !== 'shell') return [];
  return [
    ...new Set([
      ...(signInPages?.inlineScriptSources ?? []),
      ...inlineScriptSourcesOf([path.join(dir, PANEL_PAGE)]),
    ]),
  ];
}
