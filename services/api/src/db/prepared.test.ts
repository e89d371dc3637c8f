// A prepared query answers from the database or transaction it is run with, on every driver: two
// databases open side by side each answer their own rows, a transaction's query runs on that
// transaction's connection (it sees the transaction's own writes and holds its locks), and a
// connection the pool lends again serves the next transaction's query too.
import { eq, sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { type DatabaseKind, databaseKinds, openTestDatabase } from '../../test/support/database';
import type { Database, DatabaseHandle } from './database';
import { preparedQuery } from './prepared';

const probes = pgTable('prepared_probes', { id: integer('id').primaryKey(), name: text('name') });

const probeById = preparedQuery((db) =>
  db
    .select({ name: probes.name })
    .from(probes)
    .where(eq(probes.id, sql.placeholder('id')))
    .prepare('prepared_probe_by_id'),
);
const probeByIdLocked = preparedQuery((db) =>
  db
    .select({ name: probes.name })
    .from(probes)
    .where(eq(probes.id, sql.placeholder('id')))
    .for('update')
    .prepare('prepared_probe_by_id_for_update'),
);
const backend = preparedQuery((db) =>
  db
    .select({ pid: sql<number>`pg_backend_pid()` })
    .from(sql`(select 1) one`)
    .prepare('backend'),
);

const nameOf = async (db: Database, id: number) =>
  (await probeById(db).execute({ id }))[0]?.name ?? null;

async function withProbes(kind: DatabaseKind, name: string): Promise<DatabaseHandle> {
  const database = await openTestDatabase(kind);
  await database.db.execute(sql`create table prepared_probes (id integer primary key, name text)`);
  await database.db.insert(probes).values({ id: 1, name });
  return database;
}

describe.each(databaseKinds)('a prepared query on %s', (kind) => {
  let first: DatabaseHandle;
  let second: DatabaseHandle;
  beforeAll(async () => {
    first = await withProbes(kind, 'first');
    second = await withProbes(kind, 'second');
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('answers from the database it is run with, each of two open side by side', async () => {
    expect(await nameOf(first.db, 1)).toBe('first');
    expect(await nameOf(second.db, 1)).toBe('second');
    expect(await nameOf(first.db, 1)).toBe('first');
  });

  it("sees a transaction's own uncommitted write, and nothing of it after a rollback", async () => {
    let seen: string | null = null;
    const undone = new Error('undone');
    await expect(
      first.db.transaction(async (tx) => {
        await tx.update(probes).set({ name: 'changed' }).where(eq(probes.id, 1));
        seen = await nameOf(tx, 1);
        throw undone;
      }),
    ).rejects.toBe(undone);
    expect(seen).toBe('changed');
    expect(await nameOf(first.db, 1)).toBe('first');

    // Again, on whichever connection the pool lends this time: the write is seen each time.
    for (const name of ['one', 'two', 'three'])
      expect(
        await first.db.transaction(async (tx) => {
          await tx.update(probes).set({ name }).where(eq(probes.id, 1));
          return nameOf(tx, 1);
        }),
      ).toBe(name);
    expect(await nameOf(first.db, 1)).toBe('three');
  });

  it("runs in a transaction on the transaction's own connection", async () => {
    for (let round = 0; round < 3; round += 1)
      await first.db.transaction(async (tx) => {
        const executed = await tx.execute(sql`select pg_backend_pid() as pid`);
        const [{ pid }] = (executed as unknown as { rows: [{ pid: number }] }).rows;
        const [prepared] = await backend(tx).execute();
        expect(prepared?.pid).toBe(pid);
      });
  });

  if (kind === 'postgres')
    it('holds its row lock until the transaction ends, whose writer waits for it', async () => {
      const order: string[] = [];
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let locked!: () => void;
      const holding = new Promise<void>((resolve) => (locked = resolve));
      const holder = first.db.transaction(async (tx) => {
        await probeByIdLocked(tx).execute({ id: 1 });
        locked();
        await released;
        order.push('holder done');
      });
      await holding;
      const writer = first.db.transaction(async (tx) => {
        await probeByIdLocked(tx).execute({ id: 1 });
        order.push('writer locked');
      });
      await new Promise((resolve) => setTimeout(resolve, 200));
      order.push('released');
      release();
      await Promise.all([holder, writer]);
      expect(order).toEqual(['released', 'holder done', 'writer locked']);
    });
});
