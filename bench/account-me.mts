// GET /api/v1/account/me throughput: autocannon, 50 connections, against the whole API on
// PostgreSQL (real token verification, account lookup, serialization, logging, rate limiter)
// and against a bare Fastify hello-world in the same run, each in a server process of its own,
// compiled and run by plain node as production runs the API.
// Bars (docs/quality.md): ≥ 30 % of the hello-world's requests per second, p99 ≤ 20 ms; and the API's
// memory under that load, RSS ≤ 250 MB (its peak, as the server process reports it).
// It also says where each request's CPU goes (the server, PostgreSQL, the load generator) and,
// in a full run or with --profile, profiles the API to group its own time by package.
// Usage: tsx bench/account-me.mts [--smoke] [--profile]
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { apiBasePath, endpoints } from '../packages/contracts/src/index';
import { apiNodeFlags } from '../services/api/scripts/node-flags.mjs';
import { compileForNode } from './support/compiled.mts';
import { type CpuSample, countCpu } from './support/cpu.mts';
import { logShares, profileServer } from './support/cpu-profile.mts';
import { figure, log, readOptions } from './support/report.mts';
import { startServerProcess, stopServerProcess as stopServer } from './support/server-process.mts';

const options = readOptions();
const connections = 50;
const seconds = options.smoke ? { warmup: 1, measure: 2 } : { warmup: 3, measure: 15 };
const bars = { ratio: 0.3, p99Ms: 20, rssMb: 250 };
// Both servers run compiled under plain node, as production runs the API (no tsx loader in the
// measured process: it alone would hold ~50 MB of the RSS).
const serve = await compileForNode(fileURLToPath(new URL('./support/serve.mts', import.meta.url)));
process.once('exit', () => serve.remove());

type Ready = { url: string; token?: string; databaseName?: string };

/** The API under the flags production gives it; the hello-world under node's defaults. */
const startServer = (mode: 'api' | 'hello', nodeOptions: string[] = []) =>
  startServerProcess<Ready>(
    serve.file,
    [mode],
    [...(mode === 'api' ? apiNodeFlags : []), ...nodeOptions],
  );

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

/** CPU microseconds per answered request, by who spent them. */
interface CpuPerRequest {
  server: number;
  postgres: number;
  loadGenerator: number;
}

const perRequest = (cpu: CpuSample, requests: number): CpuPerRequest => ({
  server: (cpu.serverMs * 1000) / requests,
  postgres: (cpu.postgresMs * 1000) / requests,
  loadGenerator: (cpu.loadGeneratorMs * 1000) / requests,
});

async function measure(
  mode: 'api' | 'hello',
  nodeOptions: string[] = [],
): Promise<Load & { maxRssMb: number; cpu: CpuPerRequest }> {
  const server = await startServer(mode, nodeOptions);
  let figures: Load;
  let cpu: CpuPerRequest;
  try {
    const url =
      mode === 'api'
        ? `${server.ready.url}${apiBasePath}${endpoints.getMe.path}`
        : server.ready.url;
    const headers: Record<string, string> = server.ready.token
      ? { authorization: `Bearer ${server.ready.token}` }
      : {};
    await load(url, headers, seconds.warmup);
    const counting = countCpu(server.process.pid!, server.ready.databaseName);
    figures = await load(url, headers, seconds.measure);
    cpu = perRequest(counting.stop(), figures.total);
    log(
      `${mode === 'api' ? 'GET /account/me' : 'hello-world'}: ${Math.round(figures.requestsPerSecond)} req/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms (${figures.total} requests in ${seconds.measure} s, ${connections} connections)`,
    );
  } catch (error) {
    await stopServer(server);
    throw error;
  }
  return { ...figures, cpu, maxRssMb: await stopServer(server) };
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

// Where each request's CPU goes. On two cores the server, PostgreSQL and the load generator
// share the machine, so the ratio above is bounded by these sums, not by the server alone.
const microseconds = (value: number) => `${Math.round(value)} µs`;
const cpuTotal = (cpu: CpuPerRequest) => cpu.server + cpu.postgres + cpu.loadGenerator;
figure({
  benchmark: 'account-me',
  database: 'PostgreSQL',
  measure: 'CPU per request: server + PostgreSQL + load generator',
  value: `${microseconds(api.cpu.server)} + ${microseconds(api.cpu.postgres)} + ${microseconds(api.cpu.loadGenerator)} = ${microseconds(cpuTotal(api.cpu))} (hello-world ${microseconds(hello.cpu.server)} + ${microseconds(hello.cpu.loadGenerator)} = ${microseconds(cpuTotal(hello.cpu))})`,
  bar: 'where the ratio goes',
  met: true,
});

/**
 * The API once more under the same load with V8's profiler on (which slows it, so its figures
 * are not the ones above): the share of its busy time each package takes in the measured window.
 */
async function profileApi() {
  const shares = await profileServer((nodeOptions) => measure('api', nodeOptions), seconds.measure);
  logShares(shares);
  figure({
    benchmark: 'account-me',
    database: 'PostgreSQL',
    measure: "the API's busy time by package (profiled)",
    value: shares
      .slice(0, 6)
      .map((share) => `${share.group} ${Math.round(share.percent)} %`)
      .join(' · '),
    bar: 'where the ratio goes',
    met: true,
  });
}

if (!options.smoke || process.argv.includes('--profile')) await profileApi();
