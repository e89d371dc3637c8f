// Mixed load: autocannon, 100 connections on loopback for 60 s against the whole API on
// PostgreSQL, compiled and run by plain node as production runs it. Each connection goes round
// the panel's everyday requests as operators make them: a member and a tag read and then edited
// with If-Match (the ETag just read), a new order placed as the beneficiary and read back by the
// operator, a members page (plain and searched), the NEW orders tab, the tags and the bell's
// notification count. Two connections share each member and each tag, so now and then one edits
// what the other just changed: that 412 is the designed answer, counted apart from errors.
// Every connection sends its next request as soon as it has the answer, so that run measures the
// mix at saturation, where latency is the queue (connections ÷ throughput), not the API: it is
// reported for its throughput, errors and memory. The bar is the open-loop capacity: the same mix
// from 100 virtual users arriving at random at a fixed mean rate (./support/open-loop.mts, latency
// counted from each arrival), the rate stepped up until p99 passes 100 ms; the highest rate
// within it is the capacity. Measured with one API replica, then with two on the same database
// taking the arrivals in turn (a round-robin, as the front door's nginx spreads requests over
// replicas; its own hop is not measured here). On a 2-core machine the second replica competes
// for the same cores as the first and PostgreSQL: what it shows is its overhead, not a gain.
// Bars (docs/quality.md): 0 errors (any other non-2xx, socket error or timeout); the capacity at
// p99 ≤ 100 ms, reported; the API's peak RSS ≤ 250 MB. Rate limits: the limiter runs as in
// production with every limit at 1e9 a minute, which no run reaches (100 connections on ten
// tokens would otherwise measure 429s).
// Bounded: autocannon stops after its duration, and a deadline ends the run if anything hangs.
// Usage: tsx bench/load.mts [--smoke] [--profile] [--replicas=1,2]   (--smoke: 20 connections for
// 3 s, one rate step of 2 s with each number of replicas; --profile: a second run with V8's
// profiler on, the API's time by package; --replicas: the numbers of replicas, in order; needs
// PostgreSQL, BENCH_DATABASE_URL)
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import {
  apiBasePath,
  buildPath,
  type EndpointName,
  endpoints,
} from '../packages/contracts/src/index';
import { apiNodeFlags } from '../services/api/scripts/node-flags.mjs';
import { compileForNode } from './support/compiled.mts';
import { type CpuSample, countCpu } from './support/cpu.mts';
import { logShares, profileServer } from './support/cpu-profile.mts';
import { openLoop, type VirtualUser } from './support/open-loop.mts';
import { figure, log, readOptions, summarize } from './support/report.mts';
import {
  type ServerProcess,
  startServerProcess,
  stopServerProcess,
} from './support/server-process.mts';

const options = readOptions();
// The smoke run only shows the mix still runs: fewer connections, seconds, records.
const connections = options.smoke ? 20 : 100;
const seconds = options.smoke ? { warmup: 1, measure: 3 } : { warmup: 5, measure: 60 };
/**
 * The fixed arrival rates (requests a second): `start`, then each a quarter above the one before
 * (the same resolution at 30 req/s as at 300), at most `count` of them, each for `seconds`. The
 * run stops after two steps in a row over the bar (one is not enough: a commit's rare wait for
 * the disk can put one step over at any rate), or one that fell behind its arrivals.
 */
const rateSteps = options.smoke
  ? { start: 50, factor: 1.25, count: 1, seconds: 2 }
  : { start: 25, factor: 1.25, count: 16, seconds: 15 };
const rateAt = (index: number) => Math.round(rateSteps.start * rateSteps.factor ** index);
/**
 * A step whose answers took longer than its arrivals by more than this share (the last arrivals
 * waited for a backlog) fell behind them: past capacity, the higher ones are not run. Read off the
 * time, not the count: a Poisson count of 15 s at 25 a second is itself ±5 %.
 */
const behindShare = 0.05;
/**
 * The numbers of API replicas the capacity is measured with, in that order; `--replicas=2,1`
 * turns it round, so that a machine whose other work grows during a run weighs on each in turn.
 */
const replicaCounts = (
  process.argv.find((arg) => arg.startsWith('--replicas='))?.slice('--replicas='.length) ?? '1,2'
)
  .split(',')
  .map(Number)
  .filter((count) => count >= 1 && count <= 4);
