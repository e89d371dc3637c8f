// Mixed load: autocannon, 100 connections on loopback for 60 s against the whole API on
// PostgreSQL, compiled and run by plain node as production runs it. Each connection goes round
// the panel's everyday requests as operators make them: a member and a tag read and then edited
// with If-Match (the ETag just read), a new order placed as the beneficiary and read back by the
// operator, a members page (plain and searched), the NEW orders tab, the tags and the bell's
// notification count. Two connections share each member and each tag, so now and then one edits
// what the other just changed: that 412 is the designed answer, counted apart from errors.
// Bars (docs/quality.md): 0 errors (any other non-2xx, socket error or timeout), p99 ≤ 100 ms; the
// API's peak RSS ≤ 250 MB. Rate limits: the limiter runs as in production with every limit at
// 1e9 a minute, which no run reaches (100 connections on ten tokens would otherwise measure 429s).
// Every connection sends its next request as soon as it has the answer, so that run measures the
// mix at saturation, where latency is the queue: connections ÷ throughput. After it, the same
// server takes the same mix from 100 virtual users at fixed mean arrival rates, fractions of that
// throughput (./support/open-loop.mts: random arrivals, latency counted from each arrival), which
// says how many requests a second it serves within the p99 bar: its capacity on this machine.
// Bounded: autocannon stops after its duration, and a deadline ends the run if anything hangs.
// Usage: tsx bench/load.mts [--smoke] [--profile]   (--smoke: 20 connections for 3 s, one rate
// step of 2 s; --profile: a second run with V8's profiler on, the API's time by package; needs
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
import { startServerProcess, stopServerProcess } from './support/server-process.mts';

const options = readOptions();
// The smoke run only shows the mix still runs: fewer connections, seconds, records.
const connections = options.smoke ? 20 : 100;
const seconds = options.smoke ? { warmup: 1, measure: 3 } : { warmup: 5, measure: 60 };
/** The fixed arrival rates after the saturation run, as fractions of its throughput. */
const rateSteps = options.smoke
  ? { fractions: [0.3], seconds: 2 }
  : { fractions: [0.3, 0.4, 0.5, 0.6, 0.7], seconds: 20 };
/** A step served less than this share of its arrivals' rate is past capacity: the higher ones are not run. */
const keptUp = 0.97;
const operators = 10;
/** Members and tags edited under load: two connections on each. */
const records = connections / 2;
const bars = { p99Ms: 100, rssMb: 250 };

