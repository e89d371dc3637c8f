// The access log's cost on the reads it records, on PostgreSQL (and PGlite with --db=pglite):
// - the members list of an organization of 10,000 members (among 20,000 of others): the list
//   handler as it runs (its page and count, its reads noted in the API's buffer, which is
//   written every second while the rounds run) against the same page and count without the
//   log. Bar: the log adds ≤ 10 % to p95.
// - opening a member: the handler against the read alone. Bar: ≤ 1 ms more.
// The buffer's INSERTs run beside the rounds, so their cost falls on the handler's side.
// Both sides run in alternating rounds, so the machine's load (2 shared cores) falls on each
// alike. Usage: tsx bench/access-log.mts [--smoke] [--db=postgres|pglite]
import { endpoints, type MemberStatus, type Role } from '../packages/contracts/src/index';
import { members } from '../services/api/src/db/schema';
import {
  memberCount as countMembers,
  memberPage,
  findMember,
} from '../services/api/src/modules/members/queries';
import { flushAccessLog } from '../services/api/src/modules/access-log/record';
import { memberHandlers } from '../services/api/src/modules/members/routes';
import { insertOrganization, listHandlerDeps, seedOperator } from './support/api.mts';
import {
  type BenchDatabase,
  databaseLabel,
  insertInBatches,
  openBenchDatabase,
  rawClient,
} from './support/database.mts';
import { benchFirebaseIdentity } from './support/identity.mts';
import { polishLastNames } from './support/names.mts';
import { figure, log, ms, readOptions, type Summary, summarize } from './support/report.mts';

const options = readOptions(
  process.argv
    .slice(2)
    .concat(process.argv.some((arg) => arg.startsWith('--db=')) ? [] : ['--db=postgres']),
);
const memberTotal = options.smoke ? 3_000 : 10_000;
const otherMembers = options.smoke ? 6_000 : 20_000;
const rounds = options.smoke ? 2 : 6;
const perRound = options.smoke ? 20 : 100;
const warmup = options.smoke ? 5 : 30;
const bars = { listP95Share: 0.1, openExtraMs: 1 };

const firstNames = ['Anna', 'Zofia', 'Jan', 'Józef', 'Ewa', 'Piotr', 'Krystyna', 'Andrzej'];
const roles: Role[] = ['BENEFICIARY', 'BENEFICIARY', 'BENEFICIARY', 'ASSISTANT', 'OPERATOR'];
const statuses: MemberStatus[] = ['ACCEPTED', 'ACCEPTED', 'ACCEPTED', 'PENDING', 'DEACTIVATED'];

function* memberRows(organizationId: string, count: number, label: string) {
  const start = Date.now() - count * 60_000;
  for (let index = 0; index < count; index += 1)
    yield {
      organizationId,
      role: roles[index % roles.length] as Role,
      status: statuses[index % statuses.length] as MemberStatus,
      accountOwnerType: 'OWN_ACCOUNT' as const,
      accountEmail: `${label}.${index}@bench.care.test`,
      firstName: firstNames[index % firstNames.length] as string,
      lastName: polishLastNames[(index * 7) % polishLastNames.length] as string,
      createdAt: new Date(start + index * 60_000),
    };
}

/** `with` and `without`, `perRound` runs each in turn, `rounds` times; p50/p95 of each side. */
async function interleaved(withLog: () => Promise<unknown>, withoutLog: () => Promise<unknown>) {
  for (let i = 0; i < warmup; i += 1) {
    await withLog();
    await withoutLog();
  }
  const times = { with: [] as number[], without: [] as number[] };
  for (let round = 0; round < rounds; round += 1)
    for (const [side, task] of [
      ['with', withLog],
      ['without', withoutLog],
    ] as const)
      for (let i = 0; i < perRound; i += 1) {
        const started = performance.now();
        await task();
        times[side].push(performance.now() - started);
      }
  return { with: summarize(times.with), without: summarize(times.without) };
}

