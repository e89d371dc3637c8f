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
  /** Indexes the plan reads the tables through. */
  indexes: string[];
  /** Whether the plan reads all of one of the tables. */
  seqScan: boolean;
}

/** Runs the statement under EXPLAIN (ANALYZE) and says how it reads `tables` (one or several). */
export async function explain(
  database: BenchDatabase,
  statement: SentStatement,
  tables: string | readonly string[],
): Promise<PlanCheck> {
  const checked = typeof tables === 'string' ? [tables] : tables;
  const result = await rawClient(database).query(
    `explain (analyze, buffers) ${statement.text}`,
    statement.params,
  );
  const plan = result.rows.map((row) => String(Object.values(row)[0])).join('\n');
  const indexes = [
    ...[...plan.matchAll(/Index (?:Only )?Scan(?: Backward)? using (\S+) on (\S+)/g)]
      .filter((match) => checked.includes(match[2] ?? ''))
      .map((match) => match[1] ?? ''),
    // A bitmap scan names only its index; this project names indexes after their table.
    ...[...plan.matchAll(/Bitmap Index Scan on (\S+)/g)]
      .map((match) => match[1] ?? '')
      .filter((index) => checked.some((table) => index.startsWith(`${table}_`))),
  ];
  const seqScan = checked.some((table) => new RegExp(`Seq Scan on ${table}\\b`).test(plan));
  return { plan, indexes, seqScan };
}
