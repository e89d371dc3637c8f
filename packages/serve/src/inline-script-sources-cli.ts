import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  INLINE_SCRIPT_SOURCES_JSON,
  inlineScriptSourcesOfApp,
  PANEL_PAGE,
} from './app-inline-scripts';
import { isAppName } from './apps';

/**
 * `inline-script-sources <app> <dist>`: writes `<dist>/inline-script-sources.json`, the inline
 * script sources @care/serve allows for this build, so that a server without node (the nginx
 * images of deploy/) sends the same CSP.
 */
function main([appName, distDir]: string[]) {
  if (!appName || !isAppName(appName) || !distDir) {
    console.error(
      'usage: inline-script-sources <shell|members|orders|tags|documents|outposts|admin|account> <dist-dir>',
    );
    process.exit(2);
  }
  const dir = path.resolve(distDir);
  // Without its page the list would be empty and the CSP would block the panel's start.
  if (!existsSync(path.join(dir, PANEL_PAGE))) {
    console.error(`inline-script-sources: no ${PANEL_PAGE} in ${dir}: build the app first`);
    process.exit(1);
  }
  const sources = inlineScriptSourcesOfApp(appName, dir);
  writeFileSync(
    path.join(dir, INLINE_SCRIPT_SOURCES_JSON),
    `${JSON.stringify(sources, null, 2)}\n`,
  );
  console.log(
    `${appName}: ${sources.length} inline script source(s) in ${INLINE_SCRIPT_SOURCES_JSON}`,
  );
}

main(process.argv.slice(2));