const line = (summary: Summary) => `p50 ${ms(summary.p50)}, p95 ${ms(summary.p95)}`;

async function benchOn(kind: 'postgres' | 'pglite') {
  const database: BenchDatabase = await openBenchDatabase(kind);
  const label = databaseLabel[kind];
  try {
    const { id: organizationId } = await insertOrganization(database, 'Hospicjum Benchmark');
    const operator = await seedOperator(database, organizationId, 'access-log');
    await insertInBatches(memberRows(organizationId, memberTotal, 'home'), (batch) =>
      database.db.insert(members).values(batch),
    );
    for (let n = 0; n < 20; n += 1) {
      const other = await insertOrganization(database, `Hospicjum ${n}`);
      await insertInBatches(memberRows(other.id, otherMembers / 20, `other${n}`), (batch) =>
        database.db.insert(members).values(batch),
      );
    }
    await rawClient(database).query('vacuum analyze members');
    log(
      `${label}: ${memberTotal.toLocaleString('en')} members (+ ${otherMembers.toLocaleString('en')} of others)`,
    );

    const handlers = memberHandlers(listHandlerDeps(database, benchFirebaseIdentity()));
    type ListContext = Parameters<typeof handlers.listMembers>[0];
    type GetContext = Parameters<typeof handlers.getMember>[0];
    const caller = operator.caller;
    const scenarios = [
      { label: 'page 1 of 10, sort lastName', query: { sort: 'lastName' } },
      { label: 'page 1 of 100, sort -createdAt', query: { sort: '-createdAt', limit: '100' } },
      { label: 'page 1 of 10, search "kowal"', query: { sort: 'lastName', search: 'kowal' } },
    ];
    for (const scenario of scenarios) {
      const query = endpoints.listMembers.query.parse(scenario.query);
      const result = await interleaved(
        () => handlers.listMembers({ caller, query } as ListContext),
        () =>
          Promise.all([
            memberPage(database.db, organizationId, query),
            countMembers(database.db, organizationId, query),
          ]),
      );
      const share = result.with.p95 / result.without.p95 - 1;
      log(
        `\n${label}, members list ${scenario.label}\n  with the log: ${line(result.with)}\n  without: ${line(result.without)}\n  p95 +${(share * 100).toFixed(1)} %`,
      );
      figure({
        benchmark: 'access log',
        database: label,
        measure: `members list ${scenario.label}: p95 with / without the log`,
        value: `${ms(result.with.p95)} / ${ms(result.without.p95)} (+${(share * 100).toFixed(1)} %)`,
        bar: '≤ +10 %',
        met: share <= bars.listP95Share,
      });
    }

    const [someone] = await memberPage(
      database.db,
      organizationId,
      endpoints.listMembers.query.parse({ page: '40' }),
    );
    if (!someone) throw new Error('no member to open');
    const memberId = someone.id;
    const opened = await interleaved(
      () => handlers.getMember({ caller, params: { organizationId, memberId } } as GetContext),
      () => findMember(database.db, organizationId, memberId),
    );
    const extraP50 = opened.with.p50 - opened.without.p50;
    const extraP95 = opened.with.p95 - opened.without.p95;
    log(
      `\n${label}, opening a member\n  with the log: ${line(opened.with)}\n  without: ${line(opened.without)}\n  +${ms(extraP50)} p50, +${ms(extraP95)} p95`,
    );
    figure({
      benchmark: 'access log',
      database: label,
      measure: 'opening a member: extra time of the log write (p50; p95)',
      value: `+${ms(extraP50)}; +${ms(extraP95)}`,
      bar: '≤ +1 ms',
      met: extraP50 <= bars.openExtraMs,
    });
    await flushAccessLog(database.db);
    const [{ count }] = (
      await rawClient(database).query('select count(*)::int as count from access_log_entries')
    ).rows as [{ count: number }];
    log(`\n${label}: ${count.toLocaleString('en')} access log entries written by the run`);
  } finally {
    await database.close();
  }
  return true;
}

for (const kind of options.databases) await benchOn(kind);
