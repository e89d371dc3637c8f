// Members, on PostgreSQL and PGlite:
// - the list of an organization of 10,000 members (among 20,000 of other organizations): pages
//   sorted, searched and filtered, through the API's own list handler and through the whole GET;
//   EXPLAIN (ANALYZE) of every statement the handler sends, none of which may read members by a
//   full scan. Bar (docs/quality.md): p95 ≤ 20 ms.
// - the CSV import of 10,000 rows from the upload to DONE, through the whole API and its job
//   queue as server.ts runs them (the queue polls every second). Bar: ≤ 3 s.
// - the CSV export of 10,000 rows, streamed to a client over a socket, with the process's memory
//   sampled while it runs, against an export of 1,000: flat memory means the same peak.
// Usage: tsx bench/members.mts [--smoke] [--db=postgres|pglite]
import { request } from 'node:http';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import {
  apiBasePath,
  buildPath,
  endpoints,
  type MemberImport,
} from '../packages/contracts/src/index';
import { members, tags } from '../services/api/src/db/schema';
import { memberHandlers } from '../services/api/src/modules/members/routes';
import {
  type BenchApp,
  insertOrganization,
  listHandlerDeps,
  openBenchApi,
  seedOperator,
  timeWholeGet,
} from './support/api.mts';
import {
  analyze,
  type BenchDatabase,
  type DatabaseKind,
  databaseLabel,
  insertInBatches,
  rawClient,
} from './support/database.mts';
import { benchFirebaseIdentity } from './support/identity.mts';
import { polishLastNames } from './support/names.mts';
import { firstNames, memberRows } from './support/seed-members.mts';
import { indexBacked } from './support/plans.mts';
import {
  figure,
  indexFigure,
  latency,
  log,
  ms,
  onEachDatabase,
  readOptions,
  time,
} from './support/report.mts';

const options = readOptions();
const memberCount = options.smoke ? 3_000 : 10_000;
const otherMembers = options.smoke ? 6_000 : 20_000;
const importRows = options.smoke ? 1_000 : 10_000;
const smallExport = options.smoke ? 300 : 1_000;
const timing = options.smoke ? { warmup: 5, iterations: 20 } : { warmup: 30, iterations: 300 };
const bars = { listP95Ms: 20, importMs: 3_000 };

// The garbage collector on demand, so a memory sample measures what an export holds, not what an
// earlier step left behind.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