const operators = 10;
/** Members and tags edited under load: two connections on each. */
const records = connections / 2;
const bars = { p99Ms: 100, rssMb: 250 };

interface Ready {
  url: string;
  /** Where PostgreSQL's backends serving the API are found. */
  databaseName?: string;
  /** Where another replica connects, and the keys it verifies the tokens with. */
  databaseUrl?: string;
  tokenKeys: string;
  /** The beneficiary's. */
  token: string;
  organizationId: string;
  operatorTokens: string[];
  memberIds: string[];
  tags: { id: string; name: string }[];
  /** Orders placed while seeding, one a member. */
  orderIds: string[];
}

/** What one connection remembers between its requests. */
interface Context {
  slot?: number;
  /** When the request under way was sent (setupRequest runs just before autocannon sends it). */
  sentAt?: number;
  memberEtag?: string;
  tagEtag?: string;
  orderId?: string;
}

type Tally = Map<string, Map<number, number>>;
/** Each request's milliseconds, by name: which requests make the tail. */
type Durations = Map<string, number[]>;

const serve = await compileForNode(fileURLToPath(new URL('./support/serve.mts', import.meta.url)));
process.once('exit', () => serve.remove());

/** The server of the run under way; each run starts its own on a fresh database. */
let ready: Ready;
const path = (name: EndpointName, params: Record<string, string> = {}, query = '') =>
  `${apiBasePath}${buildPath(endpoints[name].path, { organizationId: ready.organizationId, ...params })}${query}`;
const json = { 'content-type': 'application/json' };
let nextSlot = 0;
const slotOf = (context: Context) => (context.slot ??= nextSlot++ % connections);
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const operatorOf = (context: Context) =>
  bearer(ready.operatorTokens[slotOf(context) % ready.operatorTokens.length]!);
const recordOf = (context: Context) => slotOf(context) % records;
const letters = 'abcdefghij';
const someName = () =>
  `Zofia ${Array.from({ length: 6 }, () => letters[Math.floor(Math.random() * 10)]).join('')}`;

/** A request of the mix: made from a connection's context, its answer read back into it. */
interface MixStep extends autocannon.Request {
  setupRequest(request: autocannon.Request, context: object): autocannon.Request;
  onResponse(status: number, body: string, context: object, headers?: object): void;
}

/** One connection's round of requests, each counted by its status in `tally` under its name. */
function round(tally: Tally, durations: Durations): MixStep[] {
  const step = (
    name: string,
    setup: (context: Context) => autocannon.Request,
    read?: (context: Context, body: string, headers: Record<string, string>) => void,
  ): MixStep => ({
    setupRequest: (request, context) => {
      (context as Context).sentAt = performance.now();
      return { ...request, ...setup(context as Context) };
    },
    onResponse: (status, body, context, headers) => {
      const took = performance.now() - ((context as Context).sentAt ?? NaN);
      const taken = durations.get(name) ?? [];
      taken.push(took);
      durations.set(name, taken);
      const counts = tally.get(name) ?? new Map<number, number>();
      counts.set(status, (counts.get(status) ?? 0) + 1);
      tally.set(name, counts);
      if (status < 300) read?.(context as Context, body, (headers ?? {}) as Record<string, string>);
    },
  });
  // The writes come first, so that even the smoke run's few rounds make some.
  return [
    step(
      'getMember',
      (context) => ({
        method: 'GET',
        path: path('getMember', { memberId: ready.memberIds[recordOf(context)]! }),
        headers: operatorOf(context),
      }),
      (context, _, headers) => (context.memberEtag = headers.etag),
    ),
    step('updateMember', (context) => ({
      method: 'PATCH',
      path: path('updateMember', { memberId: ready.memberIds[recordOf(context)]! }),
      headers: { ...operatorOf(context), ...json, 'if-match': context.memberEtag ?? '*' },
      body: JSON.stringify({ firstName: someName() }),
    })),
    step(
      'getTag',
      (context) => ({
        method: 'GET',
        path: path('getTag', { tagId: ready.tags[recordOf(context)]!.id }),
        headers: operatorOf(context),
      }),
      (context, _, headers) => (context.tagEtag = headers.etag),
    ),
    step('updateTag', (context) => {
      const tag = ready.tags[recordOf(context)]!;
      return {
        method: 'PUT',
        path: path('updateTag', { tagId: tag.id }),
        headers: { ...operatorOf(context), ...json, 'if-match': context.tagEtag ?? '*' },
        body: JSON.stringify({
          name: tag.name,
          abbr: 'ZN',
          description: someName(),
          color: '336699',
          textColor: 'ffffff',
          icon: 'tag',
        }),
      };
    }),
    step(
      'createBeneficiaryOrder',
      () => ({
        method: 'POST',
        path: path('createBeneficiaryOrder'),
        headers: { ...bearer(ready.token), ...json },
        body: JSON.stringify({ type: 'VISIT', description: 'Proszę o wizytę pielęgniarki.' }),
      }),
      (context, body) => (context.orderId = (JSON.parse(body) as { id: string }).id),
    ),
    step('getOrder', (context) => ({
      method: 'GET',
      // The order this connection placed last (before its first: one placed while seeding).
      path: path('getOrder', {
        orderId: context.orderId ?? ready.orderIds[recordOf(context)]!,
      }),
      headers: operatorOf(context),
    })),
    step('listMembers', (context) => ({
      method: 'GET',
      path: path('listMembers', {}, '?page=1&limit=20&sort=lastName'),
      headers: operatorOf(context),
    })),
    step('listOrders', (context) => ({
      method: 'GET',
      path: path('listOrders', {}, '?status=NEW&page=1&limit=20'),
      headers: operatorOf(context),
    })),
    step('countNotifications', (context) => ({
      method: 'GET',
      path: path('countNotifications'),
      headers: operatorOf(context),
    })),
    step('listTags', (context) => ({
      method: 'GET',
      path: path('listTags'),
      headers: operatorOf(context),
    })),
    step('searchMembers', (context) => ({
      method: 'GET',
      path: path('listMembers', {}, '?page=1&limit=20&sort=lastName&search=zolk'),
      headers: operatorOf(context),
    })),
  ];
}

