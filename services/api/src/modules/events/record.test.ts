// Whom a change's live event goes to, as the replay window keeps it: an order's beneficiary and
// assistants, a member's own account, an account's own records (the account, or the actor for a
// person, device or notification), the operators for the organization's records, and nobody
// else; each kind of change written by its own statement, on each database.
import { sql } from 'drizzle-orm';
import { databaseKinds, openTestDatabase } from '../../../test/support/database';
import type { DatabaseHandle } from '../../db/database';
import { accounts, members, orderAssistants, orders, organizations } from '../../db/schema';
import { type LiveChange, recordLiveEvent } from './record';

describe.each(databaseKinds)('live events of one change on %s', (kind) => {
  let database: DatabaseHandle;
  let organizationId: string;
  const account = async (name: string) =>
    (
      await database.db
        .insert(accounts)
        .values({
          firebaseUid: name,
          email: `${name}@example.com`,
          firstName: name,
          lastName: 'Test',
          isPolicyAccepted: true,
        })
        .returning({ id: accounts.id })
    )[0]!.id;
  const member = async (role: 'BENEFICIARY' | 'ASSISTANT', accountId: string | null) =>
    (
      await database.db
        .insert(members)
        .values({
          organizationId,
          accountId,
          status: 'ACCEPTED',
          role,
          accountOwnerType: 'OWN_ACCOUNT',
          accountEmail: `${role}-${accountId ?? 'none'}@example.com`,
          firstName: 'Jan',
          lastName: 'Test',
        })
        .returning({ id: members.id })
    )[0]!.id;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    organizationId = (
      await database.db
        .insert(organizations)
        .values({ name: 'Live' })
        .returning({ id: organizations.id })
    )[0]!.id;
  });
  afterAll(() => database?.close());

  /** The event one change writes: whether the operators get it, and the other accounts. */
  async function eventOf(change: LiveChange) {
    await database.db.transaction((tx) => recordLiveEvent(tx, change));
    const result = await database.db.execute(sql`
      select type, organization_id, entity, entity_id, operators, account_ids::text[] as account_ids
      from live_events order by id desc limit 1`);
    const [row] = (result as unknown as { rows: Record<string, unknown>[] }).rows;
    return { ...row, account_ids: [...(row!.account_ids as string[])].sort() };
  }

  it('tells the accounts each kind of change concerns, and the operators of the organization’s records', async () => {
    const beneficiaryAccount = await account('beneficiary');
    const assistantAccount = await account('assistant');
    const actor = await account('actor');
    const beneficiary = await member('BENEFICIARY', beneficiaryAccount);
    const assistant = await member('ASSISTANT', assistantAccount);
    const accountless = await member('BENEFICIARY', null);
    const [order] = await database.db
      .insert(orders)
      .values({
        organizationId,
        beneficiaryMemberId: beneficiary,
        numberYear: 2026,
        numberSequence: 1,
        type: 'VISIT',
        description: 'Wizyta',
      })
      .returning({ id: orders.id });
    await database.db.insert(orderAssistants).values({ orderId: order!.id, memberId: assistant });
    const base = { type: 'updated', organizationId, actorAccountId: actor };

    expect(await eventOf({ ...base, entity: 'order', entityId: order!.id })).toEqual({
      type: 'updated',
      organization_id: organizationId,
      entity: 'order',
      entity_id: order!.id,
      operators: true,
      account_ids: [beneficiaryAccount, assistantAccount].sort(),
    });
    expect(await eventOf({ ...base, entity: 'member', entityId: beneficiary })).toMatchObject({
      operators: true,
      account_ids: [beneficiaryAccount],
    });
    expect(await eventOf({ ...base, entity: 'member', entityId: accountless })).toMatchObject({
      operators: true,
      account_ids: [],
    });
    expect(
      await eventOf({ ...base, organizationId: null, entity: 'account', entityId: actor }),
    ).toMatchObject({ organization_id: null, operators: false, account_ids: [actor] });
    expect(
      await eventOf({ ...base, organizationId: null, entity: 'person', entityId: beneficiary }),
    ).toMatchObject({ entity: 'person', operators: false, account_ids: [actor] });
    expect(await eventOf({ ...base, entity: 'tag', entityId: assistant })).toMatchObject({
      entity: 'tag',
      operators: true,
      account_ids: [],
    });
    expect(
      await eventOf({ ...base, actorAccountId: null, entity: 'device', entityId: actor }),
    ).toMatchObject({ operators: false, account_ids: [] });
    expect(
      await eventOf({ ...base, entity: 'member', entityId: null, type: 'imported' }),
    ).toMatchObject({ type: 'imported', entity_id: null, operators: true, account_ids: [] });
  });
});
