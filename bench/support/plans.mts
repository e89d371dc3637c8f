// What a handler sends to the database, and how the database runs it: the benchmarks EXPLAIN
// (ANALYZE) the exact statements a handler sent, with their parameters, and check that a table
// is read through an index, never by a full scan.
import type { BenchDatabase } from './database.mts';
import { rawClient } from './database.mts';

export interface SentStatement {
  text: string;
  params: unknown[];
}

/** Runs `task` once and returns the statements it sent to the database, with their parameters. */
export async function statementsOf(
  database: BenchDatabase,
  task: () => Promise<unknown>,
): Promise<SentStatement[]> {
  const client = rawClient(database);
  const original = client.query;
  const sent: SentStatement[] = [];
  client.query = function (this: unknown, query: unknown, params?: unknown[], ...rest: unknown[]) {
    const text = typeof query === 'string' ? query : (query as { text: string }).text;
    sent.push({ text, params: params ?? [] });
    return (original as (...args: unknown[]) => ReturnType<typeof original>).call(
      this,
      query,
      params,
      ...rest,
    );
  } as typeof original;
  try {
    await task();
  } finally {
    client.query = original;
  }
  return sent;
}

export interface PlanCheck {
  plan: string;
  /** Indexes the plan reads `table` through. */
  indexes: string[];
  /** Whether the plan reads all of `table`. */
  seqScan: boolean;
}

export async function explain(
  database: BenchDatabase,
  statement: SentStatement,
  table: string,
): Promise<PlanCheck> {
  const result = await rawClient(database).query(
    `explain (analyze, buffers) ${statement.text}`,
    statement.params,
  );
  const plan = result.rows.map((row) => String(Object.values(row)[0])).join('\n');
  const indexes = [
    ...[...plan.matchAll(/Index (?:Only )?Scan(?: Backward)? using (\S+) on (\S+)/g)]
      .filter((match) => match[2] === table)
      .map((match) => match[1] ?? ''),
    // A bitmap scan names only its index; this project names indexes after their table.
    ...[...plan.matchAll(/Bitmap Index Scan on (\S+)/g)]
      .map((match) => match[1] ?? '')
      .filter((index) => index.startsWith(`${table}_`)),
  ];
  return { plan, indexes, seqScan: new RegExp(`Seq Scan on ${table}\\b`).test(plan) };
}