/** One run of the mix, each connection sending its next request as soon as it has the answer. */
async function run(duration: number) {
  const tally: Tally = new Map();
  const durations: Durations = new Map();
  const result = await autocannon({
    url: ready.url,
    connections,
    duration,
    requests: round(tally, durations),
  });
  return { result, tally, durations };
}

/** One virtual user going round the mix with a context of its own, as a connection does above. */
function virtualUser(steps: MixStep[]): VirtualUser {
  const context: Context = {};
  let index = 0;
  return {
    next() {
      const step = steps[index++ % steps.length]!;
      const { method, path, headers, body } = step.setupRequest({}, context);
      return {
        request: { method: method!, path: path!, headers, body: body as string | undefined },
        answered: (status, body, headers) => step.onResponse(status, body, context, headers),
      };
    },
  };
}

/** The replicas of the API a rate step is sent to. */
interface Replicas {
  urls: string[];
  pids: number[];
}

/** The CPU of every replica (and of PostgreSQL's backends serving them) from now to `stop()`. */
function countReplicasCpu({ pids }: Replicas) {
  const counts = pids.map((pid, index) =>
    countCpu(pid, index === 0 ? ready.databaseName : undefined),
  );
  return {
    stop(): CpuSample {
      const samples = counts.map((count) => count.stop());
      return {
        serverMs: samples.reduce((sum, sample) => sum + sample.serverMs, 0),
        postgresMs: samples[0]!.postgresMs,
        loadGeneratorMs: samples[0]!.loadGeneratorMs,
      };
    },
  };
}

/**
 * The mix at a fixed mean arrival rate (requests a second) from `connections` virtual users,
 * each arrival sent to the next replica in turn.
 */
async function runAtRate(
  rate: number,
  replicas: Replicas,
  duration = rateSteps.seconds,
): Promise<RateStep> {
  const tally: Tally = new Map();
  const durations: Durations = new Map();
  const steps = round(tally, durations);
  const users = Array.from({ length: connections }, () => virtualUser(steps));
  const counting = countReplicasCpu(replicas);
  const outcome = await openLoop({ url: replicas.urls, users, rate, seconds: duration });
  const cpu = counting.stop();
  const { p50, p99 } = summarize(outcome.latencies);
  const unexpectedList = unexpectedAnswers(tally);
  const unexpected = unexpectedList.reduce((sum, { times }) => sum + times, 0);
  return {
    unexpected: unexpectedList,
    rate,
    served: outcome.served,
    elapsedSeconds: outcome.elapsedSeconds,
    p50,
    p99,
    errors: outcome.socketErrors + outcome.timeouts + unexpected,
    cpu,
    requests: outcome.latencies.length,
    durations,
  };
}

