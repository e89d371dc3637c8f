#!/usr/bin/env node
// The one test command: every gate and runner in order, then one summary line
// `N passed, N failed` that sums jest tests, Playwright tests and the gates.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const reports = mkdtempSync(join(tmpdir(), 'care-test-'));
const totals = { passed: 0, failed: 0 };
const lines = [];

function run(label, command, args, env = {}) {
  const started = Date.now();
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  return { ok: result.status === 0, seconds };
}

function gate(label, command, args) {
  const { ok, seconds } = run(label, command, args);
  totals[ok ? 'passed' : 'failed'] += 1;
  lines.push(`${label}: ${ok ? 'ok' : 'FAILED'} (${seconds} s)`);
  return ok;
}

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

function jestRunner() {
  const output = join(reports, 'jest.json');
  const { ok, seconds } = run('jest', 'pnpm', [
    'exec',
    'jest',
    '--ci',
    '--maxWorkers=2',
    '--json',
    `--outputFile=${output}`,
  ]);
  const report = readJson(output);
  const passed = report?.numPassedTests ?? 0;
  // A crashed suite has no failing test of its own; count it so it cannot hide.
  const failed =
    (report?.numFailedTests ?? 0) +
    (report?.numRuntimeErrorTestSuites ?? 0) +
    (report || ok ? 0 : 1);
  totals.passed += passed;
  totals.failed += failed;
  lines.push(`jest: ${passed} passed, ${failed} failed (${seconds} s)`);
}

function playwrightRunner() {
  const output = join(reports, 'playwright.json');
  const { ok, seconds } = run(
    'playwright',
    'pnpm',
    ['exec', 'playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'],
    { PLAYWRIGHT_JSON_OUTPUT_NAME: output },
  );
  const stats = readJson(output)?.stats;
  const passed = (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  const failed = (stats?.unexpected ?? 0) + (stats || ok ? 0 : 1);
  totals.passed += passed;
  totals.failed += failed;
  lines.push(
    `playwright: ${passed} passed, ${failed} failed, ${stats?.skipped ?? 0} skipped (${seconds} s)`,
  );
}

gate('typecheck', 'pnpm', ['run', 'typecheck']);
gate('lint', 'pnpm', ['run', 'lint']);
jestRunner();
// Small sizes, figures printed, never judged on time: fails only when a benchmark
// breaks or reads a notifications page by a full scan (quality page: CI smoke).
gate('bench smoke', 'pnpm', ['run', 'bench', '--smoke']);
const built = gate('build', 'pnpm', ['run', 'build']);
if (built) {
  gate('bundle budget', 'pnpm', ['run', 'bundle:check']);
  playwrightRunner();
} else {
  totals.failed += 1;
  lines.push('playwright: not run, the build failed');
}

console.log(`\n${lines.join('\n')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 ? 0 : 1);
