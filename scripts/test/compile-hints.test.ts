import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(__dirname, '../..');
const mfConfig = join(root, 'packages/mf-config');
const require = createRequire(join(mfConfig, 'package.json'));
const webpack = require('webpack') as typeof import('webpack');
const { compileOptions } = require('./src/common.cjs') as {
  compileOptions(production: boolean): Partial<import('webpack').Configuration>;
};
const { COMPILE_HINT } = require('./src/compile-hints-plugin.cjs') as { COMPILE_HINT: string };

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'care-compile-hints-'));
  writeFileSync(join(dir, 'entry.js'), "import('./later.js').then((m) => m.later());\n");
  writeFileSync(join(dir, 'later.js'), "export function later() { return 'later'; }\n");
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Builds the two-module app as every app of the panel compiles; its scripts' contents. */
async function build(production: boolean): Promise<string[]> {
  const compiler = webpack({
    ...compileOptions(production),
    mode: production ? 'production' : 'development',
    context: dir,
    entry: './entry.js',
    output: { path: join(dir, 'dist'), filename: '[name].[contenthash:8].js' },
  });
  await new Promise<void>((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString()));
      else resolve();
    }),
  );
  const outputs = readdirSync(join(dir, 'dist')).filter((file) => file.endsWith('.js'));
  return outputs.map((file) => readFileSync(join(dir, 'dist', file), 'utf8'));
}

describe('the scripts of a production build', () => {
  it('each begin with the hint that has the browser compile them as they arrive', async () => {
    const scripts = await build(true);
    expect(scripts).toHaveLength(2); // the entry and the chunk it loads later
    for (const script of scripts) {
      expect(script.startsWith(COMPILE_HINT)).toBe(true);
      // Minified, and the hint's line only once.
      expect(script.split('\n').filter((line) => line === COMPILE_HINT.trim())).toHaveLength(1);
    }
  }, 60_000);

  it('are left as they are in development', async () => {
    for (const script of await build(false)) expect(script.startsWith(COMPILE_HINT)).toBe(false);
  }, 60_000);
});
