// A benchmark's server as production runs the API: bundled to plain JavaScript and run by node,
// without the tsx loader (which alone holds ~50 MB and slows the start). Bundled the way
// services/api/scripts/build.mjs bundles the API: our TypeScript in, node_modules packages left
// as imports. The bundle is written beside its entry, so the entry's own `import.meta.url`
// paths (the migrations, the API's package.json) still point where they did; each package import
// is pinned to the file it resolves to now, since bench/ has no node_modules of the API's.
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join, resolve } from 'node:path';

const apiRequire = createRequire(new URL('../../services/api/package.json', import.meta.url));
// The API's esbuild (the root workspace does not depend on it); only the calls made here.
interface ResolveArgs {
  path: string;
  kind: string;
  resolveDir: string;
  importer: string;
  pluginData?: unknown;
}
interface Builder {
  onResolve(
    options: { filter: RegExp },
    callback: (args: ResolveArgs) => Promise<object | undefined>,
  ): void;
  resolve(
    path: string,
    options: Omit<ResolveArgs, 'path'>,
  ): Promise<{ path: string; errors: object[] }>;
}
const { build } = apiRequire('esbuild') as {
  build(
    options: Record<string, unknown> & {
      plugins: { name: string; setup(builder: Builder): void }[];
    },
  ): Promise<{ metafile: { outputs: Record<string, unknown> } }>;
};

export interface Compiled {
  file: string;
  remove(): void;
}

/**
 * Bundles `entry` (a .mts file) to a temporary .mjs beside it, with what it imports dynamically
 * split into chunks of their own there too (a process that never imports the API, such as the
 * hello-world server, does not load it); `remove()` deletes them.
 */
export async function compileForNode(entry: string): Promise<Compiled> {
  const tag = `${basename(entry, '.mts')}-${process.pid}`;
  const result = await build({
    entryPoints: { [`.${tag}`]: entry },
    outdir: dirname(entry),
    entryNames: '[name]',
    chunkNames: `.${tag}-[hash]`,
    outExtension: { '.js': '.mjs' },
    splitting: true,
    metafile: true,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    jsx: 'automatic',
    logLevel: 'warning',
    plugins: [
      {
        name: 'node-modules-pinned',
        setup(builder) {
          builder.onResolve({ filter: /^[^./]/ }, async (args) => {
            if (args.path.startsWith('@care/') || args.pluginData === 'pinning') return undefined;
            if (args.path.startsWith('node:')) return { path: args.path, external: true };
            const resolved = await builder.resolve(args.path, {
              kind: args.kind,
              resolveDir: args.resolveDir,
              importer: args.importer,
              pluginData: 'pinning',
            });
            if (resolved.errors.length > 0) return { errors: resolved.errors };
            return { path: resolved.path, external: true };
          });
        },
      },
    ],
  });
  const written = Object.keys(result.metafile.outputs).map((output) => resolve(output));
  return {
    file: join(dirname(entry), `.${tag}.mjs`),
    remove: () => written.forEach((output) => rmSync(output, { force: true })),
  };
}