interface RateStep {
  rate: number;
  elapsedSeconds: number;
  /** Answers that are errors, by request and status. */
  unexpected: ReturnType<typeof unexpectedAnswers>;
  served: number;
  p50: number;
  p99: number;
  errors: number;
  cpu: CpuSample;
  requests: number;
  /** Each kind of request's milliseconds from being sent (not from arriving) to its answer. */
  durations: Durations;
}

interface Measured extends Awaited<ReturnType<typeof run>> {
  maxRssMb: number;
  cpu: CpuSample;
}

/** Open-loop steps from `rateSteps.start` up, after a warm-up at the first rate; see rateSteps. */
async function stepUp(replicas: Replicas): Promise<RateStep[]> {
  // The arrivals' own warm-up: new connections, JIT, and whatever an earlier run left to do.
  await runAtRate(rateSteps.start, replicas, seconds.warmup);
  const steps: RateStep[] = [];
  let overInARow = 0;
  for (let index = 0; index < rateSteps.count; index += 1) {
    const step = await runAtRate(rateAt(index), replicas);
    steps.push(step);
    log(
      `  ${replicas.urls.length} replica(s), ${step.rate} req/s: served ${Math.round(step.served)}, p50 ${step.p50.toFixed(1)} ms, p99 ${step.p99.toFixed(1)} ms, errors ${step.errors}${step.unexpected.map(({ name, status, times }) => `, ${name} ${status} ×${times}`).join('')}`,
    );
    if (step.elapsedSeconds > rateSteps.seconds * (1 + behindShare)) break;
    overInARow = step.p99 > bars.p99Ms || step.errors > 0 ? overInARow + 1 : 0;
    if (overInARow === 2) break;
  }
  return steps;
}

/** Seconds a run of `stepUp` may take at most. */
const stepUpSeconds = seconds.warmup + rateSteps.count * rateSteps.seconds;

function startLoadServer(nodeOptions: string[] = []) {
  return startServerProcess<Ready>(
    serve.file,
    ['load', String(operators), String(records)],
    [...apiNodeFlags, ...nodeOptions],
  );
}

/** Ends the run if a measurement has not finished by `budgetSeconds`, stopping its servers. */
function deadlineFor(budgetSeconds: number, servers: ServerProcess<unknown>[]) {
  const deadline = setTimeout(() => {
    log(`load: no result after ${budgetSeconds} s, stopping`);
    for (const server of servers) server.process.kill('SIGTERM');
    process.exit(1);
  }, budgetSeconds * 1000);
  deadline.unref();
  return deadline;
}

interface Capacity {
  replicas: number;
  steps: RateStep[];
  /** Each replica's peak RSS (MB). */
  maxRssMb: number[];
}

/**
 * The open-loop steps against `count` replicas of the API on one freshly seeded database: the
 * first seeds it, the others start on it; every one runs under the API's node flags.
 */
async function measureCapacity(count: number): Promise<Capacity> {
  const first = await startLoadServer();
  const servers = [first];
  const deadline = deadlineFor(stepUpSeconds + 180, servers);
  try {
    ready = first.ready;
    nextSlot = 0;
    for (let index = 1; index < count; index += 1)
      servers.push(
        await startServerProcess<Ready>(
          serve.file,
          ['replica', ready.databaseUrl!, ready.tokenKeys],
          [...apiNodeFlags],
        ),
      );
    const steps = await stepUp({
      urls: servers.map((server) => server.ready.url),
      pids: servers.map((server) => server.process.pid!),
    });
    const maxRssMb: number[] = [];
    // The replicas first: the first owns the database and drops it.
    for (const server of [...servers].reverse()) maxRssMb.unshift(await stopServerProcess(server));
    return { replicas: count, steps, maxRssMb };
  } catch (error) {
    for (const server of [...servers].reverse()) await stopServerProcess(server);
    throw error;
  } finally {
    clearTimeout(deadline);
  }
}

/**
 * Starts a server (node given the API's flags and `nodeOptions`), warms it up and measures it at
 * saturation; stops it.
 */
