import { readdirSync } from 'node:fs';
import { remoteNames, signInPagePaths } from '@care/contracts';
import type { AppName } from './apps';
import { cacheControlFor, IMMUTABLE, REVALIDATE } from './cache-policy';

export interface CacheExpectation {
  /** What the file is, for a failure message. */
  what: string;
  path: string;
  cacheControl: string;
}

/**
 * What every static server of the composition — this package and deploy/'s nginx configs alike —
 * tells browsers and CDNs to keep of one app's build in `dir`: the files whose name stays the same
 * across builds are revalidated at every load (or a new remote would never reach anyone), the
 * content-hashed chunks are kept for a year.
 */
export function cacheExpectations(app: AppName, dir: string): CacheExpectation[] {
  const hashedChunk = readdirSync(dir).find(
    (file) => file.endsWith('.js') && cacheControlFor(file) === IMMUTABLE,
  );
  if (!hashedChunk) throw new Error(`No content-hashed chunk in ${dir}: is it a production build?`);
  const remote = (remoteNames as readonly string[]).includes(app);
  return [
    { what: 'the page', path: '/', cacheControl: REVALIDATE },
    { what: 'the page by name', path: '/index.html', cacheControl: REVALIDATE },
    { what: 'a client-side route', path: '/organization/any/tags', cacheControl: REVALIDATE },
    { what: 'the runtime config', path: '/config.json', cacheControl: REVALIDATE },
    { what: 'the federation manifest', path: '/mf-manifest.json', cacheControl: REVALIDATE },
    ...(remote
      ? [{ what: 'the remote entry', path: '/remoteEntry.js', cacheControl: REVALIDATE }]
      : [{ what: 'a sign-in page', path: signInPagePaths.login, cacheControl: REVALIDATE }]),
    { what: 'a content-hashed chunk', path: `/${hashedChunk}`, cacheControl: IMMUTABLE },
  ];
}
