// The year's number and the order are written by one statement: an order that fails to be
// written takes no number (the next one gets it), a preferred date and an address go in as given,
// and transactions that write at once get consecutive numbers, on each database.
import { sql } from 'drizzle-orm';
import { databaseKinds, openTestDatabase } from '../../../test/support/database';
import type { DatabaseHandle } from '../../db/database';
import { members, organizations } from '../../db/schema';
import { insertNumberedOrder, type NumberedOrder } from './numbering';

const timeZone = 'Europe/Warsaw';

describe.each(databaseKinds)('numbering new orders on %s', (kind) => {
  let database: DatabaseHandle;
  let order: NumberedOrder;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const [organization] = await database.db
      .insert(organizations)
      .values({ name: 'Numbers' })
      .returning({ id: organizations.id });
    const [member] = await database.db
      .insert(members)
      .values({
        organizationId: organization!.id,
        status: 'ACCEPTED',
        role: 'BENEFICIARY',
        accountOwnerType: 'OWN_ACCOUNT',
        accountEmail: 'numbers@example.com',
        firstName: 'Numer',
        lastName: 'Pierwszy',
      })
      .returning({ id: members.id });
    order = {
      organizationId: organization!.id,
      beneficiaryMemberId: member!.id,
      type: 'VISIT',
      description: 'Wizyta',
      preferredDate: null,
      preferredFrom: null,
      preferredTo: null,
      address: null,
      place: null,
    };
  });
  afterAll(() => database?.close());

  const yearNow = async () => {
    const result = await database.db.execute(
      sql`select extract(year from now() at time zone ${timeZone})::int as year`,
    );
    return (result as unknown as { rows: { year: number }[] }).rows[0]!.year;
  };

  it('numbers in the current year, and an order that fails to be written takes no number', async () => {
    const [first] = await database.db.transaction((tx) => insertNumberedOrder(tx, order, timeZone));
    expect(first).toMatchObject({ numberYear: await yearNow(), numberSequence: 1, status: 'NEW' });

    const unknownMember = { ...order, beneficiaryMemberId: '00000000-0000-4000-8000-000000000000' };
    await expect(
      database.db.transaction((tx) => insertNumberedOrder(tx, unknownMember, timeZone)),
    ).rejects.toThrow();

    const preferredDate = new Date('2031-05-06T07:08:09.000Z');
    const [second] = await database.db.transaction((tx) =>
      insertNumberedOrder(tx, { ...order, preferredDate, address: 'Długa 1' }, timeZone),
    );
    expect(second).toMatchObject({ numberSequence: 2, preferredDate, address: 'Długa 1' });
  });

  it('gives transactions writing at once consecutive numbers, none twice', async () => {
    const written = await Promise.all(
      Array.from({ length: 8 }, () =>
        database.db.transaction((tx) => insertNumberedOrder(tx, order, timeZone)),
      ),
    );
    const sequences = written.map(([row]) => row!.numberSequence).sort((a, b) => a - b);
    expect(sequences).toEqual([3, 4, 5, 6, 7, 8, 9, 10]);
  });
});