async function measureServer(nodeOptions: string[] = []): Promise<Measured> {
  const server = await startLoadServer(nodeOptions);
  // Whatever hangs, the run ends: the server stopped by its handle, the run failed.
  const deadline = deadlineFor(seconds.warmup + seconds.measure + 180, [server]);
  ready = server.ready;
  nextSlot = 0;
  let measured: Awaited<ReturnType<typeof run>>;
  // On a machine shared with other work the latency mostly measures waiting for a core; the CPU
  // the API and its PostgreSQL backends spend a request does not.
  let cpu: CpuSample;
  try {
    await run(seconds.warmup);
    const counting = countCpu(server.process.pid!, ready.databaseName);
    measured = await run(seconds.measure);
    cpu = counting.stop();
  } catch (error) {
    await stopServerProcess(server);
    throw error;
  } finally {
    clearTimeout(deadline);
  }
  return { ...measured, cpu, maxRssMb: await stopServerProcess(server) };
}

const edits = ['updateMember', 'updateTag'];

/** Answers that are errors: any non-2xx but a designed 412 on an edit. */
function unexpectedAnswers(tally: Tally) {
  return [...tally].flatMap(([name, counts]) =>
    [...counts]
      .filter(([status]) => status >= 300 && !(status === 412 && edits.includes(name)))
      .map(([status, times]) => ({ name, status, times })),
  );
}

/** A run's errors: unexpected answers, socket errors and timeouts. */
function errorsOf({ result, tally }: Pick<Awaited<ReturnType<typeof run>>, 'result' | 'tally'>) {
  const unexpected = unexpectedAnswers(tally);
  const designed412 = edits.reduce((sum, name) => sum + (tally.get(name)?.get(412) ?? 0), 0);
  const errors =
    result.errors + result.timeouts + unexpected.reduce((sum, { times }) => sum + times, 0);
  return { unexpected, designed412, errors };
}

const loadBefore = loadavg()[0]!;
const { result, tally, durations, cpu, maxRssMb } = await measureServer();
const loadAfter = loadavg()[0]!;
log('the same mix arriving at random, the rate stepped up:');
const capacities: (Capacity & { load: [number, number] })[] = [];
for (const count of replicaCounts) {
  const before = loadavg()[0]!;
  const capacity = await measureCapacity(count);
  capacities.push({ ...capacity, load: [before, loadavg()[0]!] });
}

const { unexpected, designed412, errors } = errorsOf({ result, tally });
const writes = ['updateMember', 'updateTag', 'createBeneficiaryOrder'].reduce(
  (sum, name) => sum + [...(tally.get(name)?.values() ?? [])].reduce((a, b) => a + b, 0),
  0,
);