interface Ready {
  url: string;
  /** Where PostgreSQL's backends serving the API are found. */
  databaseName?: string;
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

/** The mix at a fixed mean arrival rate (requests a second) from `connections` virtual users. */
async function runAtRate(
  rate: number,
  serverPid: number,
  duration = rateSteps.seconds,
): Promise<RateStep> {
  const tally: Tally = new Map();
  const durations: Durations = new Map();
  const steps = round(tally, durations);
  const users = Array.from({ length: connections }, () => virtualUser(steps));
  const counting = countCpu(serverPid, ready.databaseName);
  const outcome = await openLoop({ url: ready.url, users, rate, seconds: duration });
  const cpu = counting.stop();
  const { p50, p99 } = summarize(outcome.latencies);
  const unexpected = unexpectedAnswers(tally).reduce((sum, { times }) => sum + times, 0);
  return {
    rate,
    served: outcome.served,
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
  steps: RateStep[];
}

/**
 * Starts a server (node given the API's flags and `nodeOptions`), warms it up, measures it at
 * saturation and then, with `withRateSteps`, at the fixed rates of `rateSteps`; stops it.
 */
async function measureServer(nodeOptions: string[] = [], withRateSteps = false): Promise<Measured> {
  const stepSeconds = withRateSteps
    ? seconds.warmup + rateSteps.fractions.length * rateSteps.seconds
    : 0;
  const budgetSeconds = seconds.warmup + seconds.measure + stepSeconds + 180;
  const server = await startServerProcess<Ready>(
    serve.file,
    ['load', String(operators), String(records)],
    [...apiNodeFlags, ...nodeOptions],
  );
  // Whatever hangs, the run ends: the server stopped by its handle, the run failed.
  const deadline = setTimeout(() => {
    log(`load: no result after ${budgetSeconds} s, stopping`);
    server.process.kill('SIGTERM');
    process.exit(1);
  }, budgetSeconds * 1000);
  deadline.unref();
  ready = server.ready;
  nextSlot = 0;
  let measured: Awaited<ReturnType<typeof run>>;
  // On a machine shared with other work the latency mostly measures waiting for a core; the CPU
  // the API and its PostgreSQL backends spend a request does not.
  let cpu: CpuSample;
  const steps: RateStep[] = [];
  try {
    await run(seconds.warmup);
    const counting = countCpu(server.process.pid!, ready.databaseName);
    measured = await run(seconds.measure);
    cpu = counting.stop();
    const saturation = measured.result.requests.average;
    // The arrivals' own warm-up: new connections, and whatever the saturation run left to do.
    const [first] = rateSteps.fractions;
    if (withRateSteps && first)
      await runAtRate(Math.round(saturation * first), server.process.pid!, seconds.warmup);
    for (const fraction of withRateSteps ? rateSteps.fractions : []) {
      const step = await runAtRate(Math.round(saturation * fraction), server.process.pid!);
      steps.push(step);
      if (step.served < keptUp * step.rate) break;
    }
  } catch (error) {
    await stopServerProcess(server);
    throw error;
  } finally {
    clearTimeout(deadline);
  }
  return { ...measured, cpu, steps, maxRssMb: await stopServerProcess(server) };
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
const { result, tally, durations, cpu, maxRssMb, steps } = await measureServer([], true);
const loadAfter = loadavg()[0]!;

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
for (const step of steps) {
  const each = (ms: number) => (ms / step.requests).toFixed(2);
  log(
    `at ${step.rate} req/s arriving at random (${Math.round((100 * step.rate) / result.requests.average)} % of the above), ${rateSteps.seconds} s: served ${Math.round(step.served)} req/s, p50 ${step.p50.toFixed(1)} ms, p99 ${step.p99.toFixed(1)} ms, errors ${step.errors}; CPU a request: API ${each(step.cpu.serverMs)} ms, load generator ${each(step.cpu.loadGeneratorMs)} ms`,
  );
  const slowest = [...step.durations]
    .map(([name, taken]) => ({ name, ...summarize(taken) }))
    .sort((a, b) => b.p99 - a.p99)
    .slice(0, 3);
  log(
    `  slowest by p99 once sent: ${slowest.map(({ name, p50, p99 }) => `${name} ${p50.toFixed(0)} / ${p99.toFixed(0)} ms`).join(', ')}`,
  );
}

const conditions = `${connections} conn., ${seconds.measure} s, load ${loadBefore.toFixed(0)}–${loadAfter.toFixed(0)}`;
figure({
  benchmark: 'load',
  database: 'PostgreSQL',
  measure: `mixed reads and writes, ${conditions}`,
  value: `${Math.round(result.requests.average)} req/s · p50 ${result.latency.p50} ms · p99 ${result.latency.p99} ms`,
  bar: `p99 ≤ ${bars.p99Ms} ms`,
  met: result.latency.p99 <= bars.p99Ms,
});
figure({
  benchmark: 'load',
  database: 'PostgreSQL',
  measure: 'errors (non-2xx but designed 412s)',
  value: `${errors} of ${result.requests.total} (412s on a stale If-Match: ${designed412})`,
  bar: '0',
  met: errors === 0,
});
figure({
  benchmark: 'load',
  database: 'PostgreSQL',
  measure: 'CPU a request of that mix',
  value: `API ${perRequest(cpu.serverMs)} ms · PostgreSQL ${perRequest(cpu.postgresMs)} ms (API at ${apiShare.toFixed(0)} % of a core)`,
  bar: '(reported)',
  met: true,
});
figure({
  benchmark: 'load',
  database: 'PostgreSQL',
  measure: 'API peak RSS under that load',
  value: `${Math.round(maxRssMb)} MB`,
  bar: `≤ ${bars.rssMb} MB`,
  met: maxRssMb <= bars.rssMb,
});

if (steps.length > 0) {
  const within = steps.filter((step) => step.p99 <= bars.p99Ms && step.errors === 0);
  const capacity = within.at(-1);
  figure({
    benchmark: 'load',
    database: 'PostgreSQL',
    measure: `the same mix arriving at random at fixed rates, ${connections} users, ${rateSteps.seconds} s each: highest rate tried within p99 ≤ ${bars.p99Ms} ms`,
    value: capacity
      ? `${capacity.rate} req/s (${Math.round((100 * capacity.rate) / result.requests.average)} % of saturation) · p50 ${capacity.p50.toFixed(1)} ms · p99 ${capacity.p99.toFixed(1)} ms`
      : `none of ${steps.map((step) => step.rate).join(', ')} req/s`,
    bar: '(reported)',
    met: true,
  });
}

if (process.argv.includes('--profile'))
  logShares(await profileServer((nodeOptions) => measureServer(nodeOptions), seconds.measure));
