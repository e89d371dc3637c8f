// Timing helpers and the figure protocol: a benchmark prints its own lines for a human and one
// `@figure {json}` line per figure, which bench/run.mjs collects into the table.
import { performance } from 'node:perf_hooks';

export interface Options {
  /** Small sizes and few iterations: proves every benchmark still runs, in seconds. */
  smoke: boolean;
  databases: ('postgres' | 'pglite')[];
}

export function readOptions(argv = process.argv.slice(2)): Options {
  const only = argv.find((arg) => arg.startsWith('--db='))?.slice('--db='.length);
  return {
    smoke: argv.includes('--smoke'),
    databases: only === 'postgres' || only === 'pglite' ? [only] : ['postgres', 'pglite'],
  };
}

export interface Summary {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/** Nearest-rank percentiles of durations in milliseconds. */
export function summarize(durations: number[]): Summary {
  const sorted = [...durations].sort((a, b) => a - b);
  const rank = (p: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0;
  return {
    count: sorted.length,
    p50: rank(0.5),
    p95: rank(0.95),
    p99: rank(0.99),
    max: sorted[sorted.length - 1] ?? 0,
  };
}

/** Runs `task` `warmup` times unmeasured (JIT, caches, prepared plans), then `iterations` times. */
export async function time(
  task: () => Promise<unknown>,
  { warmup, iterations }: { warmup: number; iterations: number },
): Promise<Summary> {
  for (let i = 0; i < warmup; i += 1) await task();
  const durations: number[] = [];
  for (let i = 0; i < iterations; i += 1) {
    const start = performance.now();
    await task();
    durations.push(performance.now() - start);
  }
  return summarize(durations);
}

export const ms = (value: number) => `${value < 10 ? value.toFixed(2) : value.toFixed(1)} ms`;

export interface Figure {
  benchmark: string;
  database: string;
  measure: string;
  /** The figure as read, e.g. "p50 0.42 ms · p95 0.61 ms · max 2.3 ms". */
  value: string;
  bar: string;
  /** Whether the figure is within the bar; benchmarks report, they do not fail on timing. */
  met: boolean;
}

export function figure(entry: Figure) {
  process.stdout.write(`@figure ${JSON.stringify(entry)}\n`);
}

export const latency = (summary: Summary) =>
  `p50 ${ms(summary.p50)} · p95 ${ms(summary.p95)} · max ${ms(summary.max)} (n=${summary.count})`;

export function log(line: string) {
  process.stdout.write(`${line}\n`);
}

/** The figure of the rule every list benchmark enforces: no statement reads a table whole. */
export function indexFigure(benchmark: string, database: string, tables: string, met: boolean) {
  figure({
    benchmark,
    database,
    measure: `EXPLAIN: index, no Seq Scan on ${tables}`,
    value: met ? 'index scans' : 'Seq Scan',
    bar: 'index',
    met,
  });
}

/**
 * Runs a benchmark on each database it was asked for. The one check a benchmark enforces is that
 * its pages never read a table by a full scan (timings are reported, not enforced): `benchOn`
 * answers whether that held, and the process fails when it did not on any database.
 */
export async function onEachDatabase(
  databases: Options['databases'],
  benchOn: (kind: Options['databases'][number]) => Promise<boolean>,
) {
  let allIndexBacked = true;
  for (const kind of databases) allIndexBacked = (await benchOn(kind)) && allIndexBacked;
  if (!allIndexBacked) process.exitCode = 1;
}
