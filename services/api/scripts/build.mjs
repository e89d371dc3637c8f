#!/usr/bin/env node
// Builds the API to plain JavaScript (dist/server.mjs) that `pnpm start` and the end-to-end
// stack run with node, without a TypeScript loader in the process (tsx costs ~50 MB of memory
// and a slower start). Our own TypeScript is bundled, the workspace packages it imports
// (@care/contracts) included; every package from node_modules stays an import, loaded as
// installed, so native and file-reading ones (sharp, pg, PGlite's wasm and extensions) work as
// they do from the source.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

const apiDir = fileURLToPath(new URL('..', import.meta.url));

/** Bare imports stay imports, except the workspace's own packages (TypeScript sources). */
const nodeModulesExternal = {
  name: 'node-modules-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@care/') ? undefined : { path: args.path, external: true },
    );
  },
};

await build({
  absWorkingDir: apiDir,
  // dist/ sits one directory below services/api, as src/ does: src/paths.ts relies on it.
  entryPoints: { server: 'src/server.ts' },
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  jsx: 'automatic',
  // Not minified: an error stack reads as it is. The map is there for
  // NODE_OPTIONS=--enable-source-maps (which costs ~8 MB of memory, so it is not the default).
  sourcemap: 'linked',
  minify: false,
  logLevel: 'warning',
  plugins: [nodeModulesExternal],
});
