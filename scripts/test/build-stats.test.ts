// The load graph every build writes tells a chunk's size apart by package: what
// `pnpm bundle:check --packages` reports of the panel's first render.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LoadGraph } from '../../packages/mf-config/src/load-graph.cjs';

const root = join(__dirname, '../..');
const mfConfig = join(root, 'packages/mf-config');
const require = createRequire(join(mfConfig, 'package.json'));
const webpack = require('webpack') as typeof import('webpack');
const { BuildStatsPlugin, packageOf } = require('./src/build-stats-plugin.cjs') as {
  BuildStatsPlugin: new () => import('webpack').WebpackPluginInstance;
  packageOf(resource: string | undefined): string;
};

describe('the package a module is counted to', () => {
  it.each([
    ['/w/node_modules/.pnpm/react-dom@19.2.0/node_modules/react-dom/cjs/client.js', 'react-dom'],
    [
      '/w/node_modules/.pnpm/@chakra-ui+react@3.30.0/node_modules/@chakra-ui/react/dist/esm/a.js',
      '@chakra-ui/react',
    ],
    ['/w/packages/ui/node_modules/zod/v4/core/schemas.js', 'zod'],
    ['/w/packages/ui/src/data-table/DataTable.tsx', 'packages/ui'],
    ['/w/hosts/shell/src/boot.tsx', '(app)'],
    [undefined, '(runtime)'],
  ])('%s → %s', (resource, name) => {
    expect(packageOf(resource)).toBe(name);
  });
});

describe('a build’s load graph', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'care-build-stats-'));
    const write = (file: string, text: string) => {
      mkdirSync(join(dir, file, '..'), { recursive: true });
      writeFileSync(join(dir, file), text);
    };
    write('node_modules/@scope/big/index.js', `export const big = '${'b'.repeat(3000)}';\n`);
    // A function: webpack inlines a short constant where it is used, leaving no module behind.
    write('node_modules/small/index.js', "export function small() { return 's'; }\n");
    write(
      'entry.js',
      "import { big } from '@scope/big';\nimport { small } from 'small';\n" +
        "console.log(big, small());\nimport('./later.js').then((m) => m.later());\n",
    );
    write('later.js', "export function later() { return 'later'; }\n");
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('names each chunk’s packages with their source bytes', async () => {
    const compiler = webpack({
      mode: 'production',
      context: dir,
      entry: './entry.js',
      output: { path: join(dir, 'dist'), filename: '[name].js', chunkFilename: '[id].js' },
      plugins: [new BuildStatsPlugin()],
    });
    await new Promise<void>((resolve, reject) =>
      compiler.run((error, stats) => {
        compiler.close(() => undefined);
        if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString()));
        else resolve();
      }),
    );
    const graph = JSON.parse(readFileSync(join(dir, 'dist/stats.json'), 'utf8')) as LoadGraph;
    const [mainId] = graph.entrypoints.main!;
    const main = graph.chunks[String(mainId)]!.packages!;
    // webpack's own runtime (chunk loading) counts as (runtime).
    expect(Object.keys(main).sort()).toEqual(['(app)', '(runtime)', '@scope/big', 'small']);
    expect(main['@scope/big']).toBeGreaterThan(3000);
    expect(main['@scope/big']).toBeGreaterThan(main.small! * 50);

    const later = Object.entries(graph.chunks).find(([id]) => id !== String(mainId))![1];
    expect(later.packages).toEqual({ '(app)': expect.any(Number) });
  }, 60_000);
});
