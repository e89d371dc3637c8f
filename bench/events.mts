// Live events: N open event streams on loopback (one per operator account of one organization,
// N = 500), then orders placed one at a time by a beneficiary through the API; for each order,
// the time from sending the write until every stream has the order's event. Also the API's
// memory with the streams open (and per stream) and its CPU while the streams are idle (only
// heartbeats). The API runs in a process of its own on PostgreSQL, configured as in production.
// RSS sampled at a moment says little on its own (V8 grows its heap under a burst and gives it
// back at its next full collection): the API's JS heap after a full collection tells what the
// streams and the orders keep, and its peak RSS over the run what the machine must have.
// Bars (docs/quality.md): p95 until every stream has the event ≤ 1 s; API RSS ≤ 250 MB.
// Usage: tsx bench/events.mts [--smoke]
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { get, request } from 'node:http';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { apiBasePath, buildPath, endpoints } from '../packages/contracts/src/index';
import { figure, latency, log, readOptions, summarize } from './support/report.mts';
import { compileForNode } from './support/compiled.mts';

const options = readOptions();
const streamCount = options.smoke ? 50 : 500;
const orderCount = options.smoke ? 5 : 30;
const idleSeconds = options.smoke ? 3 : 20;
// Orders leave nothing behind in the API: what they keep after a collection is noise.
const bars = { everyStreamP95Ms: 1_000, rssMb: 250, retainedMb: 5 };
// The server runs compiled under plain node, as production runs the API (the tsx loader alone
// would hold ~50 MB of the measured RSS).
const serve = await compileForNode(fileURLToPath(new URL('./support/serve.mts', import.meta.url)));
process.once('exit', () => serve.remove());

/**
 * Loaded into the API's process: on SIGUSR2 it collects all garbage and prints the JS heap still
 * in use, one JSON line on stdout (after the line saying the API listens).
 */
const heapProbe = `data:text/javascript,${encodeURIComponent(
  `process.on('SIGUSR2', () => { globalThis.gc(); process.stdout.write(JSON.stringify({ heapUsedMb: process.memoryUsage().heapUsed / 1048576 }) + '\\n'); });`,
)}`;

interface Ready {
  url: string;
  token: string;
  organizationId: string;
  operatorTokens: string[];
}

async function startServer(): Promise<
  { process: ChildProcess; nextLine: () => Promise<Record<string, number>> } & Ready
