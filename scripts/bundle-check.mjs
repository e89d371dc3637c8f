#!/usr/bin/env node
// Gzip size of the JavaScript each app makes a browser fetch — the shell before
// the first render of /auth/login (its sign-in pages' own bundle) and of the
// panel, a remote when it is first opened inside the shell — from
// the load graph every build writes to dist/stats.json (packages/mf-config), and the signed-in
// frame the panel then loads before its first signed-in screen (the layout, the account's contracts).
// A remote opens inside the shell's signed-in layout, and in the composition
// every shared module comes from the shell (it provides them all first): so a
// remote's figure is its entry and ./App plus the shell's chunks of the shared
// modules it consumes that the booted shell and its layout have not loaded.
// Exits 1 when an app grows past its entry in bench/bundle-budget.json. With --packages, it
// also tells the panel's first render and the signed-in frame apart by package: each chunk's
// gzip size shared out by its packages' source bytes (an estimate: minifying and compressing do
// not shrink every package alike).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { filesOf, LOAD_GRAPH_FILE, loadedWith } from '../packages/mf-config/src/load-graph.cjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const budgetFile = join(root, 'bench/bundle-budget.json');
const KB = 1024;

const remoteNames = readdirSync(join(root, 'remotes')).filter((name) =>
  existsSync(join(root, 'remotes', name, 'webpack.config.cjs')),
);

function readGraph(distDir) {
  const file = join(root, distDir, LOAD_GRAPH_FILE);
  if (!existsSync(file)) {
    console.error(`${distDir} is not built (no ${file}); run pnpm build first.`);
    process.exit(1);
  }
  return JSON.parse(readFileSync(file, 'utf8'));
}

const gzipBytes = (dir, file) => gzipSync(readFileSync(join(root, dir, file)), { level: 9 }).length;

function gzipKb(chunks) {
  const files = filesOf(apps, chunks);
  const bytes = files.reduce((sum, { dir, file }) => sum + gzipBytes(dir, file), 0);
  return { files: files.length, kb: bytes / KB };
}

/** KB gzip by package of the chunks given as `dir:chunkId`, largest first. */
function gzipKbByPackage(chunks) {
  const byPackage = new Map();
  for (const key of chunks) {
    const split = key.lastIndexOf(':');
    const dir = key.slice(0, split);
    const chunk = apps.get(dir)?.graph.chunks[key.slice(split + 1)];
    if (!chunk) continue;
    const bytes = chunk.files.reduce((sum, file) => sum + gzipBytes(dir, file), 0);
    const packages = Object.entries(chunk.packages ?? {});
    const source = packages.reduce((sum, [, size]) => sum + size, 0);
    for (const [name, size] of source > 0 ? packages : [['(unknown)', 1]]) {
      byPackage.set(name, (byPackage.get(name) ?? 0) + (bytes * size) / (source || 1) / KB);
    }
  }
  return [...byPackage].sort(([, a], [, b]) => b - a);
}

/** The shell's lazy chunk of its signed-in layout, which every remote opens inside. */
const SIGNED_IN_LAYOUT = 'signed-in-layout';
/** What the layout fetches as it renders (push, the sidebar's animation): in the page before a remote opens. */
const SIGNED_IN_AFTER_RENDER = 'signed-in-after-render';

const apps = new Map();
function appAt(dir) {
  if (!apps.has(dir)) apps.set(dir, { dir, graph: readGraph(dir) });
  return apps.get(dir);
}

const signInPages = appAt('hosts/shell/dist/sign-in');
const signInBoot = new Set(
  signInPages.graph.entrypoints.main.map((id) => `${signInPages.dir}:${id}`),
);

const shell = appAt('hosts/shell/dist');
const shellBoot = loadedWith(shell, [
  ...shell.graph.entrypoints.main,
  ...shell.graph.asyncBoundary,
]);
const layout = shell.graph.named?.[SIGNED_IN_LAYOUT];
if (!layout) {
  console.error(`The shell build has no chunk named ${SIGNED_IN_LAYOUT} (see its routes).`);
  process.exit(1);
}
// The guard loads the account before the layout renders, and with it the account's contracts
// (full zod), on demand after the first render rather than with the boot.
const LOADED_BEFORE_LAYOUT = ['@care/contracts/account'];
// The signed-in frame's first render: the layout and the account's contracts, beyond the boot.
const signedInFrame = new Set();
for (const start of [
  layout,
  ...LOADED_BEFORE_LAYOUT.map((key) => shell.graph.provides[key] ?? []),
]) {
  const loaded = new Set([...shellBoot, ...signedInFrame]);
  for (const chunk of loadedWith(shell, start, { loaded })) signedInFrame.add(chunk);
}
const shellSignedIn = new Set([...shellBoot, ...signedInFrame]);
for (const chunk of loadedWith(shell, shell.graph.named?.[SIGNED_IN_AFTER_RENDER] ?? [], {
  loaded: shellSignedIn,
})) {
  shellSignedIn.add(chunk);
}
const fromShellFirst = (shareKey, owner) => (shell.graph.provides[shareKey] ? shell : owner);

const rows = [
  { app: 'shell', what: 'first render of login', ...gzipKb(signInBoot) },
  { app: 'panel', what: 'before first render', ...gzipKb(shellBoot) },
  { app: 'frame', what: 'signed-in frame', ...gzipKb(signedInFrame) },
];
for (const name of remoteNames) {
  const remote = appAt(`remotes/${name}/dist`);
  const opened = loadedWith(
    remote,
    [...remote.graph.entrypoints[name], ...(remote.graph.exposes['./App'] ?? [])],
    { loaded: shellSignedIn, providerOf: fromShellFirst },
  );
  rows.push({ app: name, what: 'opened in the panel', ...gzipKb(opened) });
}

if (process.argv.includes('--packages')) {
  for (const [what, chunks] of [
    ['panel before first render', shellBoot],
    ['signed-in frame', signedInFrame],
  ]) {
    console.log(`\n${what}, KB gzip by package (estimated):`);
    for (const [name, kb] of gzipKbByPackage(chunks)) {
      if (kb >= 0.5) console.log(`  ${kb.toFixed(1).padStart(6)}  ${name}`);
    }
  }
  console.log('');
}

const budget = existsSync(budgetFile) ? JSON.parse(readFileSync(budgetFile, 'utf8')) : {};
let overBudget = 0;
console.log('app        loads                 files   KB gzip   budget');
for (const row of rows) {
  const limit = budget[row.app];
  // Budgets are kept in tenths of a KB, and a figure is judged as it is printed: two builds of
  // one commit on two machines differ by a few bytes, which must not turn a budget met into one missed.
  const over = limit !== undefined && Number(row.kb.toFixed(1)) > limit;
  if (over) overBudget += 1;
  console.log(
    [
      row.app.padEnd(10),
      row.what.padEnd(21),
      String(row.files).padStart(5),
      row.kb.toFixed(1).padStart(9),
      (limit === undefined ? '—' : String(limit)).padStart(8),
      over ? '  OVER BUDGET' : '',
    ].join(' '),
  );
}
if (overBudget > 0) {
  console.error(`${overBudget} app(s) past bench/bundle-budget.json (KB gzip).`);
  process.exit(1);
}
