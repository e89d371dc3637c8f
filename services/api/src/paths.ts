// Where the API finds the files it reads at run time. This module runs from the source
// (src/paths.ts: tsx for `pnpm dev`, jest through swc) and bundled into the build
// (dist/server.mjs); both sit one directory below services/api, so the same relative URL finds
// the API's directory either way. Anything else read from disk (PGlite's extension files, the docs
// page's assets, pg-boss's SQL) ships inside its package in node_modules, which the build leaves
// external.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** services/api */
export const apiDir = fileURLToPath(new URL('..', import.meta.url));

/** The repository's root: the default PGlite and outbox directories live in its `.data/`. */
export const repoRoot = join(apiDir, '..', '..');

/** The committed drizzle-kit migrations, applied at every start. */
export const migrationsFolder = join(apiDir, 'drizzle');
