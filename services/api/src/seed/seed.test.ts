import type {
  AccountInfo,
  NotificationList,
  Outpost,
  OrderList,
  OrderPage,
  Permissions,
  Schedule,
  StoredTag,
} from '@care/contracts';
import {
  calendarDayIn,
  erasedMemberEmail,
  erasedMemberName,
  isErasedPerson,
  memberAddressSchema,
  memberContactsSchema,
  type OrderAttentionCounts,
  orderAttentionReasons,
  orderStatuses,
} from '@care/contracts';
import { eq } from 'drizzle-orm';
import { startTestApi, type TestApi } from '../../test/support/api';
import { databaseKinds, openTestDatabase } from '../../test/support/database';
import type { DatabaseHandle } from '../db/database';
import { signIn, testAuth } from '../../test/support/identities';
import * as schema from '../db/schema';
import type { Enqueue } from '../jobs/definition';
import { assertRealPhoneNumber } from '../domain/phone';
import { type DemoAccountKey, demoAccounts, demoPassword } from './demo-accounts';
import { sweepOverdueOrders } from '../modules/orders/escalation';
import { scheduledOrders } from '../modules/schedule/queries';
import { addDays } from '../domain/calendar';
import { seedDemo } from './index';

const zone = 'Europe/Warsaw';
/** The Monday of the week holding `day`, weeks starting on Monday as in Poland. */
const mondayOf = (day: string) =>
  addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));
/** Distinct members among the assistants of some scheduled orders. */
const assistantsOf = (items: { assistants: { memberId: string }[] }[]) =>
  new Set(items.flatMap((item) => item.assistants.map((assistant) => assistant.memberId)));

const tables = [
  schema.accounts,
  schema.persons,
  schema.organizations,
  schema.members,
  schema.tags,
  schema.memberTags,
  schema.notifications,
  schema.outposts,
  schema.storedFiles,
  schema.orders,
  schema.orderAssistants,
  schema.orderNumberCounters,
  schema.orderCounts,
  schema.memberSearchNames,
  schema.auditEvents,
  schema.onCallShifts,
];

