#!/usr/bin/env node
// `pnpm bench [--smoke]`: runs the API benchmarks one after another, each in a process of its own,
// and prints their figures as one table against the bars of docs/quality.md. --smoke runs each
// with small sizes and short loads (tens of seconds in all), to show they still run. Benchmarks
// report timings and do not fail on them; the run fails only when a benchmark breaks or finds a
// notifications page, a searched page of orders or a dashboard figure, read by a full scan. PostgreSQL: BENCH_DATABASE_URL, by default
// postgres://postgres@127.0.0.1:5432/test (a database of their own is created there and dropped).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { createInterface } from 'node:readline';
import { fileURLToPath, pathToFileURL } from 'node:url';

const benchmarks = [
  'notifications.mts',
  'members.mts',
  'orders.mts',
  'stats.mts',
  'account-me.mts',
  'events.mts',
  'load.mts',
  'backup-restore.mts',
  // In a browser against the built apps: needs `pnpm build`.
  'first-rows.mts',
  'dashboard-main-thread.mts',
  'lighthouse-dashboard.mts',
];
const args = process.argv.slice(2);
const smoke = args.includes('--smoke');

// The API's TypeScript runs as is through the tsx loader the API itself starts with.
const apiRequire = createRequire(new URL('../services/api/package.json', import.meta.url));
const tsxLoader = pathToFileURL(apiRequire.resolve('tsx')).href;

/** Runs one benchmark, echoing its output; resolves with its figures and whether it succeeded. */
function runBenchmark(file) {
  const child = spawn(
    process.execPath,
    ['--import', tsxLoader, fileURLToPath(new URL(file, import.meta.url)), ...args],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const figures = [];
  // Its last error lines, printed again after the table when it fails.
  let errorTail = [];
  child.stderr.on('data', (chunk) => {
    process.stderr.write(chunk);
    errorTail = [...errorTail, ...chunk.toString().split('\n')].slice(-25);
  });
  createInterface({ input: child.stdout }).on('line', (line) => {
    if (line.startsWith('@figure ')) figures.push(JSON.parse(line.slice('@figure '.length)));
    else process.stdout.write(`${line}\n`);
  });
  return new Promise((resolve) => {
    child.on('close', (code) =>
      resolve({ figures, ok: code === 0, errorTail: errorTail.join('\n') }),
    );
  });
}

function table(rows) {
  const header = ['benchmark', 'database', 'measure', 'figure', 'bar', 'met'];
  const cells = rows.map((row) => [
    row.benchmark,
    row.database,
    row.measure,
    row.value,
    row.bar,
    row.met ? 'yes' : 'NO',
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...cells.map((cell) => cell[column].length)),
  );
  const line = (cell) =>
    `| ${cell.map((text, column) => text.padEnd(widths[column])).join(' | ')} |`;
  return [
    line(header),
    `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`,
    ...cells.map(line),
  ].join('\n');
}

const started = Date.now();
const figures = [];
const failed = [];
// A smoke benchmark that broke once on a busy machine runs once more; it is named either way.
const passedOnRetry = [];
for (const file of benchmarks) {
  process.stdout.write(`\n== ${file.replace(/\.mts$/, '')}${smoke ? ' (smoke)' : ''} ==\n`);
  let result = await runBenchmark(file);
  if (!result.ok && smoke) {
    const firstTail = result.errorTail;
    process.stdout.write(`\n== ${file.replace(/\.mts$/, '')} (smoke, its second run) ==\n`);
    result = await runBenchmark(file);
    if (result.ok) passedOnRetry.push({ file, errorTail: firstTail });
  }
  figures.push(...result.figures);
  if (!result.ok) failed.push({ file, errorTail: result.errorTail });
}

process.stdout.write(`\n${table(figures)}\n`);
for (const { file, errorTail } of passedOnRetry)
  process.stdout.write(`\n${file} passed on its second run; the first ended:\n${errorTail}\n`);
for (const { file, errorTail } of failed)
  process.stdout.write(`\n${file} failed; the end of what it printed:\n${errorTail}\n`);
process.stdout.write(
  `\n${smoke ? 'smoke run' : 'full run'} in ${((Date.now() - started) / 1000).toFixed(0)} s` +
    `${passedOnRetry.length ? `; passed on a second run: ${passedOnRetry.map(({ file }) => file).join(', ')}` : ''}` +
    `${failed.length ? `; FAILED: ${failed.map(({ file }) => file).join(', ')}` : ''}\n`,
);
if (failed.length) process.exitCode = 1;
