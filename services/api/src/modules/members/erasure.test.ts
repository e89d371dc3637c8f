// Erasure of a member's personal data (by a super operator, and by the retention of INACTIVE
// members): afterwards no table holds a personal value of the person, while the facts stay.
import {
  type AuditEvent,
  type MemberDetails,
  type MemberErasureDue,
  type Order,
  type Person as AccountPerson,
  problemTypes,
  recentSignInSeconds,
} from '@care/contracts';
import { eq, sql } from 'drizzle-orm';
import { startTestApi, type TestApi } from '../../../test/support/api';
import { databaseKinds } from '../../../test/support/database';
import { createIdentity, tokenSignedInAgo, uniqueEmail } from '../../../test/support/identities';
import { unzipText } from '../../../test/support/zip';
import {
  addNamedMembership,
  type Member,
  type OrderWorld,
  orderActions,
  orderWorld,
} from '../../../test/support/orders';
import { registeredCaller } from '../../../test/support/world';
import { auditEvents, members, orders } from '../../db/schema';
import { eraseExpiredMembers } from './retention';

const day = 24 * 3600 * 1000;

interface Person {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  contactName: string;
  contactPhone: string;
  street: string;
  careNotes: string;
}

/** Names unusual enough that nothing else in the database contains them by chance. */
const personNamed = (suffix: string): Person => {
  // Each person's own numbers (A → …560, B → …561), so one person's phone is never another's.
  const digit = suffix.charCodeAt(0) - 'A'.charCodeAt(0);
  return {
    firstName: `Hortensja${suffix}`,
    lastName: `Zawiślańska${suffix}`,
    email: uniqueEmail(`hortensja${suffix.toLowerCase()}`),
    phone: `+4860123456${digit}`,
    contactName: `Weronika Przybyłowicz${suffix}`,
    contactPhone: `+4812654321${digit}`,
    street: `ul. Kwiatkowskiego${suffix}`,
    careNotes: `Notatka o Hortensji${suffix}: leki wydaje córka.`,
  };
};

/** The personal values searched for: names, e-mail, phones, and what the card says. */
const personalValues = (person: Person) => [
  person.firstName,
  person.lastName,
  person.email,
  person.phone,
  person.contactName,
  person.contactPhone,
  person.street,
  person.careNotes,
];

/**
 * Every text and jsonb column (jsonb as text) of every table in the database, read from
 * information_schema so a table added later is searched too, for each value: answers
 * `table.column: value` for each hit. The person's own account and the people it acts for are
 * theirs, not the organization's, and stay (the erasure's documented rule): `own` leaves them out.
 */
async function findPersonalValues(
  api: TestApi,
  values: string[],
  own: { accountId: string; personIds: string[] },
): Promise<string[]> {
  const columns = await api.db.execute(sql`
    select c.table_schema as schema, c.table_name as "table", c.column_name as "column"
    from information_schema.columns c
    join information_schema.tables t
      on t.table_schema = c.table_schema and t.table_name = c.table_name
    where t.table_type = 'BASE TABLE'
      and c.table_schema not in ('pg_catalog', 'information_schema')
      and c.data_type in ('text', 'character varying', 'character', 'jsonb', 'json', 'ARRAY')`);
  const rows = (columns as unknown as { rows: { schema: string; table: string; column: string }[] })
    .rows;
  expect(rows.map(({ table }) => table)).toEqual(
    expect.arrayContaining(['members', 'orders', 'audit_events', 'member_search_names']),
  );
  const ownIds = [own.accountId, ...own.personIds];
  const excluded = (schema: string, table: string) => {
    if (schema !== 'public') return sql`true`;
    if (table === 'accounts') return sql`id <> ${own.accountId}`;
    if (table === 'persons') return sql`account_id <> ${own.accountId}`;
    if (table === 'audit_events')
      return sql`not (organization_id is null and entity_id in (${sql.join(
        ownIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )}))`;
    return sql`true`;
  };
  const hits: string[] = [];
  for (const { schema, table, column } of rows) {
    const found = await api.db.execute(sql`
      select v as value from unnest(${sql.param(values)}::text[]) v
      where exists (select 1 from ${sql.identifier(schema)}.${sql.identifier(table)} r
        where position(lower(v) in lower(r.${sql.identifier(column)}::text)) > 0
          and ${excluded(schema, table)})`);
    for (const { value } of (found as unknown as { rows: { value: string }[] }).rows)
      hits.push(`${table}.${column}: ${value}`);
  }
  return hits;
}

