// What a handler sends to the database, and how the database runs it: the benchmarks EXPLAIN
// (ANALYZE) the exact statements a handler sent, with their parameters, and check that a table
// is read through an index, never by a full scan.
import type { BenchDatabase } from './database.mts';
import { rawClient } from './database.mts';
import { log } from './report.mts';

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

/** Whether a statement reads one of `tables` (this project's statements quote table names). */
export const readsOneOf =
  (tables: readonly string[]) =>
  (statement: SentStatement): boolean =>
    new RegExp(`from "(${tables.join('|')})"`).test(statement.text);

/**
 * Explains the statements `task` sends (those `explained` picks: by default the ones reading one
 * of `tables`), logs each plan, and says whether none reads one of `tables` whole and each that
 * `needsIndex` picks (by default the same) names an index.
 */
export async function indexBacked(
  database: BenchDatabase,
  task: () => Promise<unknown>,
  tables: string | readonly string[],
  {
    explained = readsOneOf(typeof tables === 'string' ? [tables] : tables),
    needsIndex = explained,
  }: {
    explained?: (statement: SentStatement) => boolean;
    needsIndex?: (statement: SentStatement) => boolean;
  } = {},
): Promise<boolean> {
  const checked = typeof tables === 'string' ? [tables] : tables;
  const statements = (await statementsOf(database, task)).filter(explained);
  // A check that explained nothing would pass whatever the handler does.
  if (statements.length === 0) {
    log(`  NOT checked: no statement read ${checked.join(' or ')}`);
    return false;
  }
  let ok = true;
  for (const statement of statements) {
    const check = await explain(database, statement, checked);
    log(
      `  ${statement.text}\n  params ${JSON.stringify(statement.params)}\n${check.plan.replace(/^/gm, '    ')}`,
    );
    log(
      check.seqScan
        ? `  NOT index-backed: a full scan of ${checked.join(' or ')}`
        : `  index-backed: ${[...new Set(check.indexes)].join(', ') || 'none needed'}`,
    );
    ok &&= !check.seqScan && (check.indexes.length > 0 || !needsIndex(statement));
  }
  return ok;
}