async function seed(database: BenchDatabase) {
  const { id: organizationId } = await insertOrganization(database, 'Hospicjum Benchmark');
  const operator = await seedOperator(database, organizationId, 'members');

  const started = performance.now();
  await insertInBatches(memberRows(organizationId, memberCount, 'home'), (batch) =>
    database.db.insert(members).values(batch),
  );
  // Twenty other organizations share the table, as they do in production.
  for (let n = 0; n < 20; n += 1) {
    const other = await insertOrganization(database, `Hospicjum ${n}`);
    await insertInBatches(memberRows(other.id, otherMembers / 20, `other${n}`), (batch) =>
      database.db.insert(members).values(batch),
    );
  }
  const [tag] = await database.db
    .insert(tags)
    .values({ organizationId, name: 'Priorytet', abbr: 'PRI', color: 'ff0000' })
    .returning();
  if (!tag) throw new Error('tag insert failed');
  await rawClient(database).query(
    `insert into member_tags (member_id, tag_id)
     select id, $1 from members where organization_id = $2 and created_at::time < '04:00'`,
    [tag.id, organizationId],
  );
  // What autovacuum leaves after a bulk load: statistics and the visibility map.
  await rawClient(database).query('vacuum analyze members');
  await analyze(database, 'member_tags');
  log(
    `${databaseLabel[database.kind]}: ${memberCount.toLocaleString('en')} members (+ ${otherMembers.toLocaleString('en')} of other organizations) seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return { caller: operator.identity, operator: operator.caller, organizationId, tagId: tag.id };
}

type Seeded = Awaited<ReturnType<typeof seed>>;

/** The pages an operator opens most: sorted, searched, filtered, early and deep. */
const listScenarios = (seeded: Seeded): { label: string; query: Record<string, string> }[] => [
  { label: 'page 1, sort lastName, search "kowal"', query: { sort: 'lastName', search: 'kowal' } },
  {
    label: 'page 1, sort lastName, search "zolkiewska"',
    query: { sort: 'lastName', search: 'zolkiewska' },
  },
  { label: 'page 1, sort -createdAt', query: { sort: '-createdAt' } },
  { label: 'page 50, sort firstName', query: { sort: 'firstName', page: '50' } },
  {
    label: 'page 1, status ACCEPTED + role BENEFICIARY, sort lastName',
    query: { sort: 'lastName', status: 'ACCEPTED', role: 'BENEFICIARY' },
  },
  {
    label: 'page 1, tag, search "anna", sort -lastName',
    query: { sort: '-lastName', tagId: seeded.tagId, search: 'anna' },
  },
];

async function benchList(database: BenchDatabase, app: BenchApp, seeded: Seeded) {
  const label = databaseLabel[database.kind];
  const handler = memberHandlers(listHandlerDeps(database, benchFirebaseIdentity())).listMembers;
  type Context = Parameters<typeof handler>[0];
  const caller = seeded.operator;
  let everyIndexBacked = true;
  for (const scenario of listScenarios(seeded)) {
    const query = endpoints.listMembers.query.parse(scenario.query);
    const list = () => handler({ caller, query } as Context);
    const answer = await list();
    log(
      `\n${label}, ${scenario.label}: ${answer.items.length} items of ${answer.pagination.total}`,
    );
    if (answer.items.length === 0) throw new Error(`${scenario.label} found nothing`);

    const ok = await indexBacked(database, list, 'members');
    everyIndexBacked &&= ok;

    const handlerTimes = await time(list, timing);
    const url = `${apiBasePath}${buildPath(endpoints.listMembers.path, { organizationId: seeded.organizationId })}?${new URLSearchParams(scenario.query)}`;
    const headers = { authorization: `Bearer ${seeded.caller.token}` };
    const getTimes = await timeWholeGet(app, url, headers, timing);
    log(`  handler: ${latency(handlerTimes)}\n  whole GET (inject): ${latency(getTimes)}`);
    figure({
      benchmark: 'members list',
      database: label,
      measure: `${scenario.label}, handler`,
      value: latency(handlerTimes),
      bar: `p95 ≤ ${bars.listP95Ms} ms`,
      met: handlerTimes.p95 <= bars.listP95Ms,
    });
    figure({
      benchmark: 'members list',
      database: label,
      measure: `${scenario.label}, whole GET`,
      value: latency(getTimes),
      bar: `p95 ≤ ${bars.listP95Ms} ms`,
      met: getTimes.p95 <= bars.listP95Ms,
    });
  }
  indexFigure('members list', label, 'members', everyIndexBacked);
  return everyIndexBacked;
}

function multipart(mapping: unknown, csv: string) {
  const boundary = '----care-bench';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="mapping"\r\n\r\n${JSON.stringify(mapping)}\r\n`,
    ),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="members.csv"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    Buffer.from(csv),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

async function benchImport(database: BenchDatabase, app: BenchApp, seeded: Seeded) {
  const label = databaseLabel[database.kind];
  const csv = [
    '\uFEFFImię;Nazwisko;E-mail;Rola;Własne konto',
    ...Array.from(
      { length: importRows },
      (_, index) =>
        `${firstNames[index % firstNames.length]};${polishLastNames[index % polishLastNames.length]};import.${index}@bench.care.test;${index % 4 === 0 ? 'asystent' : 'podopieczny'};${index % 9 === 0 ? 'nie' : 'tak'}`,
    ),
  ].join('\r\n');
  const body = multipart(
    {
      firstNameColumn: 'Imię',
      lastNameColumn: 'Nazwisko',
      emailColumn: 'E-mail',
      roleColumn: 'Rola',
      roleMap: { BENEFICIARY: 'podopieczny', ASSISTANT: 'asystent' },
      isOwnAccountColumn: 'Własne konto',
      isOwnAccountMap: { tak: true, nie: false },
    },
    csv,
  );
  const params = { organizationId: seeded.organizationId };
  const headers = { authorization: `Bearer ${seeded.caller.token}` };
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const accepted = await app.inject({
    method: 'POST',
    url: `${apiBasePath}${buildPath(endpoints.importMembers.path, params)}`,
    payload: body.payload,
    headers: { ...headers, 'content-type': body.contentType },
  });
  if (accepted.statusCode !== 202)
    throw new Error(`import: ${accepted.statusCode} ${accepted.body}`);
  const uploadMs = performance.now() - started;
  const { jobId } = accepted.json<{ jobId: string }>();
  const statusUrl = `${apiBasePath}${buildPath(endpoints.getMemberImport.path, { ...params, jobId })}`;
  let answer: MemberImport;
  let polls = 0;
  for (;;) {
    answer = (await app.inject({ method: 'GET', url: statusUrl, headers })).json<MemberImport>();
    polls += 1;
    if (answer.status !== 'RUNNING') break;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  const totalMs = performance.now() - started;
  // On PGlite the database runs in this process, so this is the import's whole CPU cost; on a
  // loaded machine it tells what the wall-clock time would be on an idle one.
  const cpu = process.cpuUsage(cpuBefore);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  if (answer.status !== 'DONE' || answer.created !== importRows)
    throw new Error(`import ended ${answer.status} with ${answer.created} created`);
  log(
    `\n${label}: import of ${importRows.toLocaleString('en')} rows: upload answered in ${ms(uploadMs)}, DONE after ${ms(totalMs)} (${polls} polls of its progress)`,
  );
  figure({
    benchmark: 'members import',
    database: label,
    measure: `${importRows.toLocaleString('en')} rows, upload to DONE`,
    value: `${ms(totalMs)} (upload ${ms(uploadMs)}; CPU here ${ms(cpuMs)})`,
    bar: `≤ ${bars.importMs / 1000} s`,
    met: totalMs <= bars.importMs,
  });
}

/** Streams an export over a real socket, reading as a client would, sampling memory as it runs. */
async function exportOnce(baseUrl: string, path: string, token: string) {
  collectGarbage();
  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakHeap = before.heapUsed;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  }, 5);
  const started = performance.now();
  const { bytes, lines } = await new Promise<{ bytes: number; lines: number }>(
    (resolve, reject) => {
      const call = request(
        `${baseUrl}${path}`,
        { headers: { authorization: `Bearer ${token}` } },
        (response) => {
          if (response.statusCode !== 200) reject(new Error(`export: ${response.statusCode}`));
          let bytes = 0;
          let lines = 0;
          response.on('data', (chunk: Buffer) => {
            bytes += chunk.length;
            for (const byte of chunk) if (byte === 0x0a) lines += 1;
          });
          response.on('end', () => resolve({ bytes, lines }));
          response.on('error', reject);
        },
      );
      call.on('error', reject);
      call.end();
    },
  );
  const elapsed = performance.now() - started;
  clearInterval(sampler);
  const mb = (value: number) => value / 1024 / 1024;
  return {
    rows: lines - 1,
    bytes,
    elapsed,
    rssMb: mb(peakRss - before.rss),
    heapMb: mb(peakHeap - before.heapUsed),
  };
}

