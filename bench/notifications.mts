// Notifications, 100,000 rows of one account: the first and the 1,000th page (page size 10)
// through the API's own list handler, and through the whole GET /account/me/notification
// (token check, account lookup, serialization) by inject; EXPLAIN (ANALYZE) of the exact
// statement the handler sends, which must be index-backed with no Seq Scan on notifications.
// Bar (docs/quality.md): each page ≤ 10 ms. Usage: tsx bench/notifications.mts [--smoke] [--db=…]
import { randomUUID } from 'node:crypto';
import { apiBasePath, endpoints, notificationTypes } from '../packages/contracts/src/index';
import { accounts, notifications } from '../services/api/src/db/schema';
import { notificationHandlers } from '../services/api/src/modules/notifications/routes';
import { notificationColumns } from '../services/api/src/modules/notifications/texts';
import { listHandlerDeps, openBenchApi, timeWholeGet } from './support/api.mts';
import { analyze, type DatabaseKind, databaseLabel, insertInBatches } from './support/database.mts';
import { benchIdentity } from './support/identity.mts';
import { indexBacked } from './support/plans.mts';
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
const pageSize = 10;
const rowCount = options.smoke ? 10_000 : 100_000;
// The first page, and the page a tenth of the way in: the 1,000th of 100,000 rows (a page near the
// end of a small table is rightly read by a full scan, which would fail the index check).
const pages = [1, rowCount / pageSize / 10];
const timing = options.smoke ? { warmup: 10, iterations: 30 } : { warmup: 50, iterations: 500 };
const barMs = 10;

function* notificationRows(accountId: string) {
  // Written oldest first, as they arrive in production; a third stay unread.
  const start = Date.now() - rowCount * 60_000;
  for (let index = 0; index < rowCount; index += 1) {
    const type = notificationTypes[index % notificationTypes.length] ?? 'ORDER_CREATED';
    const createdAt = new Date(start + index * 60_000);
    yield {
      accountId,
      type,
      orderId: randomUUID(),
      ...notificationColumns(type, {
        number: `Z-2026-${String(index % 10_000).padStart(4, '0')}`,
        type: 'VISIT',
      }),
      createdAt,
      readAt: index % 3 === 0 ? null : new Date(createdAt.getTime() + 60_000),
    };
  }
}

async function benchOn(kind: DatabaseKind): Promise<boolean> {
  const label = databaseLabel[kind];
  const { database, identity, app, close } = await openBenchApi(kind);
  let everyIndexBacked = true;
  try {
    const caller = benchIdentity('notifications');
    const [account] = await database.db
      .insert(accounts)
      .values({
        firebaseUid: caller.uid,
        email: caller.email,
        firstName: 'Bench',
        lastName: 'Notifications',
        isPolicyAccepted: true,
      })
      .returning();
    if (!account) throw new Error('account insert failed');

    const seedStart = performance.now();
    await insertInBatches(notificationRows(account.id), (batch) =>
      database.db.insert(notifications).values(batch),
    );
    await analyze(database, 'notifications');
    log(
      `${label}: ${rowCount.toLocaleString('en')} notifications seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
    );

    // The handler GET /account/me/notification runs, with the caller the guard would resolve.
    const handler = notificationHandlers(listHandlerDeps(database, identity)).listNotifications;
    const registered = { uid: caller.uid, email: caller.email, account };
    type HandlerContext = Parameters<typeof handler>[0];
    const request = { headers: { 'accept-language': 'pl' } } as HandlerContext['request'];
    const listPage = (page: number) =>
      handler({ caller: registered, query: { page, limit: pageSize }, request } as HandlerContext);

    for (const page of pages) {
      const answer = await listPage(page);
      if (answer.items.length !== pageSize)
        throw new Error(`page ${page} has ${answer.items.length} items`);

      log(`\n${label}, page ${page}:`);
      const ok = await indexBacked(database, () => listPage(page), 'notifications');
      everyIndexBacked &&= ok;

      const handlerTimes = await time(() => listPage(page), timing);
      log(`  handler: ${latency(handlerTimes)}`);
      figure({
        benchmark: 'notifications',
        database: label,
        measure: `page ${page}, handler query`,
        value: latency(handlerTimes),
        bar: `≤ ${barMs} ms, index`,
        met: ok && handlerTimes.p95 <= barMs,
      });

      const url = `${apiBasePath}${endpoints.listNotifications.path}?page=${page}&limit=${pageSize}`;
      const headers = { authorization: `Bearer ${caller.token}`, 'accept-language': 'pl' };
      const getTimes = await timeWholeGet(app, url, headers, timing);
      log(`  whole GET (inject): ${latency(getTimes)}`);
      figure({
        benchmark: 'notifications',
        database: label,
        measure: `page ${page}, whole GET`,
        value: latency(getTimes),
        bar: `≤ ${barMs} ms`,
        met: getTimes.p95 <= barMs,
      });
    }
    indexFigure('notifications', label, 'notifications', everyIndexBacked);
  } finally {
    await close();
  }
  return everyIndexBacked;
}

await onEachDatabase(options.databases, benchOn);
