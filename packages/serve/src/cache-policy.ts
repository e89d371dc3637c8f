import path from 'node:path';

/** Files whose name stays the same across builds: always revalidate. */
const entryFiles = new Set(['index.html', 'mf-manifest.json', 'remoteEntry.js']);
/** `[name].[contenthash:8].ext`, as packages/mf-config names every chunk and asset. */
const contentHashed = /\.[0-9a-f]{8}\.[a-z0-9]+$/;

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

export function cacheControlFor(filePath: string): string {
  const file = path.basename(filePath);
  if (entryFiles.has(file)) return REVALIDATE;
  return contentHashed.test(file) ? IMMUTABLE : REVALIDATE;
}
