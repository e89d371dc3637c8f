#!/usr/bin/env node
// The one test command: every gate and runner in order, then one summary line
// `N passed, N failed` that sums jest tests, Playwright tests and the gates.
// How each runner's outcome is counted lives in test-summary.mjs (and its tests).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  jestCounts,
  notRun,
  playwrightCounts,
  slowestJestSuites,
  summarizeGate,
  summarizeRunner,
  totalLine,
} from './test-summary.mjs';

const root = new URL('..', import.meta.url).pathname;
const reports = mkdtempSync(join(tmpdir(), 'care-test-'));
const results = [];
const startedAt = Date.now();

/** The last lines a failed gate printed, shown again at the end: CI keeps only the tail. */
const tailLines = 40;

/** Runs a command, echoing its output as it comes and keeping its last lines. */
function run(label, command, args, env = {}) {
  const started = Date.now();
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  const child = spawn(command, args, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  let tail = [];
  const keep = (chunk) => {
    tail = [...tail, ...chunk.toString().split('\n')].slice(-tailLines);
  };
  child.stdout.on('data', (chunk) => {
    process.stdout.write(chunk);
    keep(chunk);
  });
  child.stderr.on('data', (chunk) => {
    process.stderr.write(chunk);
    keep(chunk);
  });
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      resolve({ exitCode: code, seconds, tail: tail.join('\n') });
    });
  });
}

/** An unreadable report is the same as none: the runner did not prove anything. */
function readReport(file) {
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

const failedTails = [];
/** Stages that could not run here and are not counted, said before the total. */
const skippedNotes = [];

async function gate(label, command, args) {
  const { tail, ...outcome } = await run(label, command, args);
  const result = summarizeGate({ label, ...outcome });
  results.push(result);
  if (result.failed > 0) failedTails.push(`── the end of what ${label} printed ──\n${tail}`);
  return result.failed === 0;
}

async function jestRunner() {
  const output = join(reports, 'jest.json');
  const outcome = await run('jest', 'pnpm', [
    'exec',
    'jest',
    '--ci',
    '--maxWorkers=2',
    '--json',
    `--outputFile=${output}`,
  ]);
  const report = readReport(output);
  results.push(summarizeRunner({ label: 'jest', ...outcome, counts: jestCounts(report) }));
  const slowest = slowestJestSuites(report, root);
  if (slowest.length > 0) console.log(`\nThe slowest jest suites:\n${slowest.join('\n')}`);
}

async function playwrightRunner() {
  const output = join(reports, 'playwright.json');
  const outcome = await run(
    'playwright',
    'pnpm',
    ['exec', 'playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'],
    { PLAYWRIGHT_JSON_OUTPUT_NAME: output },
  );
  results.push(
    summarizeRunner({
      label: 'playwright',
      ...outcome,
      counts: playwrightCounts(readReport(output)),
    }),
  );
}

/**
 * The production composition built and run with Docker (scripts/test-deploy.mjs), its
 * Playwright specs against the front door counted like the suite's. Its image checks count
 * through its exit code: a run whose tests passed but whose checks failed is one failure.
 */
async function deployRunner() {
  const output = join(reports, 'deploy-playwright.json');
  const outcome = await run('deploy', 'node', ['scripts/test-deploy.mjs'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: output,
  });
  results.push(
    summarizeRunner({ label: 'deploy', ...outcome, counts: playwrightCounts(readReport(output)) }),
  );
}

/** Whether this machine can run the composition: an engine answers, or dockerd can start one. */
function dockerAvailable() {
  const engine = spawnSync('docker', ['info'], { stdio: 'ignore' });
  return engine.status === 0 || (existsSync('/usr/sbin/dockerd') && process.getuid?.() === 0);
}

await gate('typecheck', 'pnpm', ['run', 'typecheck']);
await gate('lint', 'pnpm', ['run', 'lint']);
// The API's OpenAPI document against Redocly's recommended rules, offline (redocly.yaml).
await gate('openapi lint', 'pnpm', ['run', 'openapi:lint']);
// The build comes before jest: a jest test drives `pnpm dev`, which serves the built remotes.
const built = await gate('build', 'pnpm', ['run', 'build']);
if (built) await gate('bundle budget', 'pnpm', ['run', 'bundle:check']);
await jestRunner();
// Small sizes, figures printed, never judged on time: fails only when a benchmark
// breaks or reads a notifications page by a full scan (docs/quality.md: CI smoke).
await gate('bench smoke', 'pnpm', ['run', 'bench', '--smoke']);
if (built) await playwrightRunner();
else results.push(notRun('playwright', 'the build failed'));
// Last, with the machine to itself: the images build on both cores. CI always runs it (.ci/run
// installs the engine); elsewhere it runs where Docker does and is named when it cannot.
if (dockerAvailable()) await deployRunner();
else if (process.env.CI) results.push(notRun('deploy', 'no Docker engine on this machine'));
else skippedNotes.push('deploy: not run, no Docker engine here (pnpm test:deploy runs it alone)');

const total = totalLine(results);
for (const tail of failedTails) console.log(`\n${tail}`);
console.log(`\n${[...results.map((result) => result.line), ...skippedNotes].join('\n')}`);
console.log(`all stages: ${((Date.now() - startedAt) / 1000).toFixed(0)} s`);
console.log(total.line);
process.exit(total.failed === 0 ? 0 : 1);