log(
  `mixed load, ${connections} connections, ${seconds.measure} s: ${Math.round(result.requests.average)} req/s (${result.requests.total} requests, ${writes} of them writes), p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
);
log(
  `errors ${errors} (${result.errors} socket errors, ${result.timeouts} timeouts${unexpected.map(({ name, status, times }) => `, ${name} ${status} ×${times}`).join('')}); designed 412 on a stale If-Match: ${designed412}`,
);
const perRequest = (ms: number) => (ms / result.requests.total).toFixed(2);
const apiShare = cpu.serverMs / 10 / seconds.measure;
log(
  `CPU a request: API ${perRequest(cpu.serverMs)} ms, PostgreSQL ${perRequest(cpu.postgresMs)} ms, load generator ${perRequest(cpu.loadGeneratorMs)} ms; the API used ${apiShare.toFixed(0)} % of a core`,
);
log('p50 / p99 by request (ms, from just before it is sent to its answer):');
for (const [name, taken] of durations) {
  const { p50, p99 } = summarize(taken);
  log(`  ${name.padEnd(24)} ${p50.toFixed(0).padStart(5)} / ${p99.toFixed(0).padStart(5)}`);
}
log(
  `API peak RSS ${Math.round(maxRssMb)} MB; machine load (1 min) ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after`,
);
log('rate limits: the limiter on, every limit 1e9 a minute (none reached)');
// PostgreSQL's CPU is not given at fixed rates: below saturation the pool closes idle
// connections, and a backend that has ended takes its CPU time out of the count.
for (const { replicas, steps, maxRssMb: rss, load } of capacities) {
  log(
    `\n${replicas} API replica(s)${replicas > 1 ? ' taking the arrivals in turn' : ''}, ${connections} users, ${rateSteps.seconds} s a rate; peak RSS ${rss.map((each) => Math.round(each)).join(' and ')} MB; machine load (1 min) ${load[0].toFixed(1)} before, ${load[1].toFixed(1)} after`,
  );
  for (const step of steps) {
    const each = (ms: number) => (ms / step.requests).toFixed(2);
    log(
      `at ${step.rate} req/s arriving at random: served ${Math.round(step.served)} req/s, p50 ${step.p50.toFixed(1)} ms, p99 ${step.p99.toFixed(1)} ms, errors ${step.errors}; CPU a request: API ${each(step.cpu.serverMs)} ms, load generator ${each(step.cpu.loadGeneratorMs)} ms`,
    );
    const slowest = [...step.durations]
      .map(([name, taken]) => ({ name, ...summarize(taken) }))
      .sort((a, b) => b.p99 - a.p99)
      .slice(0, 3);
    log(
      `  slowest by p99 once sent: ${slowest.map(({ name, p50, p99 }) => `${name} ${p50.toFixed(0)} / ${p99.toFixed(0)} ms`).join(', ')}`,
    );
  }
}

const conditions = `${connections} conn., ${seconds.measure} s, load ${loadBefore.toFixed(0)}–${loadAfter.toFixed(0)}`;
figure({
  benchmark: 'load',
  database: 'PostgreSQL',
  measure: `mixed reads and writes, closed loop (latency is the queue), ${conditions}`,
  value: `${Math.round(result.requests.average)} req/s · p50 ${result.latency.p50} ms · p99 ${result.latency.p99} ms`,
  bar: '(reported)',
  met: true,
});
const openLoopErrors = capacities.reduce(
  (sum, { steps }) => sum + steps.reduce((each, step) => each + step.errors, 0),
  0,
);
figure({
  benchmark: 'load',
  database: 'PostgreSQL',
  measure: 'errors (non-2xx but designed 412s), closed loop and every rate',
  value: `${errors} of ${result.requests.total} closed loop (412s on a stale If-Match: ${designed412}); ${openLoopErrors} at the rates`,
  bar: '0',
  met: errors === 0 && openLoopErrors === 0,
});
figure({
  benchmark: 'load',
  database: 'PostgreSQL',
  measure: 'CPU a request of that mix',
  value: `API ${perRequest(cpu.serverMs)} ms · PostgreSQL ${perRequest(cpu.postgresMs)} ms (API at ${apiShare.toFixed(0)} % of a core)`,
  bar: '(reported)',
  met: true,
});
const peakRssMb = Math.max(maxRssMb, ...capacities.flatMap(({ maxRssMb: rss }) => rss));
figure({
  benchmark: 'load',
  database: 'PostgreSQL',
  measure: 'API peak RSS under that load (any replica)',
  value: `${Math.round(peakRssMb)} MB`,
  bar: `≤ ${bars.rssMb} MB`,
  met: peakRssMb <= bars.rssMb,
});

for (const { replicas, steps, load } of capacities) {
  const capacity = steps.filter((step) => step.p99 <= bars.p99Ms && step.errors === 0).at(-1);
  const over = steps.filter((step) => capacity && step.rate > capacity.rate);
  const increase = Math.round((rateSteps.factor - 1) * 100);
  figure({
    benchmark: 'load',
    database: 'PostgreSQL',
    measure: `open-loop capacity, ${replicas} API replica${replicas > 1 ? 's (round-robin, same 2 cores: the overhead, not a gain)' : ''}, ${connections} users, ${rateSteps.seconds} s a rate from ${rateSteps.start} up by ${increase} %, load ${load[0].toFixed(0)}–${load[1].toFixed(0)}`,
    value: capacity
      ? `${capacity.rate} req/s · p50 ${capacity.p50.toFixed(1)} ms · p99 ${capacity.p99.toFixed(1)} ms${over.length > 0 ? ` (over at ${over.map((step) => step.rate).join(', ')})` : ' (the highest rate tried)'}`
      : `none of ${steps.map((step) => step.rate).join(', ')} req/s`,
    bar: `highest rate at p99 ≤ ${bars.p99Ms} ms (reported)`,
    met: true,
  });
}

if (process.argv.includes('--profile'))
  logShares(await profileServer((nodeOptions) => measureServer(nodeOptions), seconds.measure));
