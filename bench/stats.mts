// Dashboard stats, 50,000 orders and 10,000 members of one organization (and a tenth as many of
// another, so the tables are shared as in production): GET /operator/organization/{id}/stats
// through its handler and through the whole GET by inject (token check, operator lookup,
// serialization); EXPLAIN (ANALYZE) of every statement it sends, each of which must be read off
// an index, with no Seq Scan on orders or members.
// Bar (docs/quality.md): p95 ≤ 30 ms on both databases. Usage: tsx bench/stats.mts [--smoke] [--db=…]
import { randomUUID } from 'node:crypto';
import {
  apiBasePath,
  endpoints,
  type MemberStatus,
  type OrderStatus,
  type OrderType,
  orderTypes,
  type Role,
} from '../packages/contracts/src/index';
import { defaultTimeZone } from '../services/api/src/config';
import { members, orders } from '../services/api/src/db/schema';
import { createStatsService } from '../services/api/src/modules/stats/service';
import { insertOrganization, openBenchApi, seedOperator, timeWholeGet } from './support/api.mts';
import {
  type BenchDatabase,
  type DatabaseKind,
  databaseLabel,
  insertInBatches,
  rawClient,
} from './support/database.mts';
import { indexBacked, readsOneOf } from './support/plans.mts';
import {
  figure,
  indexFigure,
  latency,
  log,
  onEachDatabase,
  readOptions,
  time,
} from './support/report.mts';

const options = readOptions();
const orderCount = options.smoke ? 5_000 : 50_000;
const memberCount = options.smoke ? 1_000 : 10_000;
const timing = options.smoke ? { warmup: 5, iterations: 30 } : { warmup: 30, iterations: 300 };
const barMs = 30;
const day = 86_400_000;

/** Mostly beneficiaries, a tenth assistants, a few operators; most accepted. */
const roleAt = (index: number): Role =>
  index % 50 === 0 ? 'OPERATOR' : index % 10 === 0 ? 'ASSISTANT' : 'BENEFICIARY';
const memberStatusCycle: readonly MemberStatus[] = [
  ...Array<MemberStatus>(6).fill('ACCEPTED'),
  'PENDING',
  'DEACTIVATED',
  'REJECTED',
  'INACTIVE',
];
const memberStatusAt = (index: number): MemberStatus =>
  memberStatusCycle[index % memberStatusCycle.length] ?? 'ACCEPTED';
/** Older orders are done with; the last month's still move, and some wait to be accepted. */
const recentStatusCycle: readonly OrderStatus[] = [
  'NEW',
  'NEW',
  'ACCEPTED',
  'IN_PROGRESS',
  'HANDLED',
  'HANDLED',
  'REJECTED',
  'CANCELLED',
];
const olderStatusCycle: readonly OrderStatus[] = [
  ...Array<OrderStatus>(4).fill('HANDLED'),
  'REJECTED',
  'CANCELLED',
];
const orderStatusAt = (index: number, recent: boolean): OrderStatus => {
  const cycle = recent ? recentStatusCycle : olderStatusCycle;
  return cycle[index % cycle.length] ?? 'HANDLED';
};

