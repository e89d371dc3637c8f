// The audit reader's statements and the indexes that serve them. Whether the planner takes an
// index depends on how big the table is; whether an index *can* serve a statement does not. So
// each plan is made with sequential scans priced out (and, where the rows can be many, sorts):
// if the plan still reads audit_events off the expected index with no Sort, that index matches
// the statement's filter and order, and the trail keeps answering as it grows.
import { randomUUID } from 'node:crypto';
import { auditEntities } from '@care/contracts';
import { type DatabaseKind, databaseKinds, openTestDatabase } from '../../../test/support/database';
import type { DatabaseHandle } from '../../db/database';
import { accounts, auditEvents, organizations } from '../../db/schema';
import { type AuditFilter, auditEventCount, auditEventPage } from './queries';

interface Connection {
  query(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}
interface RawClient extends Connection {
  /** A pg pool hands out connections; PGlite is one connection and has no `connect`. */
  connect?: () => Promise<Connection & { release(): void }>;
}
const rawClient = (database: DatabaseHandle) =>
  (database.db as unknown as { $client: RawClient }).$client;

const organizationCount = 5;
const eventsPerOrganization = 400;
/** Events of one record; every other event changes a record of its own. */
const historyLength = 8;

/** EXPLAIN of a statement on one connection, with the given planner methods priced out. */
async function plan(
  database: DatabaseHandle,
  statement: { sql: string; params: unknown[] },
  disabled: string[],
): Promise<string> {
  const client = rawClient(database);
  const connection = client.connect ? await client.connect() : client;
  try {
    await connection.query('begin');
    for (const method of disabled) await connection.query(`set local ${method} = off`);
    const result = await connection.query(`explain ${statement.sql}`, statement.params);
    return result.rows.map((row) => String(Object.values(row)[0])).join('\n');
  } finally {
    await connection.query('rollback');
    if ('release' in connection) connection.release();
  }
}

describe.each(databaseKinds)('audit queries on %s', (kind: DatabaseKind) => {
  let database: DatabaseHandle;
  let organizationId: string;
  let recordId: string;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const { db } = database;
    const [actor] = await db
      .insert(accounts)
      .values({
        firebaseUid: randomUUID(),
        email: 'auditor@test.care.test',
        firstName: 'Audyt',
        lastName: 'Testowy',
        isPolicyAccepted: true,
      })
      .returning();
    const created = await db
      .insert(organizations)
      .values(Array.from({ length: organizationCount }, (_, index) => ({ name: `Org ${index}` })))
      .returning();
    organizationId = created[0]?.id ?? '';
    recordId = randomUUID();
    // An account's own records are stored beside the organization's; the reader skips them.
    const entities = [...auditEntities, 'notification'];
    const start = Date.now() - organizationCount * eventsPerOrganization * 1000;
    for (const [orgIndex, organization] of created.entries()) {
      await db.insert(auditEvents).values(
        Array.from({ length: eventsPerOrganization }, (_, index) => ({
          actorAccountId: index % 10 === 0 ? null : (actor?.id ?? null),
          organizationId: organization.id,
          entity: entities[index % entities.length] ?? 'member',
          entityId: orgIndex === 0 && index < historyLength ? recordId : randomUUID(),
          action: 'updated',
          changes: { status: { before: 'PENDING', after: 'ACCEPTED' } },
          // Every tenth event shares its moment with the one before: ties are broken by id.
          occurredAt: new Date(
            start + (orgIndex * eventsPerOrganization + index - (index % 10 === 0 ? 1 : 0)) * 1000,
          ),
        })),
      );
    }
    await rawClient(database).query('analyze audit_events');
    await rawClient(database).query('analyze accounts');
  });
  afterAll(() => database.close());

  /** Label, the index that serves it, the filter, whether its rows can be many (so no Sort). */
  const filters: [string, string, () => AuditFilter, boolean][] = [
    ['the whole organization', 'audit_events_organization_idx', () => ({ organizationId }), true],
    [
      'one kind of record',
      'audit_events_organization_entity_idx',
      () => ({ organizationId, entity: 'tag' }),
      true,
    ],
    // One record's history is a handful of rows: sorting them is cheaper than any index order.
    [
      'one record',
      'audit_events_entity_id_idx',
      () => ({ organizationId, entityId: recordId }),
      false,
    ],
    [
      'one record of a kind',
      'audit_events_entity_id_idx',
      () => ({ organizationId, entity: 'member', entityId: recordId }),
      false,
    ],
  ];

  it.each(filters)('reads a page of %s off %s', async (_, index, filter, many) => {
    for (const offset of [0, 100]) {
      const statement = auditEventPage(database.db, filter(), 10, offset).toSQL();
      const text = await plan(database, statement, [
        'enable_seqscan',
        ...(many ? ['enable_sort', 'enable_bitmapscan'] : []),
      ]);
      expect(text).toMatch(new RegExp(`Index Scan (Backward )?(using|on) ${index}`));
      expect(text).not.toMatch(/Seq Scan on audit_events/);
      if (many) expect(text).not.toMatch(/Sort/);
    }
  });

  // A count needs no order: any index whose columns lead with the filter's will do.
  it.each(filters)('counts %s by an index', async (_, __, filter) => {
    const statement = auditEventCount(database.db, filter()).toSQL();
    const text = await plan(database, statement, ['enable_seqscan']);
    expect(text).toMatch(/Index (Only )?Scan (Backward )?(using|on) audit_events_\w+_idx/);
    expect(text).not.toMatch(/Seq Scan on audit_events/);
  });

  it('answers what it plans: newest first with ties by id, the organization’s own entities only', async () => {
    const page = await auditEventPage(database.db, { organizationId }, 100, 0);
    expect(page).toHaveLength(100);
    expect(page.every(({ event }) => event.organizationId === organizationId)).toBe(true);
    expect(page.some(({ event }) => event.entity === 'notification')).toBe(false);
    const order = page.map(({ event }) => [event.occurredAt.getTime(), event.id] as const);
    const newestFirst = [...order].sort(([at1, id1], [at2, id2]) =>
      at1 === at2 ? (id1 < id2 ? 1 : -1) : at2 - at1,
    );
    expect(order).toEqual(newestFirst);

    const history = await auditEventPage(
      database.db,
      { organizationId, entityId: recordId },
      10,
      0,
    );
    // Of the record's 8 events, the 7th is of an account's own kind, which the reader skips.
    expect(history.map(({ event }) => event.entityId)).toEqual(Array(7).fill(recordId));
    const [counted] = await auditEventCount(database.db, { organizationId, entityId: recordId });
    expect(counted?.count).toBe(7);
  });
});