async function benchExport(database: BenchDatabase, app: BenchApp, seeded: Seeded) {
  const label = databaseLabel[database.kind];
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const path = (query: Record<string, string>) =>
    `${apiBasePath}${buildPath(endpoints.exportMembers.path, { organizationId: seeded.organizationId })}?${new URLSearchParams(query)}`;
  // All members of the organization (its own operator and the import's rows left out by role),
  // and a tenth of them by a search: the same code path at two sizes.
  const everyone = { sort: 'lastName' };
  const tenth = { sort: 'lastName', search: '.1' };
  await exportOnce(address, path(tenth), seeded.caller.token);
  const small = await exportOnce(address, path(tenth), seeded.caller.token);
  const large = await exportOnce(address, path(everyone), seeded.caller.token);
  for (const [name, run] of [
    ['small', small],
    ['large', large],
  ] as const)
    log(
      `\n${label}: export (${name}) of ${run.rows.toLocaleString('en')} rows, ${(run.bytes / 1024).toFixed(0)} KiB in ${ms(run.elapsed)}; peak over the start: RSS +${run.rssMb.toFixed(1)} MB, heap +${run.heapMb.toFixed(1)} MB`,
    );
  figure({
    benchmark: 'members export',
    database: label,
    measure: `${large.rows.toLocaleString('en')} rows streamed`,
    value: `${ms(large.elapsed)}, peak heap +${large.heapMb.toFixed(1)} MB, RSS +${large.rssMb.toFixed(1)} MB (${small.rows.toLocaleString('en')} rows: heap +${small.heapMb.toFixed(1)} MB, RSS +${small.rssMb.toFixed(1)} MB)`,
    bar: 'flat memory',
    met: large.heapMb <= small.heapMb + 8,
  });
  if (large.rows < memberCount) throw new Error(`the export has ${large.rows} rows`);
  if (small.rows < smallExport / 2) throw new Error(`the small export has ${small.rows} rows`);
}

async function benchOn(kind: DatabaseKind): Promise<boolean> {
  // The import runs through the job queue, as server.ts runs it.
  const { database, app, close } = await openBenchApi(kind, { queue: true });
  try {
    const seeded = await seed(database);
    const listIndexBacked = await benchList(database, app, seeded);
    await benchExport(database, app, seeded);
    await benchImport(database, app, seeded);
    return listIndexBacked;
  } finally {
    await close();
  }
}

await onEachDatabase(options.databases, benchOn);
