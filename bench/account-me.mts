// GET /api/v1/account/me throughput: autocannon, 50 connections, against the whole API on
// PostgreSQL (real token verification, account lookup, serialization, logging, rate limiter)
// and against a bare Fastify hello-world in the same run, each in a server process of its own,
// compiled and run by plain node as production runs the API.
// Bars (quality.md): ≥ 30 % of the hello-world's requests per second, p99 ≤ 20 ms; and the API's
// memory under that load, RSS ≤ 250 MB (its peak, as the server process reports it).
// Usage: tsx bench/account-me.mts [--smoke]
import { type ChildProcess, spawn } from 'node:child_process';
import { type Interface, createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { apiBasePath, endpoints } from '../packages/contracts/src/index';
import { compileForNode } from './support/compiled.mts';
import { figure, log, readOptions } from './support/report.mts';

const options = readOptions();
const connections = 50;
const seconds = options.smoke ? { warmup: 1, measure: 2 } : { warmup: 3, measure: 15 };
const bars = { ratio: 0.3, p99Ms: 20, rssMb: 250 };
// Both servers run compiled under plain node, as production runs the API (no tsx loader in the
// measured process: it alone would hold ~50 MB of the RSS).
const serve = await compileForNode(fileURLToPath(new URL('./support/serve.mts', import.meta.url)));
process.once('exit', () => serve.remove());

interface Server {
  process: ChildProcess;
  lines: Interface;
  url: string;
  token?: string;
}

async function startServer(mode: 'api' | 'hello'): Promise<Server> {
  const child = spawn(process.execPath, [serve.file, mode], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! });
  const ready = await new Promise<{ url: string; token?: string }>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the ${mode} server exited (${code})`)));
    lines.once('line', (line) => resolve(JSON.parse(line)));
  });
  return { process: child, lines, ...ready };
}

/** Stops the server by its process handle; resolves with the peak RSS it reported. */
async function stopServer(server: Server): Promise<number> {
  if (server.process.exitCode !== null) return NaN;
  const reported = new Promise<number>((resolve) => {
    server.lines.once('line', (line) => resolve(JSON.parse(line).maxRssMb));
    server.process.once('exit', () => resolve(NaN));
  });
  const exited = new Promise((resolve) => server.process.once('exit', resolve));
  server.process.kill('SIGTERM');
  await exited;
  return reported;
}

interface Load {
  requestsPerSecond: number;
  p99: number;
  p50: number;
  total: number;
}

async function load(url: string, headers: Record<string, string>, duration: number): Promise<Load> {
  const result = await autocannon({ url, connections, duration, headers });
  const failed = result.errors + result.timeouts + result.non2xx;
  if (failed > 0)
    throw new Error(
      `${url}: ${failed} of ${result.requests.total} requests failed (${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx)`,
    );
  return {
    requestsPerSecond: result.requests.average,
    p99: result.latency.p99,
    p50: result.latency.p50,
    total: result.requests.total,
  };
}

async function measure(mode: 'api' | 'hello'): Promise<Load & { maxRssMb: number }> {
  const server = await startServer(mode);
  let figures: Load;
  try {
    const url = mode === 'api' ? `${server.url}${apiBasePath}${endpoints.getMe.path}` : server.url;
    const headers: Record<string, string> = server.token
      ? { authorization: `Bearer ${server.token}` }
      : {};
    await load(url, headers, seconds.warmup);
    figures = await load(url, headers, seconds.measure);
    log(
      `${mode === 'api' ? 'GET /account/me' : 'hello-world'}: ${Math.round(figures.requestsPerSecond)} req/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms (${figures.total} requests in ${seconds.measure} s, ${connections} connections)`,
    );
  } catch (error) {
    await stopServer(server);
    throw error;
  }
  return { ...figures, maxRssMb: await stopServer(server) };
}

const hello = await measure('hello');
const api = await measure('api');
const ratio = api.requestsPerSecond / hello.requestsPerSecond;
log(`ratio: ${(ratio * 100).toFixed(1)} % of the hello-world`);
figure({
  benchmark: 'account-me',
  database: 'PostgreSQL',
  measure: `req/s vs hello-world, ${connections} conn.`,
  value: `${Math.round(api.requestsPerSecond)} / ${Math.round(hello.requestsPerSecond)} = ${(ratio * 100).toFixed(1)} %`,
  bar: `≥ ${bars.ratio * 100} %`,
  met: ratio >= bars.ratio,
});
figure({
  benchmark: 'account-me',
  database: 'PostgreSQL',
  measure: `latency, ${connections} conn.`,
  value: `p50 ${api.p50} ms · p99 ${api.p99} ms (hello p99 ${hello.p99} ms)`,
  bar: `p99 ≤ ${bars.p99Ms} ms`,
  met: api.p99 <= bars.p99Ms,
});
figure({
  benchmark: 'account-me',
  database: 'PostgreSQL',
  measure: 'API peak RSS under that load',
  value: `${Math.round(api.maxRssMb)} MB (hello-world ${Math.round(hello.maxRssMb)} MB)`,
  bar: `≤ ${bars.rssMb} MB`,
  met: api.maxRssMb <= bars.rssMb,
});
