// The API process as `pnpm start` runs it, from its build (node dist/server.mjs) against from its
// source through tsx (as it ran before the build existed): time from spawn to the first 200 of
// /ready (migrations applied, job queue running), RSS idle a few seconds later, and, through the
// account-me benchmark's server (serve.mts) the one way and the other, req/s, p99 and peak RSS
// under 50 connections of GET /api/v1/account/me. Not part of `pnpm bench`: a comparison to run
// when the way the API starts changes.
// Usage: tsx bench/api-process.mts [--runs=N] [--db=postgres]   (needs PostgreSQL, BENCH_DATABASE_URL)
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { apiBasePath, endpoints } from '../packages/contracts/src/index';
import { apiNodeFlags } from '../services/api/scripts/node-flags.mjs';
import { compileForNode } from './support/compiled.mts';
import { openBenchDatabase } from './support/database.mts';

const databases = process.argv.includes('--db=postgres')
  ? (['postgres'] as const)
  : (['postgres', 'pglite'] as const);
const runs = Number(process.argv.find((arg) => arg.startsWith('--runs='))?.slice(7) ?? 3);
const apiDir = fileURLToPath(new URL('../services/api/', import.meta.url));
const apiRequire = createRequire(join(apiDir, 'package.json'));
const tsxLoader = pathToFileURL(apiRequire.resolve('tsx')).href;

// The build the comparison runs, as `pnpm build` makes it.
const built = spawnSync(process.execPath, [join(apiDir, 'scripts/build.mjs')], {
  stdio: 'inherit',
});
if (built.status !== 0) process.exit(built.status ?? 1);

// Plain ESM with no types, loaded at run time as e2e/support/stack.ts loads it.
const stackScript = '../scripts/stack.mjs';
const { apiCommand } = (await import(stackScript)) as {
  apiCommand(options?: { dev?: boolean }): string[];
};
// Exactly what the stack runs: the build (`pnpm start`, e2e) and the source (`pnpm dev`, and every
// start before the build existed).
const ways = {
  tsx: apiCommand({ dev: true }),
  node: apiCommand(),
  // What mapping error stacks to the TypeScript files would cost.
  'node --enable-source-maps': ['--enable-source-maps', ...apiCommand()],
};
type Way = keyof typeof ways;

const rssMb = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return line ? Number(line[1]) / 1024 : NaN;
};

async function freePort() {
  // Plain ESM with no types, loaded at run time as e2e/support/stack.ts loads stack.mjs.
  const portsScript = '../scripts/ports.mjs';
  const { freePort: take } = (await import(portsScript)) as {
    freePort(): Promise<number>;
  };
  return take();
}

function stop(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  if (child.exitCode === null) child.kill('SIGTERM');
  return exited;
}

/** One start of the real server: ms to /ready, and RSS 3 s after. */
async function startOnce(way: Way, database: 'postgres' | 'pglite') {
  const port = await freePort();
  const bench = database === 'postgres' ? await openBenchDatabase('postgres') : undefined;
  const pgliteDir = database === 'pglite' ? mkdtempSync(join(tmpdir(), 'care-start-')) : '';
  // Another run's server on a fresh database: PGlite's migrations are part of its start.
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    GCLOUD_PROJECT: 'demo-care',
    // Never reached: nothing here verifies a token.
    FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9',
    LOG_LEVEL: 'warn',
    ...(bench ? { DATABASE_URL: bench.url } : { PGLITE_DIR: pgliteDir }),
  };
  const started = performance.now();
  const child = spawn(process.execPath, ways[way], { cwd: apiDir, env, stdio: 'ignore' });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${way}: the server exited (${child.exitCode})`);
      const ready = await fetch(`http://127.0.0.1:${port}/ready`).catch(() => undefined);
      if (ready?.ok) break;
      await delay(10);
    }
    const startMs = performance.now() - started;
    await delay(3000);
    return { startMs, idleRssMb: rssMb(child.pid!) };
  } finally {
    await stop(child);
    await bench?.close();
    if (pgliteDir) rmSync(pgliteDir, { recursive: true, force: true });
  }
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The account-me benchmark's API server under 50 connections: req/s, p99, peak RSS. */
async function underLoad(way: Way) {
  const serve = fileURLToPath(new URL('./support/serve.mts', import.meta.url));
  const compiled = way === 'node' ? await compileForNode(serve) : undefined;
  const args = compiled
    ? [...apiNodeFlags, compiled.file, 'api']
    : ['--import', tsxLoader, serve, 'api'];
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout! });
  try {
    const { url, token } = await new Promise<{ url: string; token: string }>((resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`serve.mts exited (${code})`)));
      lines.once('line', (line) => resolve(JSON.parse(line)));
    });
    const target = {
      url: `${url}${apiBasePath}${endpoints.getMe.path}`,
      connections: 50,
      headers: { authorization: `Bearer ${token}` },
    };
    await autocannon({ ...target, duration: 3 });
    const result = await autocannon({ ...target, duration: 10 });
    const peak = new Promise<number>((resolve) =>
      lines.once('line', (line) => resolve(JSON.parse(line).maxRssMb)),
    );
    const exited = stop(child);
    const maxRssMb = await peak;
    await exited;
    return {
      requestsPerSecond: result.requests.average,
      p99: result.latency.p99,
      failed: result.errors + result.timeouts + result.non2xx,
      maxRssMb,
    };
  } finally {
    if (child.exitCode === null) await stop(child);
    compiled?.remove();
  }
}

for (const database of databases) {
  // Interleaved, so a shared machine's load drifting over the run weighs on each way alike.
  const results = new Map<Way, Awaited<ReturnType<typeof startOnce>>[]>();
  for (let run = 0; run < runs; run += 1) {
    for (const way of Object.keys(ways) as Way[]) {
      results.set(way, [...(results.get(way) ?? []), await startOnce(way, database)]);
    }
  }
  for (const [way, starts] of results) {
    const ms = starts.map((start) => start.startMs);
    const mb = starts.map((start) => start.idleRssMb);
    console.log(
      `start, ${database}, ${way}: to /ready ${ms.map(Math.round).join(' / ')} ms (median ${Math.round(median(ms))}), idle RSS ${mb.map(Math.round).join(' / ')} MB (median ${Math.round(median(mb))})`,
    );
  }
}
for (const way of ['tsx', 'node'] as const) {
  const load = await underLoad(way);
  console.log(
    `GET /account/me, postgres, ${way}: ${Math.round(load.requestsPerSecond)} req/s, p99 ${load.p99} ms, ${load.failed} failed, peak RSS ${Math.round(load.maxRssMb)} MB`,
  );
}