describe.each(databaseKinds)('erasing a member’s personal data on %s', (kind) => {
  let api: TestApi;
  let world: OrderWorld;
  let actions: ReturnType<typeof orderActions>;
  const organization = () => ({ organizationId: world.organizationId });

  beforeAll(async () => {
    api = await startTestApi(kind);
    world = await orderWorld(api);
    actions = orderActions(api, world);
  });
  afterAll(() => api.close());

  /** A beneficiary with a full card, changed once (so audited), and an identity of their own. */
  async function beneficiary(person: Person, organizationId = world.organizationId) {
    const caller = await registeredCaller(api, { email: person.email });
    const member = await addNamedMembership(api, organizationId, caller, 'BENEFICIARY', person);
    if (organizationId === world.organizationId) {
      const current = await api.call('getMember', {
        token: world.operator.token,
        params: { ...organization(), memberId: member.memberId },
      });
      const updated = await api.call('updateMember', {
        token: world.operator.token,
        params: { ...organization(), memberId: member.memberId },
        headers: { 'if-match': `"${current.json<MemberDetails>().version}"` },
        body: {
          phone: person.phone,
          address: {
            street: person.street,
            building: '7',
            postalCode: '31-147',
            city: 'Kraków',
            accessNotes: `Dzwonić do ${person.contactName}`,
          },
          formOfAddress: 'PANI',
          careNotes: person.careNotes,
          contacts: [
            {
              name: person.contactName,
              relation: 'córka',
              phone: person.contactPhone,
              isPrimary: true,
            },
          ],
        },
      });
      expect(updated.statusCode).toBe(200);
    }
    return member;
  }

  const getMember = async (memberId: string) =>
    api.call('getMember', {
      token: world.operator.token,
      params: { ...organization(), memberId },
    });

  async function erase(
    member: Pick<Member, 'memberId'>,
    confirmName: string,
    token = world.operator.token,
  ) {
    const current = (await getMember(member.memberId)).json<MemberDetails>();
    return api.call('eraseMember', {
      token,
      params: { ...organization(), memberId: member.memberId },
      headers: { 'if-match': `"${current.version}"` },
      body: { confirmName },
    });
  }

  const ownOf = (member: Member) => ({ accountId: member.accountId, personIds: [member.personId] });

  it('leaves no personal value of the person in any table, and keeps the facts', async () => {
    const person = personNamed('A');
    const member = await beneficiary(person);
    const fullName = `${person.firstName} ${person.lastName}`;
    // Orders by and about the person: placed without an address (its home copied), rejected
    // with a reason naming them, handled with an outcome naming them.
    const placed = await actions.create(
      { description: `Proszę o wizytę, ${fullName}, tel. ${person.phone}` },
      member,
    );
    const rejected = await actions.create({ description: 'Sprzęt' }, member);
    await actions.reject(rejected.id, `${fullName} ma już łóżko`);
    await actions.accept(placed.id);
    await actions.markHandled(placed.id, `Odwiedzono ${fullName} (${person.email})`);
    // Another person's order whose outcome names them.
    const other = await actions.create({ description: 'Wizyta' });
    await actions.accept(other.id);
    await actions.markHandled(other.id, `Przekazano sąsiadce: ${fullName}`);
    const own = ownOf(member);

    // The search finds every value before, so finding none after means they are gone.
    const before = await findPersonalValues(api, personalValues(person), own);
    expect(before).toEqual(
      expect.arrayContaining([
        'members.first_name: ' + person.firstName,
        'members.account_email: ' + person.email,
        'orders.place: ' + person.street,
        'orders.outcome: ' + person.lastName,
        'audit_events.changes: ' + person.careNotes,
        'member_search_names.name: ' + person.firstName,
      ]),
    );

    const erased = await erase(member, fullName);

    expect(erased.statusCode).toBe(200);
    const answer = erased.json<MemberDetails>();
    expect(answer).toMatchObject({
      id: member.memberId,
      role: 'BENEFICIARY',
      status: 'ACCEPTED',
      phone: null,
      address: null,
      careNotes: null,
      contacts: [],
    });
    expect(answer.erasedAt).toEqual(expect.any(String));
    expect(await findPersonalValues(api, personalValues(person), own)).toEqual([]);

    // The facts stay: the orders, their types, statuses and dates.
    const kept = await api.db
      .select({ id: orders.id, type: orders.type, status: orders.status })
      .from(orders)
      .where(eq(orders.beneficiaryMemberId, member.memberId));
    expect(kept).toHaveLength(2);
    expect(kept.map(({ status }) => status).sort()).toEqual(['HANDLED', 'REJECTED']);
    // The erasure is audited, and its own event names nobody.
    const [event] = await api.db.select().from(auditEvents).where(eq(auditEvents.action, 'erased'));
    expect(event).toMatchObject({ entity: 'member', entityId: member.memberId });
    expect(Object.keys(event?.changes ?? {}).sort()).toEqual(['erasedAt', 'version']);
  });

  it('keeps an erased card empty: editing it again is refused', async () => {
    const person = personNamed('J');
    const member = await beneficiary(person);
    expect((await erase(member, `${person.firstName} ${person.lastName}`)).statusCode).toBe(200);
    const current = (await getMember(member.memberId)).json<MemberDetails>();
    expect(current).toMatchObject({ firstName: '***', lastName: '***' });

    const refilled = await api.call('updateMember', {
      token: world.operator.token,
      params: { ...organization(), memberId: member.memberId },
      headers: { 'if-match': `"${current.version}"` },
      body: { firstName: person.firstName },
    });

    expect(refilled.statusCode).toBe(409);
    expect((await erase(member, '*** ***')).statusCode).toBe(409);
  });

  it('refuses another name than the one shown, naming the field, and erases nothing', async () => {
    const person = personNamed('B');
    const member = await beneficiary(person);

    const refused = await erase(member, person.firstName);

    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      type: problemTypes.validation,
      errors: [expect.objectContaining({ path: 'confirmName' })],
    });
    expect((await getMember(member.memberId)).json<MemberDetails>()).toMatchObject({
      firstName: person.firstName,
      phone: person.phone,
    });
  });

  it('refuses while an order of the person is open, as beneficiary or as assistant', async () => {
    const person = personNamed('C');
    const member = await beneficiary(person);
    const order = await actions.create({}, member);
    const fullName = `${person.firstName} ${person.lastName}`;

    const refused = await erase(member, fullName);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ detail: string }>().detail).toMatch(/open/);

    // The world's assistant is asked to take an open order of someone else.
    const asAssistant = await actions.orderIn('ACCEPTED', { assigned: true });
    const assistantName = 'Alicja Pomocna';
    const assistantRefused = await erase(world.assistant, assistantName);
    expect(assistantRefused.statusCode).toBe(409);

    await actions.cancel(asAssistant.id);
    await api.db.update(orders).set({ status: 'CANCELLED' }).where(eq(orders.id, order.id));
    expect((await erase(member, fullName)).statusCode).toBe(200);
  });

  it('asks a super operator who signed in long ago to sign in again', async () => {
    const member = await beneficiary(personNamed('D'));
    const person = (await getMember(member.memberId)).json<MemberDetails>();

    const refused = await erase(
      member,
      `${person.firstName} ${person.lastName}`,
      await tokenSignedInAgo(world.operator, recentSignInSeconds + 60),
    );

    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ type: problemTypes.reauthenticationRequired });
    expect((await getMember(member.memberId)).json<MemberDetails>().erasedAt).toBeUndefined();
  });

  it('leaves the same person’s membership of another organization as it is', async () => {
    const person = personNamed('E');
    const member = await beneficiary(person);
    const elsewhere = await addNamedMembership(
      api,
      world.otherOrganizationId,
      member,
      'BENEFICIARY',
      person,
    );

    expect((await erase(member, `${person.firstName} ${person.lastName}`)).statusCode).toBe(200);

    const [kept] = await api.db
      .select({ firstName: members.firstName, email: members.accountEmail })
      .from(members)
      .where(eq(members.id, elsewhere.memberId));
    expect(kept).toEqual({ firstName: person.firstName, email: person.email });
  });

  /**
   * A person who signs up with their own names, is invited as `role` and accepts: the
   * organization's histories name them from their account from then on.
   */
  async function invitedAndAccepted(person: Person, role: 'BENEFICIARY' | 'OPERATOR') {
    const identity = await createIdentity({ email: person.email });
    const registered = await api.call('register', {
      token: identity.token,
      body: { firstName: person.firstName, lastName: person.lastName, isPolicyAccepted: true },
    });
    expect(registered.statusCode).toBe(201);
    const persons = await api.call('listPersons', { token: identity.token });
    const own = persons.json<{ items: AccountPerson[] }>().items.find((item) => item.isOwn);
    const invited = await api.call('createMember', {
      token: world.operator.token,
      params: organization(),
      body: {
        accountOwnerType: 'OWN_ACCOUNT',
        role,
        firstName: person.firstName,
        lastName: person.lastName,
        accountEmail: person.email,
        isSuperOperator: false,
        tags: [],
      },
    });
    expect(invited.statusCode).toBe(201);
    const memberId = invited.json<MemberDetails>().id;
    const accepted = await api.call('answerInvitation', {
      token: identity.token,
      params: { invitationId: memberId },
      body: { personId: own?.id, status: 'ACCEPTED' },
    });
    expect(accepted.statusCode).toBe(200);
    return { ...identity, memberId };
  }

  it('names the erased in none of the organization’s answers: histories, the log, its CSV, the access log, the export', async () => {
    const patient = personNamed('L');
    const reader = personNamed('M');
    const she = await invitedAndAccepted(patient, 'BENEFICIARY');
    const operator = await invitedAndAccepted(reader, 'OPERATOR');
    // She asks for a visit from the app; the operator opens her card and accepts it; she
    // withdraws it, so nothing of hers is open.
    const placed = await api.call('createBeneficiaryOrder', {
      token: she.token,
      params: organization(),
      body: { type: 'VISIT', description: 'Wizyta pielęgniarki' },
    });
    expect(placed.statusCode).toBe(201);
    const orderId = placed.json<Order>().id;
    const read = await api.call('getMember', {
      token: operator.token,
      params: { ...organization(), memberId: she.memberId },
    });
    expect(read.statusCode).toBe(200);
    const accepted = await api.call('acceptOrder', {
      token: operator.token,
      params: { ...organization(), orderId },
    });
    expect(accepted.statusCode).toBe(200);
    const withdrawn = await api.call('cancelBeneficiaryOrder', {
      token: she.token,
      params: { ...organization(), orderId },
    });
    expect(withdrawn.statusCode).toBe(200);
    // The operator invites someone, whose invitation names who sent it.
    const invitee = await registeredCaller(api);
    const invitation = await api.call('createMember', {
      token: operator.token,
      params: organization(),
      body: {
        accountOwnerType: 'OWN_ACCOUNT',
        role: 'BENEFICIARY',
        firstName: 'Zenobia',
        lastName: 'Zaproszona',
        accountEmail: invitee.email,
        isSuperOperator: false,
        tags: [],
      },
    });
    expect(invitation.statusCode).toBe(201);

    const asSuperOperator = async (
      name: Parameters<TestApi['call']>[0],
      params: Record<string, string>,
      query: Record<string, string | number> = {},
    ) => {
      const response = await api.call(name, {
        token: world.operator.token,
        params: { ...organization(), ...params },
        query,
        headers: { 'accept-language': 'pl' },
      });
      expect(response.statusCode).toBe(200);
      return response;
    };
    /** Every answer that names whoever acted or read, as text (a ZIP's files one after another). */
    const answers = async () => {
      const archive = await unzipText(
        (await asSuperOperator('exportMemberData', { memberId: she.memberId })).rawPayload,
      );
      return {
        memberHistory: (await asSuperOperator('listAuditEvents', {}, { entityId: she.memberId }))
          .body,
        operatorHistory: (
          await asSuperOperator('listAuditEvents', {}, { entityId: operator.memberId })
        ).body,
        orderHistory: (await asSuperOperator('getOrder', { orderId })).body,
        orders: (await asSuperOperator('listOrders', {}, { limit: 100 })).body,
        auditLog: (await asSuperOperator('listAuditEvents', {}, { limit: 100 })).body,
        auditCsv: (await asSuperOperator('exportAuditEvents', {}, { format: 'spreadsheet' })).body,
        auditMachineCsv: (await asSuperOperator('exportAuditEvents', {}, { format: 'machine' }))
          .body,
        accessLog: (await asSuperOperator('listMemberAccessLog', { memberId: she.memberId })).body,
        dataExport: [...archive.values()].join('\n'),
        notifications: (
          await api.call('listNotifications', { token: world.operator.token, query: {} })
        ).body,
        invitation: (await api.call('listInvitations', { token: invitee.token, query: {} })).body,
      };
    };
    const naming = (texts: Record<string, string>) =>
      Object.entries(texts).flatMap(([answer, text]) =>
        [patient, reader].flatMap((person) =>
          [person.firstName, person.lastName, person.email]
            .filter((value) => text.toLowerCase().includes(value.toLowerCase()))
            .map((value) => `${answer}: ${value}`),
        ),
      );

    // Before, the answers name them from their accounts, so finding none after means the rule
    // took them out.
    expect(naming(await answers())).toEqual(
      expect.arrayContaining([
        `memberHistory: ${patient.lastName}`,
        `orderHistory: ${patient.firstName}`,
        `orderHistory: ${reader.lastName}`,
        `auditLog: ${patient.email}`,
        `auditCsv: ${reader.firstName}`,
        `accessLog: ${reader.lastName}`,
        `dataExport: ${reader.firstName}`,
        `invitation: ${reader.lastName}`,
      ]),
    );

    expect((await erase(operator, `${reader.firstName} ${reader.lastName}`)).statusCode).toBe(200);
    expect((await erase(she, `${patient.firstName} ${patient.lastName}`)).statusCode).toBe(200);

    const after = await answers();
    expect(naming(after)).toEqual([]);
    // Whoever acted is answered as erased, the system and the live operators as before.
    const history = JSON.parse(after.memberHistory) as { items: AuditEvent[] };
    const acceptance = history.items.find((event) => event.action === 'invitation-accepted');
    expect(acceptance?.actor).toEqual({ erased: true });
    const erasure = history.items.find((event) => event.action === 'erased');
    expect(erasure?.actor).toMatchObject({ accountId: world.operator.accountId });
    const order = JSON.parse(after.orderHistory) as Order;
    expect(order.history.map(({ status, actor }) => [status, actor])).toEqual([
      ['NEW', { erased: true }],
      ['ACCEPTED', { erased: true }],
      ['CANCELLED', { erased: true }],
    ]);
    expect(after.auditCsv).toContain('Dane usunięte');
    expect(after.auditMachineCsv).toMatch(/,erased,,member,/);
    const accessLog = JSON.parse(after.accessLog) as { items: { reader: unknown }[] };
    expect(accessLog.items.map(({ reader: who }) => who)).toContainEqual({ erased: true });
    expect(JSON.parse(after.invitation)).toMatchObject({ items: [{ invitedBy: null }] });
  });

  describe('retention of INACTIVE members', () => {
    /** An INACTIVE member whose membership ended `endedDaysAgo` days ago. */
    async function inactive(person: Person, endedDaysAgo: number, organizationId: string) {
      const [row] = await api.db
        .insert(members)
        .values({
          organizationId,
          role: 'BENEFICIARY',
          status: 'INACTIVE',
          accountOwnerType: 'OWN_ACCOUNT',
          accountEmail: person.email,
          firstName: person.firstName,
          lastName: person.lastName,
          phone: person.phone,
          careNotes: person.careNotes,
          startDate: new Date(Date.now() - 400 * day),
          endDate: new Date(Date.now() - endedDaysAgo * day),
        })
        .returning();
      return row?.id as string;
    }

    async function setRetention(token: string, organizationId: string, months: number | null) {
      const current = await api.call('getOrganizationSettings', {
        token,
        params: { organizationId },
      });
      const { version, ...settings } = current.json<{ version: number }>();
      const updated = await api.call('updateOrganizationSettings', {
        token,
        params: { organizationId },
        headers: { 'if-match': `"${version}"` },
        body: { ...settings, inactiveMemberRetentionMonths: months },
      });
      expect(updated.statusCode).toBe(200);
    }

    const due = async (token = world.operator.token) => {
      const response = await api.call('listMembersDueForErasure', {
        token,
        params: organization(),
      });
      expect(response.statusCode).toBe(200);
      return response.json<{ items: MemberErasureDue[] }>().items;
    };

    it('lists who falls due within a month, erases who is past it, and spares the rest', async () => {
      await setRetention(world.operator.token, world.organizationId, 1);
      await setRetention(world.otherOrganizationOperator.token, world.otherOrganizationId, null);
      const past = personNamed('F');
      const soon = personNamed('G');
      const later = personNamed('H');
      const elsewhere = personNamed('I');
      const pastId = await inactive(past, 62, world.organizationId);
      const soonId = await inactive(soon, 15, world.organizationId);
      const laterId = await inactive(later, -40, world.organizationId);
      const elsewhereId = await inactive(elsewhere, 3000, world.otherOrganizationId);

      const listed = (await due()).map(({ memberId }) => memberId);
      expect(listed).toEqual(expect.arrayContaining([pastId, soonId]));
      expect(listed).not.toContain(laterId);
      // Another organization's members are never listed here.
      expect(listed).not.toContain(elsewhereId);
      // Only super operators read it.
      const plain = await api.call('listMembersDueForErasure', {
        token: world.plainOperator.token,
        params: organization(),
      });
      expect(plain.statusCode).toBe(403);

      expect(await eraseExpiredMembers(api.db)).toBeGreaterThanOrEqual(1);

      const none = { accountId: '00000000-0000-4000-8000-000000000000', personIds: [] };
      expect(await findPersonalValues(api, personalValues(past), none)).toEqual([]);
      // Due within the month, but not yet: kept.
      expect(await findPersonalValues(api, [soon.careNotes], none)).toEqual([
        `members.care_notes: ${soon.careNotes}`,
      ]);
      // The organization that switched it off keeps its data.
      const [kept] = await api.db
        .select({ firstName: members.firstName, erasedAt: members.erasedAt })
        .from(members)
        .where(eq(members.id, elsewhereId));
      expect(kept).toEqual({ firstName: elsewhere.firstName, erasedAt: null });
      expect((await due()).map(({ memberId }) => memberId)).not.toContain(pastId);
    });

    it('leaves a person with an open order for the next run, then erases them', async () => {
      await setRetention(world.operator.token, world.organizationId, 1);
      const person = personNamed('K');
      const memberId = await inactive(person, 90, world.organizationId);
      const [order] = await api.db
        .insert(orders)
        .values({
          organizationId: world.organizationId,
          beneficiaryMemberId: memberId,
          numberYear: 2020,
          numberSequence: 9001,
          type: 'VISIT',
          description: `Wizyta u ${person.firstName} ${person.lastName}`,
          status: 'NEW',
        })
        .returning();
      const erasedAt = async () =>
        (
          await api.db
            .select({ erasedAt: members.erasedAt })
            .from(members)
            .where(eq(members.id, memberId))
        )[0]?.erasedAt;

      await eraseExpiredMembers(api.db);
      expect(await erasedAt()).toBeNull();

      await api.db.update(orders).set({ status: 'CANCELLED' }).where(eq(orders.id, order!.id));
      await eraseExpiredMembers(api.db);
      expect(await erasedAt()).toEqual(expect.any(Date));
      const none = { accountId: '00000000-0000-4000-8000-000000000000', personIds: [] };
      expect(await findPersonalValues(api, personalValues(person), none)).toEqual([]);
    });
  });
});
