#!/usr/bin/env node
// Gzip size of the JavaScript each app makes a browser fetch — the shell before
// its first render, a remote when it is first opened inside the shell — from
// the load graph every build writes to dist/stats.json (packages/mf-config).
// Exits 1 when an app grows past its entry in bench/bundle-budget.json.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const budgetFile = join(root, 'bench/bundle-budget.json');
const KB = 1024;

const remoteNames = readdirSync(join(root, 'remotes')).filter((name) =>
  existsSync(join(root, 'remotes', name, 'webpack.config.cjs')),
);

function readGraph(appDir) {
  const file = join(root, appDir, 'dist/stats.json');
  if (!existsSync(file)) {
    console.error(`${appDir} is not built (no ${file}); run pnpm build first.`);
    process.exit(1);
  }
  return JSON.parse(readFileSync(file, 'utf8'));
}

/**
 * Chunks that load with `start`: loading a chunk loads the shared modules it
 * consumes, from the chunks that provide them, except the ones already in the page.
 */
function loadedWith(graph, start, alreadyShared = new Set()) {
  const chunks = new Set();
  const queue = [...start];
  while (queue.length > 0) {
    const id = queue.shift();
    if (chunks.has(id)) continue;
    chunks.add(id);
    for (const key of graph.chunks[id]?.consumes ?? []) {
      if (!alreadyShared.has(key)) queue.push(...(graph.provides[key] ?? []));
    }
  }
  return chunks;
}

const consumedBy = (graph, chunks) =>
  new Set([...chunks].flatMap((id) => graph.chunks[id]?.consumes ?? []));

function gzipKb(appDir, graph, chunks) {
  const files = [...new Set([...chunks].flatMap((id) => graph.chunks[id]?.files ?? []))];
  const bytes = files.reduce(
    (sum, file) =>
      sum + gzipSync(readFileSync(join(root, appDir, 'dist', file)), { level: 9 }).length,
    0,
  );
  return { files: files.length, kb: bytes / KB };
}

const shell = readGraph('hosts/shell');
const shellBoot = loadedWith(shell, [...shell.entrypoints.main, ...shell.asyncBoundary]);
const sharedAtBoot = consumedBy(shell, shellBoot);

const rows = [
  { app: 'shell', what: 'before first render', ...gzipKb('hosts/shell', shell, shellBoot) },
];
for (const name of remoteNames) {
  const appDir = `remotes/${name}`;
  const graph = readGraph(appDir);
  const opened = loadedWith(
    graph,
    [...graph.entrypoints[name], ...(graph.exposes['./App'] ?? [])],
    sharedAtBoot,
  );
  rows.push({ app: name, what: 'remoteEntry + ./App', ...gzipKb(appDir, graph, opened) });
}

const budget = existsSync(budgetFile) ? JSON.parse(readFileSync(budgetFile, 'utf8')) : {};
let overBudget = 0;
console.log('app        loads                 files   KB gzip   budget');
for (const row of rows) {
  const limit = budget[row.app];
  const over = limit !== undefined && row.kb > limit;
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
