import { existsSync } from 'node:fs';
import path from 'node:path';
import { prerenderedSignInPageHtml, SIGN_IN_PAGES_HTML, signInPagePaths } from '@care/contracts';
import { inlineScriptSourcesOf } from './inline-scripts';

// Where the shell's build puts its sign-in pages, for the build config (CommonJS) to read.
export { SIGN_IN_PAGES_DIR } from '@care/contracts';

export interface SignInPages {
  /** The file answering each sign-in page path: the page rendered at build time, or the bundle's page. */
  fileByPath: ReadonlyMap<string, string>;
  /** CSP sources allowing the prerendered pages' own inline scripts, and no other. */
  inlineScriptSources: string[];
}

/** The sign-in pages of a shell build, or undefined when it has none (the panel answers there). */
export function findSignInPages(dir: string): SignInPages | undefined {
  if (!existsSync(path.join(dir, SIGN_IN_PAGES_HTML))) return undefined;
  const fileByPath = new Map<string, string>();
  for (const pagePath of Object.values(signInPagePaths)) {
    const prerendered = prerenderedSignInPageHtml(pagePath);
    if (!existsSync(path.join(dir, prerendered))) {
      fileByPath.set(pagePath, SIGN_IN_PAGES_HTML);
      continue;
    }
    fileByPath.set(pagePath, prerendered);
  }
  const files = [...new Set(fileByPath.values())].map((file) => path.join(dir, file));
  return { fileByPath, inlineScriptSources: inlineScriptSourcesOf(files) };
}