describe.each(databaseKinds)('demo seed on %s', (kind) => {
  let api: TestApi;
  let seeded: Awaited<ReturnType<typeof seedDemo>>;
  const tokens = new Map<DemoAccountKey, string>();

  const snapshot = () => Promise.all(tables.map((table) => api.db.select().from(table)));
  const token = (key: DemoAccountKey) => tokens.get(key) as string;
  const permissionsOf = async (key: DemoAccountKey) =>
    (await api.call('getPermissions', { token: token(key) })).json<Permissions>();

  beforeAll(async () => {
    api = await startTestApi(kind);
    seeded = await seedDemo({ db: api.db, auth: testAuth() });
    for (const key of Object.keys(demoAccounts) as DemoAccountKey[]) {
      tokens.set(key, await signIn(demoAccounts[key].email, demoPassword));
    }
  });
  afterAll(() => api.close());

  it('changes nothing when run a second time', async () => {
    const before = await snapshot();
    const again = await seedDemo({ db: api.db, auth: testAuth() });
    expect(again).toEqual(seeded);
    expect(await snapshot()).toEqual(before);
  });

  it('gives every registered demo account its internalId claim', async () => {
    for (const [key, accountId] of Object.entries(seeded.accountIds)) {
      const user = await testAuth().getUser(seeded.uids[key as DemoAccountKey]);
      expect(user.customClaims?.internalId).toBe(accountId);
    }
    expect((await testAuth().getUser(seeded.uids.unregistered)).customClaims).toBeUndefined();
  });

  it('gives each demo profile its form of address, so history lines about the demo staff agree', async () => {
    const formOf = async (key: DemoAccountKey) =>
      (await api.call('getMe', { token: token(key) })).json<AccountInfo>().formOfAddress;
    expect(await formOf('operator')).toBe('PANI');
    expect(await formOf('assistant')).toBe('PANI');
    expect(await formOf('operator2')).toBe('PAN');
    expect(await formOf('admin')).toBe('PAN');
    const answer = await api.call('listOrders', {
      token: token('operator'),
      params: { organizationId: seeded.organizationIds.demo },
      query: { limit: 100 },
    });
    const actors = answer
      .json<OrderList>()
      .items.flatMap((order) =>
        order.history.flatMap((entry) =>
          entry.actor && !isErasedPerson(entry.actor) ? [entry.actor] : [],
        ),
      );
    expect(actors.length).toBeGreaterThan(0);
    expect(actors.filter((actor) => actor.formOfAddress === null)).toEqual([]);
  });

  it('seeds the roles of the architecture page, and nothing more', async () => {
    const { demo, south } = seeded.organizationIds;
    const none = { isAdmin: false, operator: {}, beneficiary: {}, assistant: {} };
    expect(await permissionsOf('admin')).toEqual({ ...none, isAdmin: true });
    expect(await permissionsOf('operator')).toEqual({
      ...none,
      operator: { [demo]: { memberId: expect.any(String), isSuperOperator: true } },
    });
    expect(await permissionsOf('operator2')).toEqual({
      ...none,
      operator: { [demo]: { memberId: expect.any(String), isSuperOperator: false } },
    });
    expect(await permissionsOf('otherOperator')).toEqual({
      ...none,
      operator: { [south]: { memberId: expect.any(String), isSuperOperator: true } },
    });
    expect(await permissionsOf('beneficiary')).toEqual({
      ...none,
      beneficiary: { [demo]: { memberIds: [expect.any(String)] } },
    });
    expect(await permissionsOf('assistant')).toEqual({
      ...none,
      assistant: { [demo]: { memberId: expect.any(String) } },
    });
    expect(await permissionsOf('invited')).toEqual(none);
    const invitations = await api.call('listInvitations', {
      token: token('invited'),
      query: { status: 'PENDING' },
    });
    expect(
      invitations.json<{ items: { organization: { id: string; name: string } }[] }>().items,
    ).toEqual([expect.objectContaining({ organization: { id: demo, name: 'Hospicjum Demo' } })]);
  });

  it('has every registered demo account accept the current policy versions, so its sign-in goes straight to its pages', async () => {
    const registered = (Object.keys(demoAccounts) as DemoAccountKey[]).filter(
      (key) => demoAccounts[key].registered,
    );
    expect(registered.length).toBeGreaterThan(0);
    for (const key of registered) {
      const me = await api.call('getMe', { token: token(key) });
      expect({ key, policiesToAccept: me.json<AccountInfo>().policiesToAccept }).toEqual({
        key,
        policiesToAccept: [],
      });
    }
  });

  it('brings the demo accounts of an older database up to newer policy versions', async () => {
    const newer = { privacy: '2099-01-01', terms: '2099-02-01' };
    // A second API on the same database, configured with the newer versions.
    const later = await startTestApi(
      kind,
      { policyVersions: newer, ...(api.queue ? { queue: api.queue } : {}) },
      async () => api.database,
    );
    try {
      const before = await later.call('getMe', { token: token('operator') });
      expect(before.json<AccountInfo>().policiesToAccept).toHaveLength(2);
      await seedDemo({ db: api.db, auth: testAuth(), policyVersions: newer });
      const after = await later.call('getMe', { token: token('operator') });
      expect(after.json<AccountInfo>().policiesToAccept).toEqual([]);
    } finally {
      await later.app.close();
      // Back to the versions the other cases see.
      await seedDemo({ db: api.db, auth: testAuth() });
    }
  });

  it('leaves the unregistered and unverified accounts in their states', async () => {
    const unregistered = await api.call('getMe', { token: token('unregistered') });
    expect(unregistered.statusCode).toBe(404);
    const unverified = await api.call('getMe', { token: token('unverified') });
    expect(unverified.json()).toMatchObject({ status: 403, type: 'email-not-verified' });
    const operator = await api.call('getMe', { token: token('operator') });
    expect(operator.json<AccountInfo>()).toMatchObject({
      email: 'operator@care.test',
      isPolicyAccepted: true,
    });
  });

  it('fills Hospicjum Demo with 42 members across roles and statuses, and tags', async () => {
    const rows = await api.db
      .select()
      .from(schema.members)
      .where(eq(schema.members.organizationId, seeded.organizationIds.demo));
    expect(rows).toHaveLength(42);
    expect(new Set(rows.map((row) => row.role))).toEqual(
      new Set(['OPERATOR', 'BENEFICIARY', 'ASSISTANT']),
    );
    expect(new Set(rows.map((row) => row.status))).toEqual(
      new Set(['PENDING', 'ACCEPTED', 'REJECTED', 'DEACTIVATED', 'INACTIVE']),
    );
    expect(new Set(rows.map((row) => row.accountOwnerType))).toEqual(
      new Set(['OWN_ACCOUNT', 'GUARDIAN_ACCOUNT']),
    );
    const phones = rows.flatMap((row) => (row.phone ? [row.phone] : []));
    expect(phones.length).toBeGreaterThan(rows.length / 2);
    for (const phone of phones) expect(() => assertRealPhoneNumber(phone)).not.toThrow();
    // Every beneficiary has a home a visit can find, some with how to get in; nobody else one.
    // The one whose data the retention erased has none of it left.
    const [erased, ...others] = [...rows].sort(
      (a, b) => Number(Boolean(b.erasedAt)) - Number(Boolean(a.erasedAt)),
    );
    expect(erased).toMatchObject({
      role: 'BENEFICIARY',
      status: 'INACTIVE',
      firstName: erasedMemberName,
      lastName: erasedMemberName,
      accountEmail: erasedMemberEmail(erased!.id),
      phone: null,
      address: null,
      formOfAddress: null,
      careNotes: null,
      contacts: [],
      erasedAt: expect.any(Date),
    });
    expect(others.filter((row) => row.erasedAt)).toEqual([]);
    for (const row of others) {
      expect(row.formOfAddress).toMatch(/^PANI?$/);
      if (row.role === 'BENEFICIARY')
        expect(memberAddressSchema.parse(row.address)).toEqual(row.address);
      else expect(row.address).toBeNull();
    }
    expect(rows.filter((row) => row.address?.accessNotes).length).toBeGreaterThan(2);
    // Every beneficiary has somebody to call, exactly one of them primary, each number real.
    for (const row of others) {
      if (row.role !== 'BENEFICIARY') {
        expect(row.contacts).toEqual([]);
        continue;
      }
      expect(memberContactsSchema.parse(row.contacts)).toEqual(row.contacts);
      expect(row.contacts.filter((contact) => contact.isPrimary)).toHaveLength(1);
      for (const { phone } of row.contacts)
        expect(() => assertRealPhoneNumber(phone)).not.toThrow();
    }
    expect(rows.filter((row) => row.contacts.length > 1).length).toBeGreaterThan(2);
    const byEmail = (email: string) => rows.find((row) => row.accountEmail === email);
    expect(byEmail(demoAccounts.operator.email)?.formOfAddress).toBe('PANI');
    expect(byEmail(demoAccounts.assistant.email)?.formOfAddress).toBe('PANI');
    expect(byEmail(demoAccounts.operator2.email)?.formOfAddress).toBe('PAN');
    expect(byEmail(demoAccounts.beneficiary.email)?.formOfAddress).toBe('PAN');
    const list = await api.call('listMembers', {
      token: token('operator'),
      params: { organizationId: seeded.organizationIds.demo },
      query: { limit: 100 },
    });
    expect(list.json<{ pagination: { total: number } }>().pagination.total).toBe(42);
    const tags = await api.call('listTags', {
      token: token('operator'),
      params: { organizationId: seeded.organizationIds.demo },
    });
    expect(tags.json<{ items: StoredTag[] }>().items.length).toBeGreaterThanOrEqual(5);
  });

  it('puts one of Hospicjum Demo’s two operators on call now, and leaves its settings at the defaults', async () => {
    const organization = { organizationId: seeded.organizationIds.demo };
    const now = await api.call('getOnCallNow', { token: token('operator'), params: organization });
    expect(now.json()).toEqual({
      everyOperator: false,
      operators: [expect.objectContaining({ lastName: demoAccounts.operator2.lastName })],
    });
    const rota = await api.call('listOnCallShifts', {
      token: token('operator'),
      params: organization,
    });
    expect(rota.json<{ pagination: { total: number } }>().pagination.total).toBe(3);
    const settings = await api.call('getOrganizationSettings', {
      token: token('operator'),
      params: organization,
    });
    expect(settings.json()).toMatchObject({
      acceptWithinHours: 4,
      assignWithinHours: 24,
      handleByPreferredDate: true,
      timeZone: 'Europe/Warsaw',
      idleSignOutMinutes: 15,
    });
  });

  it('shows the retention of INACTIVE members at work: one former beneficiary erased, one due in 14 days', async () => {
    const organization = { organizationId: seeded.organizationIds.demo };
    const members = await api.call('listMembers', {
      token: token('operator'),
      params: organization,
      query: { status: 'INACTIVE', limit: 100 },
    });
    const erased = members
      .json<{ items: { id: string; firstName: string; erasedAt?: string }[] }>()
      .items.filter((member) => member.erasedAt);
    expect(erased).toEqual([expect.objectContaining({ firstName: erasedMemberName })]);
    const history = await api.call('listAuditEvents', {
      token: token('operator'),
      params: organization,
      query: { entityId: erased[0]!.id },
    });
    expect(history.json<{ items: { action: string; actor: unknown }[] }>().items).toEqual([
      expect.objectContaining({ action: 'erased', actor: null }),
    ]);

    const due = await api.call('listMembersDueForErasure', {
      token: token('operator'),
      params: organization,
    });
    const { items } = due.json<{
      items: { firstName: string; lastName: string; dueAt: string }[];
    }>();
    expect(items.map(({ firstName, lastName }) => `${firstName} ${lastName}`)).toEqual([
      'Leokadia Sobczak',
    ]);
    const inDays = (Date.parse(items[0]!.dueAt) - Date.now()) / 86_400_000;
    expect(inDays).toBeGreaterThan(13);
    expect(inDays).toBeLessThan(15);
  });

  it('gives operator@care.test four pages of notifications, some unread', async () => {
    const page = (n: number) =>
      api
        .call('listNotifications', { token: token('operator'), query: { page: n } })
        .then((response) => response.json<NotificationList>());
    const [first, last] = await Promise.all([page(1), page(4)]);
    expect(first.pagination.isLast).toBe(false);
    expect(last.pagination.isLast).toBe(true);
    expect(last.items.length).toBeGreaterThan(0);
    expect(first.items.every((item) => item.organizationId === seeded.organizationIds.demo)).toBe(
      true,
    );
    const unread = (await api.call('countNotifications', { token: token('operator') })).json<{
      count: number;
    }>().count;
    expect(unread).toBeGreaterThan(0);
    expect(unread).toBeLessThan(33);
  });

  it('gives Hospicjum Demo three outposts of different types, two with logos that load, the care ones each the home of beneficiaries', async () => {
    const list = await api.call('listOutposts', {
      token: token('operator'),
      params: { organizationId: seeded.organizationIds.demo },
    });
    const items = list.json<{ items: Outpost[] }>().items;
    expect(items).toHaveLength(3);
    // Every beneficiary is looked after by the inpatient hospice or the home-care team, the
    // office by nobody, and both teams look after somebody.
    const homes = await api.db
      .select({ role: schema.members.role, homeOutpostId: schema.members.homeOutpostId })
      .from(schema.members)
      .where(eq(schema.members.organizationId, seeded.organizationIds.demo));
    const careOutposts = items.filter((item) => item.type !== 'OFFICE').map((item) => item.id);
    for (const { role, homeOutpostId } of homes)
      if (role === 'BENEFICIARY') expect(careOutposts).toContain(homeOutpostId);
      else expect(homeOutpostId).toBeNull();
    expect(new Set(homes.map((home) => home.homeOutpostId).filter(Boolean))).toEqual(
      new Set(careOutposts),
    );
    expect(new Set(items.map((item) => item.type)).size).toBe(3);
    const logos = items.flatMap((item) => (item.logoUrl ? [item.logoUrl] : []));
    expect(logos).toHaveLength(2);
    for (const logo of logos) {
      const image = await api.app.inject({ url: logo });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
    }
  });

  it('fills Hospicjum Demo with orders of the last 30 days in every status, with their histories', async () => {
    const answer = await api.call('listOrders', {
      token: token('operator'),
      params: { organizationId: seeded.organizationIds.demo },
      query: { limit: 100 },
    });
    const { items, counts } = answer.json<OrderList>();
    for (const status of orderStatuses) expect(counts[status]).toBeGreaterThan(0);
    const monthAgo = Date.now() - 30 * 24 * 3_600_000;
    for (const order of items) {
      expect(Date.parse(order.createdAt)).toBeGreaterThan(monthAgo);
      expect(order.history[0]?.status).toBe('NEW');
      expect(order.history.at(-1)?.status).toBe(order.status);
      expect(order.number).toMatch(/^Z-\d{4}-\d{4}$/);
    }
    expect(new Set(items.map((order) => order.type)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(items.map((order) => order.number)).size).toBe(items.length);

    const own = await api.call('listBeneficiaryOrders', {
      token: token('beneficiary'),
      params: { organizationId: seeded.organizationIds.demo },
    });
    expect(own.json<OrderPage>().pagination.total).toBeGreaterThan(0);
    const asked = await api.call('listAssistantOrders', {
      token: token('assistant'),
      query: { status: 'ACCEPTED' },
    });
    expect(
      asked
        .json<OrderPage>()
        .items.some((order) =>
          order.assistants.some((assistant) => assistant.status === 'NOTIFIED'),
        ),
    ).toBe(true);
  });

  it('gives operator@care.test the notifications those orders sent operators', async () => {
    const notifications = await api.db
      .select()
      .from(schema.notifications)
      .where(eq(schema.notifications.accountId, seeded.accountIds.operator as string));
    // 25 about the orders' steps, 8 escalations of the overdue ones (one per reason).
    expect(notifications).toHaveLength(33);
    const orderIds = new Set(
      (
        await api.db
          .select({ id: schema.orders.id })
          .from(schema.orders)
          .where(eq(schema.orders.organizationId, seeded.organizationIds.demo))
      ).map((order) => order.id),
    );
    for (const notification of notifications) {
      expect(orderIds.has(notification.orderId)).toBe(true);
      expect([
        'ORDER_CREATED',
        'ASSISTANT_ORDER_ACCEPTED',
        'ORDER_MARKED_AS_HANDLED',
        'ORDER_OVERDUE',
      ]).toContain(notification.type);
    }
  });

  // The demo holds orders overdue for every reason, long enough that each has passed its limit
  // twice, and the seed has sent what the escalation would have: a sweep now sends nothing more.
  it('holds orders overdue for each reason, already escalated once per reason and step', async () => {
    const counts = await api.call('getOrderAttention', {
      token: token('operator'),
      params: { organizationId: seeded.organizationIds.demo },
    });
    const byReason = orderAttentionReasons.map(
      (reason) => counts.json<OrderAttentionCounts>()[reason],
    );
    expect(byReason.every((count) => count > 0)).toBe(true);
    const reasons = byReason.reduce((sum, count) => sum + count, 0);
    expect(await api.db.select().from(schema.orderEscalations)).toHaveLength(2 * reasons);

    const told = await api.db
      .select({ accountId: schema.notifications.accountId })
      .from(schema.notifications)
      .where(eq(schema.notifications.type, 'ORDER_OVERDUE'));
    const of = (key: DemoAccountKey) =>
      told.filter(({ accountId }) => accountId === seeded.accountIds[key]).length;
    // operator2, on call now, heard of the first step of each, operator@care.test, a super
    // operator, of the second.
    expect([of('operator2'), of('operator')]).toEqual([reasons, reasons]);

    const noQueue: Enqueue = async () => {
      throw new Error('nothing is pushed in this test');
    };
    const sent = await api.db.transaction((tx) =>
      sweepOverdueOrders(tx, { enqueue: noQueue, pushJob: null }, new Date()),
    );
    expect(sent).toBe(0);
  });

  it('fills this week’s schedule from today on across three assistants, each on their way', async () => {
    const today = calendarDayIn(new Date(), zone);
    const monday = mondayOf(today);
    const answer = await api.call('getSchedule', {
      token: token('operator'),
      params: { organizationId: seeded.organizationIds.demo },
      query: { from: monday, to: addDays(monday, 6) },
    });
    expect(answer.statusCode).toBe(200);
    const { items } = answer.json<Schedule>();
    // Today's visits alone are with three assistants: even on a Sunday the week shows them.
    expect(assistantsOf(items.filter((item) => item.date === today)).size).toBe(3);
    expect(assistantsOf(items).size).toBe(3);
    // Before today only the orders held late on purpose, nobody on them.
    for (const item of items.filter((item) => item.date < today))
      expect(item.assistants).toEqual([]);
    for (const item of items.filter((item) => item.date >= today)) {
      expect(item.window).not.toBeNull();
      expect(item.assistants.map((assistant) => assistant.status)).toEqual(['ACCEPTED']);
    }
    // The demo assistant has the fullest days, as the picker shows when asked about them.
    const mine = await api.call('listAssistantOrders', {
      token: token('assistant'),
      query: { status: 'IN_PROGRESS' },
    });
    expect(mine.json<OrderPage>().pagination.total).toBeGreaterThanOrEqual(6);
  });
});

// The demo's overdue orders are placed in hours before the seed's moment, while the preferred
// date's limit counts calendar days in the organization's time zone: seeded late in the evening
// or just after midnight, the demo must still hold the same orders past each limit twice over,
// and the bell the same notices.
describe.each([
  ['just after midnight', '2026-03-10T00:30:00+01:00'],
  ['at noon', '2026-07-14T12:00:00+02:00'],
  ['late in the evening', '2026-11-20T23:30:00+01:00'],
  ['late on a Sunday', '2026-12-06T23:30:00+01:00'],
])('demo seeded %s in Warsaw', (_, instant) => {
  let database: DatabaseHandle;
  let seeded: Awaited<ReturnType<typeof seedDemo>>;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    seeded = await seedDemo({ db: database.db, auth: testAuth(), now: new Date(instant) });
  });
  afterAll(() => database.close());

  it('escalates an order for every reason twice and gives operator@care.test 33 notices', async () => {
    const escalations = await database.db.select().from(schema.orderEscalations);
    for (const reason of orderAttentionReasons) {
      const steps = escalations.filter((escalation) => escalation.reason === reason);
      expect(new Set(steps.map((escalation) => escalation.step))).toEqual(new Set([1, 2]));
    }
    const notices = await database.db
      .select()
      .from(schema.notifications)
      .where(eq(schema.notifications.accountId, seeded.accountIds.operator as string));
    expect(notices).toHaveLength(33);
  });

  it('fills the seven days from that day on, today with three assistants, none of it late', async () => {
    const today = calendarDayIn(new Date(instant), zone);
    const items = await scheduledOrders(
      database.db,
      {
        organizationId: seeded.organizationIds.demo,
        from: addDays(today, -7),
        to: addDays(today, 13),
        timeZone: zone,
      },
      100,
    );
    const late = items.filter((item) => item.day < today);
    // Only the orders the demo holds late on purpose, each already escalated.
    const escalated = new Set(
      (await database.db.select().from(schema.orderEscalations)).map((row) => row.orderId),
    );
    for (const item of late) expect(escalated.has(item.id)).toBe(true);
    const coming = items.filter((item) => item.day >= today);
    expect(new Set(coming.map((item) => item.day))).toEqual(
      new Set(Array.from({ length: 7 }, (_, index) => addDays(today, index))),
    );
    expect(assistantsOf(coming.filter((item) => item.day === today)).size).toBe(3);
    expect(assistantsOf(coming).size).toBe(3);
  });
});