> {
  const child = spawn(
    process.execPath,
    ['--expose-gc', `--import=${heapProbe}`, serve.file, 'events', String(streamCount)],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const lines = createInterface({ input: child.stdout! });
  const ready = await new Promise<Ready>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the API exited (${code})`)));
    lines.once('line', (line) => resolve(JSON.parse(line)));
  });
  const nextLine = () =>
    new Promise<Record<string, number>>((resolve) =>
      lines.once('line', (line) => resolve(JSON.parse(line))),
    );
  return { process: child, nextLine, ...ready };
}

/** The API's JS heap (MB) after a full collection: what it keeps, not what it grew to. */
async function heapAfterCollection(server: Awaited<ReturnType<typeof startServer>>) {
  const answer = server.nextLine();
  server.process.kill('SIGUSR2');
  return (await answer).heapUsedMb!;
}

/** The server's resident memory (MB) and CPU time so far (ms), from /proc. */
function usageOf(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  // Fields 14 and 15 of /proc/<pid>/stat: user and system time, in clock ticks (100 a second).
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return { rssMb: rssKb / 1024, cpuMs: ticks * 10 };
}

interface Stream {
  /** When each order id first arrived on this stream. */
  arrivals: Map<string, number>;
  close(): void;
}

/** Opens one stream (a socket of its own) and resolves once the server has answered it. */
function openStream(baseUrl: string, token: string): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const arrivals = new Map<string, number>();
    const req = get(
      `${baseUrl}${apiBasePath}${endpoints.streamLiveEvents.path}`,
      { agent: false, headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' } },
      (response) => {
        if (response.statusCode !== 200) {
          reject(new Error(`a stream was refused: ${response.statusCode}`));
          return;
        }
        response.setEncoding('utf8');
        let buffer = '';
        response.on('data', (chunk: string) => {
          const now = performance.now();
          buffer += chunk;
          const events = buffer.split('\n\n');
          buffer = events.pop() ?? '';
          for (const event of events) {
            const id = /"entity":"order","id":"([0-9a-f-]{36})"/.exec(event)?.[1];
            if (id && !arrivals.has(id)) arrivals.set(id, now);
          }
        });
        response.on('error', () => undefined);
        resolve({ arrivals, close: () => response.destroy() });
      },
    );
    req.on('error', reject);
  });
}

function placeOrder(ready: Ready): Promise<string> {
  const path = buildPath(endpoints.createBeneficiaryOrder.path, {
    organizationId: ready.organizationId,
  });
  const body = JSON.stringify({ type: 'VISIT', description: 'Proszę o wizytę pielęgniarki.' });
  return new Promise((resolve, reject) => {
    const req = request(
      `${ready.url}${apiBasePath}${path}`,
      {
        method: 'POST',
        agent: false,
        headers: {
          authorization: `Bearer ${ready.token}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          response.statusCode === 201
            ? resolve((JSON.parse(text) as { id: string }).id)
            : reject(new Error(`placing an order answered ${response.statusCode}: ${text}`)),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const server = await startServer();
const pid = server.process.pid!;
const streams: Stream[] = [];
let stopped = false;
try {
  await sleep(500);
  const heapBefore = await heapAfterCollection(server);
  const before = usageOf(pid);
  const opening = performance.now();
  // In groups, as browsers arrive: not 500 token checks in one burst.
  for (let start = 0; start < streamCount; start += 50)
    streams.push(
      ...(await Promise.all(
        server.operatorTokens
          .slice(start, start + 50)
          .map((token) => openStream(server.url, token)),
      )),
    );
  log(`${streamCount} streams open in ${((performance.now() - opening) / 1000).toFixed(1)} s`);

  await sleep(1_000);
  const idleStart = usageOf(pid);
  await sleep(idleSeconds * 1_000);
  const idleEnd = usageOf(pid);
  const idleCpuPercent = ((idleEnd.cpuMs - idleStart.cpuMs) / (idleSeconds * 1_000)) * 100;
  const perStreamKb = ((idleEnd.rssMb - before.rssMb) * 1024) / streamCount;
  const heapWithStreams = await heapAfterCollection(server);
  const heapPerStreamKb = ((heapWithStreams - heapBefore) * 1024) / streamCount;
  log(
    `API RSS ${before.rssMb.toFixed(0)} MB before the streams, ${idleEnd.rssMb.toFixed(0)} MB with ${streamCount} open (${perStreamKb.toFixed(0)} KB a stream); idle CPU ${idleCpuPercent.toFixed(2)} % over ${idleSeconds} s`,
  );
  log(
    `API JS heap after a full collection: ${heapBefore.toFixed(1)} MB before the streams, ${heapWithStreams.toFixed(1)} MB with ${streamCount} open (${heapPerStreamKb.toFixed(1)} KB a stream)`,
  );

  const everyStream: number[] = [];
  const eachDelivery: number[] = [];
  for (let index = 0; index < orderCount; index += 1) {
    const sent = performance.now();
    // Events may arrive before the answer does: every stream keeps each order's first arrival.
    const orderId = await placeOrder(server);
    const deadline = performance.now() + 10_000;
    while (streams.some((stream) => !stream.arrivals.has(orderId)) && performance.now() < deadline)
      await sleep(5);
    const times = streams.map((stream) => (stream.arrivals.get(orderId) ?? Infinity) - sent);
    eachDelivery.push(...times);
    everyStream.push(Math.max(...times));
    await sleep(200);
  }
  const missing = eachDelivery.filter((time) => !Number.isFinite(time)).length;
  const all = summarize(everyStream);
  log(`until every stream has the order: ${latency(all)}`);
  log(`each delivery: ${latency(summarize(eachDelivery.filter(Number.isFinite)))}`);
  const loaded = usageOf(pid);
  const heapAfterOrders = await heapAfterCollection(server);
  const retainedMb = heapAfterOrders - heapWithStreams;
  log(
    `API JS heap after a full collection: ${heapAfterOrders.toFixed(1)} MB after ${orderCount} orders (${retainedMb >= 0 ? '+' : ''}${retainedMb.toFixed(1)} MB)`,
  );

  // Stopping the API prints its peak RSS over the whole run.
  for (const stream of streams.splice(0)) stream.close();
  const peak = server.nextLine();
  const exited = new Promise((resolve) => server.process.once('exit', resolve));
  server.process.kill('SIGTERM');
  const { maxRssMb } = await peak;
  await exited;
  stopped = true;

  figure({
    benchmark: 'events',
    database: 'PostgreSQL',
    measure: `write → all ${streamCount} streams`,
    value: `${latency(all)}${missing ? `; ${missing} deliveries missing` : ''}`,
    bar: `p95 ≤ ${bars.everyStreamP95Ms} ms`,
    met: missing === 0 && all.p95 <= bars.everyStreamP95Ms,
  });
  figure({
    benchmark: 'events',
    database: 'PostgreSQL',
    measure: `API RSS, ${streamCount} streams open`,
    value: `${idleEnd.rssMb.toFixed(0)} MB (${before.rssMb.toFixed(0)} MB before; ${perStreamKb.toFixed(0)} KB a stream)`,
    bar: `≤ ${bars.rssMb} MB`,
    met: idleEnd.rssMb <= bars.rssMb,
  });
  figure({
    benchmark: 'events',
    database: 'PostgreSQL',
    measure: `API JS heap kept by ${streamCount} open streams (after a full collection)`,
    value: `${(heapWithStreams - heapBefore).toFixed(1)} MB (${heapPerStreamKb.toFixed(1)} KB a stream)`,
    bar: 'reported',
    met: true,
  });
  // Each order also wrote a notification to every one of the operators.
  figure({
    benchmark: 'events',
    database: 'PostgreSQL',
    measure: `API RSS after ${orderCount} orders to ${streamCount} operators`,
    value: `${loaded.rssMb.toFixed(0)} MB`,
    bar: `≤ ${bars.rssMb} MB`,
    met: loaded.rssMb <= bars.rssMb,
  });
  figure({
    benchmark: 'events',
    database: 'PostgreSQL',
    measure: `API JS heap kept by ${orderCount} orders (after a full collection)`,
    value: `${retainedMb >= 0 ? '+' : ''}${retainedMb.toFixed(1)} MB (${heapAfterOrders.toFixed(1)} MB in all)`,
    bar: `≤ ${bars.retainedMb} MB`,
    met: retainedMb <= bars.retainedMb,
  });
  figure({
    benchmark: 'events',
    database: 'PostgreSQL',
    measure: 'API peak RSS over the run',
    value: `${maxRssMb!.toFixed(0)} MB`,
    bar: `≤ ${bars.rssMb} MB`,
    met: maxRssMb! <= bars.rssMb,
  });
  figure({
    benchmark: 'events',
    database: 'PostgreSQL',
    measure: `API CPU, ${streamCount} idle streams`,
    value: `${idleCpuPercent.toFixed(2)} % of a core over ${idleSeconds} s`,
    bar: 'reported',
    met: true,
  });
} finally {
  for (const stream of streams) stream.close();
  if (!stopped) {
    const exited = new Promise((resolve) => server.process.once('exit', resolve));
    server.process.kill('SIGTERM');
    await exited;
  }
}