async function seedOrganization(
  database: BenchDatabase,
  name: string,
  orderTotal: number,
  memberTotal: number,
) {
  const organization = await insertOrganization(database, name);
  const memberRows = Array.from({ length: memberTotal }, (_, index) => ({
    id: randomUUID(),
    organizationId: organization.id,
    role: roleAt(index),
    status: memberStatusAt(index),
    accountOwnerType: 'OWN_ACCOUNT' as const,
    accountEmail: `member-${index}@${organization.id}.bench.care.test`,
    firstName: 'Zofia',
    lastName: `Nowak ${index}`,
    // Some memberships ended a while ago and are read as INACTIVE.
    endDate: index % 97 === 0 ? new Date(Date.now() - 30 * day) : null,
    // Added over three years, oldest first, as an organization grows: the last day's are a few.
    createdAt: new Date(Date.now() - ((memberTotal - index) / memberTotal) * 3 * 365 * day),
  }));
  await insertInBatches(memberRows, (batch) => database.db.insert(members).values(batch));
  const beneficiaries = memberRows.filter((member) => member.role === 'BENEFICIARY');

  // Three years, oldest first; a tenth of them in the last 30 days.
  const recentCount = Math.floor(orderTotal / 10);
  const oldStart = Date.now() - 3 * 365 * day;
  const oldStep = (3 * 365 * day - 31 * day) / (orderTotal - recentCount);
  const recentStep = (30 * day) / recentCount;
  const sequences = new Map<number, number>();
  const rows = Array.from({ length: orderTotal }, (_, index) => {
    const recent = index >= orderTotal - recentCount;
    const createdAt = new Date(
      recent
        ? Date.now() - 30 * day + (index - (orderTotal - recentCount)) * recentStep
        : oldStart + index * oldStep,
    );
    const year = createdAt.getUTCFullYear();
    const sequence = (sequences.get(year) ?? 0) + 1;
    sequences.set(year, sequence);
    const status = orderStatusAt(index, recent);
    return {
      id: randomUUID(),
      organizationId: organization.id,
      beneficiaryMemberId: (beneficiaries[(index * 7919) % beneficiaries.length] as { id: string })
        .id,
      numberYear: year,
      numberSequence: sequence,
      type: orderTypes[index % orderTypes.length] as OrderType,
      description: 'Proszę o wizytę pielęgniarki w domu.',
      status,
      rejectionReason: status === 'REJECTED' ? 'Poza naszym zasięgiem' : null,
      createdAt,
      updatedAt: createdAt,
    };
  });
  await insertInBatches(rows, (batch) => database.db.insert(orders).values(batch));
  return organization;
}

async function benchOn(kind: DatabaseKind): Promise<boolean> {
  const label = databaseLabel[kind];
  const { database, app, close } = await openBenchApi(kind);
  try {
    const seedStart = performance.now();
    const organization = await seedOrganization(
      database,
      'Hospicjum Benchmark',
      orderCount,
      memberCount,
    );
    await seedOrganization(database, 'Hospicjum Sąsiednie', orderCount / 10, memberCount / 10);
    // What autovacuum leaves after a bulk load: statistics, and the visibility map that lets
    // the counts read the index alone.
    await rawClient(database).query('vacuum analyze');
    log(
      `${label}: ${orderCount.toLocaleString('en')} orders, ${memberCount.toLocaleString('en')} members (+ a tenth of each in another organization) seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
    );

    const { identity: caller, caller: operator } = await seedOperator(
      database,
      organization.id,
      'stats',
    );

    const stats = createStatsService({
      db: database.db,
      timeZone: defaultTimeZone,
      clock: () => new Date(),
    });
    const run = () => stats.get(operator);
    const answer = await run();
    const perDayTotal = answer.orders.perDay.reduce((sum, entry) => sum + entry.count, 0);
    log(
      `\n${label}: members ${JSON.stringify(answer.members.byStatus)}, orders ${JSON.stringify(answer.orders.byStatus)}, ${perDayTotal} in the last 30 days, ${answer.orders.waitingLongest.length} waiting listed`,
    );
    if (answer.orders.perDay.length !== 30 || perDayTotal === 0)
      throw new Error('the per-day figures are not what was seeded');

    const handlerTimes = await time(run, timing);
    log(`  handler: ${latency(handlerTimes)}`);

    // Explained after the timed runs, so the plans show warm caches as the timings had them.
    // The counts per status come from `order_counts`, a few rows per organization that the
    // planner rightly reads whole while the table is this small; its primary key starts with
    // the organization for when it is not. Statements on orders and members must use an index.
    const largeTables = ['orders', 'members'];
    const ok = await indexBacked(database, run, largeTables, {
      explained: () => true,
      needsIndex: readsOneOf(largeTables),
    });
    figure({
      benchmark: 'stats',
      database: label,
      measure: 'dashboard stats, handler',
      value: latency(handlerTimes),
      bar: `≤ ${barMs} ms, index`,
      met: ok && handlerTimes.p95 <= barMs,
    });

    const url = `${apiBasePath}${endpoints.getOrganizationStats.path.replace(':organizationId', organization.id)}`;
    const headers = { authorization: `Bearer ${caller.token}` };
    const getTimes = await timeWholeGet(app, url, headers, timing);
    log(`  whole GET (inject): ${latency(getTimes)}`);
    figure({
      benchmark: 'stats',
      database: label,
      measure: 'dashboard stats, whole GET',
      value: latency(getTimes),
      bar: `≤ ${barMs} ms`,
      met: getTimes.p95 <= barMs,
    });
    indexFigure('stats', label, 'orders or members', ok);
    return ok;
  } finally {
    await close();
  }
}

await onEachDatabase(options.databases, benchOn);
