import type { AccountAccessLogEntry, MemberAccessLogEntry, Pagination } from '@care/contracts';
import { eq, sql } from 'drizzle-orm';
import { startTestApi, type TestApi } from '../../../test/support/api';
import { databaseKinds } from '../../../test/support/database';
import {
  addNamedMembership,
  orderActions,
  orderWorld,
  type OrderWorld,
} from '../../../test/support/orders';
import {
  adminCaller,
  organizationWithOperator,
  registeredCaller,
} from '../../../test/support/world';
import { accessLogEntries, persons } from '../../db/schema';
import { accessLogFlushMs, flushAccessLog } from './record';
import { deleteExpiredAccessLog } from './retention';

type Page<T> = { items: T[]; pagination: Pagination };

describe.each(databaseKinds)('access log on %s', (kind) => {
  let api: TestApi;
  let world: OrderWorld;
  const organization = () => ({ organizationId: world.organizationId });

  /** The table as the log's readers see it: after this process's buffered reads are written. */
  const entriesOf = async (memberId: string) => {
    await flushAccessLog(api.db);
    return api.db.select().from(accessLogEntries).where(eq(accessLogEntries.memberId, memberId));
  };

  const memberLog = (
    memberId: string,
    token = world.operator.token,
    organizationId = world.organizationId,
  ) =>
    api.call('listMemberAccessLog', {
      token,
      params: { organizationId, memberId },
      query: { page: 1, limit: 50 },
    });

  beforeAll(async () => {
    api = await startTestApi(kind);
    world = await orderWorld(api);
  });
  afterAll(() => api.close());

  it('writes who opened a member’s card, and the super operator reads it without an e-mail', async () => {
    const { memberId } = world.otherBeneficiary;
    const opened = await api.call('getMember', {
      token: world.plainOperator.token,
      params: { ...organization(), memberId },
    });
    expect(opened.statusCode).toBe(200);
    const entries = await entriesOf(memberId);
    expect(entries).toEqual([
      expect.objectContaining({
        kind: 'MEMBER_CARD',
        readerAccountId: world.plainOperator.accountId,
        organizationId: world.organizationId,
      }),
    ]);
    const log = await memberLog(memberId);
    expect(log.statusCode).toBe(200);
    const page = log.json<Page<MemberAccessLogEntry>>();
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({ kind: 'MEMBER_CARD', reader: { firstName: 'Test' } });
    expect(log.body).not.toContain(world.plainOperator.email);
  });

  it('writes a list page as one statement: one entry per person on it, all at one instant', async () => {
    const listed = await api.call('listMembers', {
      token: world.plainOperator.token,
      params: organization(),
      query: { page: 1, limit: 100 },
    });
    expect(listed.statusCode).toBe(200);
    const ids = listed.json<{ items: { id: string }[] }>().items.map((item) => item.id);
    expect(ids.length).toBeGreaterThan(3);
    await flushAccessLog(api.db);
    const rows = await api.db
      .select()
      .from(accessLogEntries)
      .where(sql`${accessLogEntries.kind} = 'MEMBER_LIST'`);
    expect(rows.map((row) => row.memberId).sort()).toEqual([...ids].sort());
    expect(new Set(rows.map((row) => row.readAt.getTime())).size).toBe(1);
  });

  it('writes an order’s and the orders list’s reads against the beneficiary, once per person', async () => {
    const actions = orderActions(api, world);
    const first = await actions.create();
    await actions.create();
    const opened = await api.call('getOrder', {
      token: world.operator.token,
      params: { ...organization(), orderId: first.id },
    });
    expect(opened.statusCode).toBe(200);
    const listed = await api.call('listOrders', {
      token: world.operator.token,
      params: organization(),
    });
    expect(listed.statusCode).toBe(200);
    const entries = await entriesOf(world.beneficiary.memberId);
    expect(entries.filter((entry) => entry.kind === 'ORDER')).toEqual([
      expect.objectContaining({ recordId: first.id }),
    ]);
    expect(entries.filter((entry) => entry.kind === 'ORDER_LIST')).toHaveLength(1);
  });

  it('lets the person and a ward’s guardian read their own log, and nobody else’s', async () => {
    const guardian = await registeredCaller(api);
    const [ward] = await api.db
      .insert(persons)
      .values({
        accountId: guardian.accountId,
        firstName: 'Zosia',
        lastName: 'Podopieczna',
        isOwn: false,
      })
      .returning();
    const wardMember = await addNamedMembership(
      api,
      world.organizationId,
      guardian,
      'BENEFICIARY',
      { firstName: 'Zosia', lastName: 'Podopieczna' },
      { accountOwnerType: 'GUARDIAN_ACCOUNT', personId: ward!.id },
    );
    await api.call('getMember', {
      token: world.operator.token,
      params: { ...organization(), memberId: wardMember.memberId },
    });
    const mine = await api.call('listMyAccessLog', { token: guardian.token });
    expect(mine.statusCode).toBe(200);
    const page = mine.json<Page<AccountAccessLogEntry>>();
    expect(page.items).toEqual([
      expect.objectContaining({
        kind: 'MEMBER_CARD',
        reader: { firstName: 'Test', lastName: 'Caller' },
        organization: expect.objectContaining({ id: world.organizationId }),
        person: { memberId: wardMember.memberId, firstName: 'Zosia', lastName: 'Podopieczna' },
      }),
    ]);
    expect(mine.body).not.toContain(world.operator.email);
    // The beneficiary's own log holds reads of its own card only, not the ward's.
    const own = await api.call('listMyAccessLog', { token: world.otherBeneficiary.token });
    const ownItems = own.json<Page<AccountAccessLogEntry>>().items;
    expect(ownItems.length).toBeGreaterThan(0);
    expect(ownItems.every((item) => item.person.memberId === world.otherBeneficiary.memberId)).toBe(
      true,
    );
    // Someone with no membership has an empty log.
    const stranger = await api.call('listMyAccessLog', { token: world.noRole.token });
    expect(stranger.json<Page<AccountAccessLogEntry>>().items).toEqual([]);
  });

  it('answers the member log to super operators only, and 404 for another organization’s member', async () => {
    const { memberId } = world.otherBeneficiary;
    expect((await memberLog(memberId, world.plainOperator.token)).statusCode).toBe(403);
    expect(
      (await memberLog(memberId, world.otherOrganizationOperator.token, world.otherOrganizationId))
        .statusCode,
    ).toBe(404);
    expect((await memberLog(world.otherOrganizationOperator.memberId)).statusCode).toBe(404);
  });

  it('refuses to change or delete an entry, but retention deletes only those past it', async () => {
    const { memberId } = world.assistant;
    const old = new Date(Date.now() - 25 * 31 * 24 * 3600 * 1000);
    await api.db.insert(accessLogEntries).values([
      {
        organizationId: world.organizationId,
        memberId,
        readerAccountId: world.operator.accountId,
        kind: 'MEMBER_CARD',
        readAt: old,
      },
      {
        organizationId: world.organizationId,
        memberId,
        readerAccountId: world.operator.accountId,
        kind: 'MEMBER_CARD',
      },
    ]);
    await expect(
      api.db
        .update(accessLogEntries)
        .set({ kind: 'ORDER' })
        .where(eq(accessLogEntries.memberId, memberId)),
    ).rejects.toThrow();
    await expect(
      api.db.delete(accessLogEntries).where(eq(accessLogEntries.memberId, memberId)),
    ).rejects.toThrow();
    // The setting is the transaction's own: a later transaction may not delete again.
    const deleted = await api.db.transaction((tx) => deleteExpiredAccessLog(tx, new Date()));
    expect(deleted).toBeGreaterThanOrEqual(1);
    await expect(
      api.db.delete(accessLogEntries).where(eq(accessLogEntries.memberId, memberId)),
    ).rejects.toThrow();
    const left = (await entriesOf(memberId)).filter(
      (entry) => entry.kind === 'MEMBER_CARD' && entry.readerAccountId === world.operator.accountId,
    );
    expect(left).toHaveLength(1);
    expect(left[0]!.readAt.getTime()).toBeGreaterThan(old.getTime());
  });

  it('keeps entries for the organization’s own retention', async () => {
    const settings = await api.call('getOrganizationSettings', {
      token: world.operator.token,
      params: organization(),
    });
    const { version, ...current } = settings.json<{ version: number } & Record<string, unknown>>();
    const updated = await api.call('updateOrganizationSettings', {
      token: world.operator.token,
      params: organization(),
      headers: { 'if-match': `"${version}"` },
      body: { ...current, accessLogRetentionMonths: 1 },
    });
    expect(updated.statusCode).toBe(200);
    const { memberId } = world.otherAssistant;
    const twoMonthsAgo = new Date(Date.now() - 62 * 24 * 3600 * 1000);
    await api.db.insert(accessLogEntries).values({
      organizationId: world.organizationId,
      memberId,
      readerAccountId: world.operator.accountId,
      kind: 'MEMBER_CARD',
      readAt: twoMonthsAgo,
    });
    await api.db.transaction((tx) => deleteExpiredAccessLog(tx, new Date()));
    const left = await entriesOf(memberId);
    // The list's read of this morning stays; the one of two months ago is gone.
    expect(left.map((entry) => entry.kind)).toEqual(['MEMBER_LIST']);
  });

  /** The table as it is, without writing what is buffered first. */
  const cardReadsInTable = async (memberId: string) =>
    (
      await api.db.select().from(accessLogEntries).where(eq(accessLogEntries.memberId, memberId))
    ).filter((entry) => entry.kind === 'MEMBER_CARD');

  it('writes a read within a second with nobody reading the log, and a burst as one batch', async () => {
    const members = await api.call('listMembers', {
      token: world.operator.token,
      params: organization(),
      query: { page: 1, limit: 100 },
    });
    const { memberId } = world.assistant;
    await flushAccessLog(api.db);
    const before = (await cardReadsInTable(memberId)).length;
    const opened = await Promise.all(
      Array.from({ length: 20 }, () =>
        api.call('getMember', {
          token: world.operator.token,
          params: { ...organization(), memberId },
        }),
      ),
    );
    expect(members.statusCode).toBe(200);
    expect(opened.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    const deadline = Date.now() + accessLogFlushMs * 5;
    let written = await cardReadsInTable(memberId);
    while (written.length < before + 20 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      written = await cardReadsInTable(memberId);
    }
    expect(written).toHaveLength(before + 20);
    expect(new Set(written.map((entry) => entry.readerAccountId))).toEqual(
      new Set([world.operator.accountId]),
    );
  });

  it('writes nothing for another organization’s member or order, however it is buffered', async () => {
    const actions = orderActions(api, world);
    const order = await actions.create();
    const foreign = await adminCaller(api).then((admin) => organizationWithOperator(api, admin));
    const [card, opened] = await Promise.all([
      api.call('getMember', {
        token: foreign.operator.token,
        params: { organizationId: foreign.organizationId, memberId: world.otherAssistant.memberId },
      }),
      api.call('getOrder', {
        token: foreign.operator.token,
        params: { organizationId: foreign.organizationId, orderId: order.id },
      }),
    ]);
    expect([card.statusCode, opened.statusCode]).toEqual([404, 404]);
    const entries = [
      ...(await entriesOf(world.otherAssistant.memberId)),
      ...(await entriesOf(world.beneficiary.memberId)),
    ];
    expect(entries.filter((entry) => entry.organizationId === foreign.organizationId)).toEqual([]);
  });
});

describe.each(databaseKinds)('access log while the API closes, on %s', (kind) => {
  it('writes the reads still waiting in the buffer before the database is let go', async () => {
    // Reads wait a minute here, so only the close can have written them.
    const api = await startTestApi(kind, { accessLogFlushMs: 60_000 });
    try {
      const admin = await adminCaller(api);
      const home = await organizationWithOperator(api, admin);
      const listed = await api.call('listMembers', {
        token: home.operator.token,
        params: { organizationId: home.organizationId },
      });
      expect(listed.statusCode).toBe(200);
      const written = () => api.db.select().from(accessLogEntries);
      expect(await written()).toEqual([]);
      await api.app.close();
      expect(await written()).toEqual([
        expect.objectContaining({ kind: 'MEMBER_LIST', readerAccountId: home.operator.accountId }),
      ]);
    } finally {
      await api.close();
    }
  });
});
